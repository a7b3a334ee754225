/**
 * GrantEditorService on its own: a data source, the in-process search and a caller. Drafts stay
 * out of search; publishing checks every rule; a scheduled grant shows in no process before its
 * time and in every process after; a corrected deadline is live at once; a withdrawal needs a
 * reason; each step leaves a revision and an audit event; only operators may do any of it.
 */
import { GRANT_MESSAGES } from '@portal/shared/grants/validation';
import { PUBLICATION_MESSAGES } from '@portal/shared/editorial/publication';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { AuditEvent } from '../audit/audit-event.entity';
import { publishDue } from '../editorial/publication-scheduler';
import { RecordRevision } from '../editorial/record-revision.entity';
import {
  editorialFixture,
  grantValues,
  refusal,
  uploaded,
  type EditorialFixture,
} from '../editorial/editorial.test-support';
import { loadSearch } from '../sections';
import { GrantAttachment } from './grant-attachment.entity';
import type { Caller } from '../../auth/caller';
import { GrantAttachmentService } from './grant-attachments.service';
import { GRANT_EDITOR_MESSAGES, GrantEditorService } from './grant-editor.service';
import { GrantService } from './grant.service';

const MINUTE = 60_000;

describe.each(DATABASES)('GrantEditorService on %s', (kind) => {
  let fx: EditorialFixture;
  let now: Date;
  let editor: GrantEditorService;

  const found = async (keyword: string, search = fx.search) =>
    (await search.find('grants', { keyword })).items.map((item) => item.title);

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    now = new Date('2026-05-01T01:00:00Z');
    editor = new GrantEditorService(fx.dataSource, fx.search, fx.storage, () => now);
  });
  afterAll(() => fx?.close());

  it('refuses everyone but operators, before reading anything', async () => {
    for (const caller of Object.values(fx.callers)) {
      expect((await refusal(editor.create(caller, grantValues()))).code).toBe('FORBIDDEN');
      expect((await refusal(editor.list(caller, {}))).code).toBe('FORBIDDEN');
      expect((await refusal(editor.withdraw(caller, '1', '誤り'))).code).toBe('FORBIDDEN');
    }
  });

  it('keeps a draft with a title alone, out of search; publishing asks for every rule', async () => {
    const draft = await editor.create(fx.operator, { title: '下書きだけの補助金' });
    expect(draft).toMatchObject({ status: 'draft', source: 'portal', attachments: [] });
    const missing = await refusal(editor.publish(fx.operator, String(draft.id)));
    expect(missing.code).toBe('BAD_USER_INPUT');
    expect(missing.fields).toMatchObject({ description: GRANT_MESSAGES.descriptionRequired });
    expect(await found('下書きだけ')).toEqual([]);
    const empty = await refusal(editor.create(fx.operator, { title: ' ' }));
    expect(empty.fields).toEqual({ title: GRANT_MESSAGES.titleRequired });
  });

  it('publishes a complete grant with its 公募要領: searched here and, through the change log, in another process', async () => {
    const pdf = await uploaded(fx.storage, 'operator-1', 'pdf', '公募要領.pdf');
    const foreign = await uploaded(fx.storage, 'vendor-1', 'pdf', 'other.pdf');
    const values = grantValues({
      title: '窓口改革補助金',
      attachments: [{ kind: 'guideline', title: '公募要領', file: foreign }],
    });
    const refused = await refusal(editor.create(fx.operator, values));
    expect(Object.keys(refused.fields ?? {})).toEqual(['attachments.0.file']);

    const other = await loadSearch(fx.dataSource);
    const grant = await editor.create(fx.operator, {
      ...values,
      attachments: [{ kind: 'guideline', title: '公募要領', file: pdf }],
    });
    expect(grant.attachments).toMatchObject([
      { kind: 'guideline', title: '公募要領', fileName: '公募要領.pdf', size: pdf.key ? expect.any(Number) : 0 },
    ]);
    expect(grant.amountMax).toBe(10_000_000);
    const published = await editor.publish(fx.operator, String(grant.id));
    expect(published).toMatchObject({ status: 'published', publishedAt: now });
    // The public detail carries the attachments (read in its one statement).
    const detail = await new GrantService(fx.dataSource, fx.search).detail({ role: 'municipal' }, String(grant.id));
    expect(detail.attachments).toMatchObject([{ kind: 'guideline', title: '公募要領', fileName: '公募要領.pdf' }]);
    expect(await found('窓口改革')).toEqual(['窓口改革補助金']);
    expect(await found('窓口改革', other)).toEqual([]);
    await other.catchUp();
    expect(await found('窓口改革', other)).toEqual(['窓口改革補助金']);
    other.stop();

    expect((await refusal(editor.publish(fx.operator, String(grant.id)))).code).toBe('CONFLICT');
    const actions = await fx.dataSource
      .getRepository(AuditEvent)
      .find({ where: { entityType: 'grant', entityId: String(grant.id) } });
    expect(actions.map((a) => a.action)).toEqual(['grant.created', 'grant.published']);
  });

  it('schedules a grant: not shown a moment before its time, shown by the scheduler at it', async () => {
    const grant = await editor.create(fx.operator, grantValues({ title: '予約公開の補助金' }));
    const id = String(grant.id);
    expect((await refusal(editor.schedule(fx.operator, id, '2026-05-01', '09:59'))).fields).toEqual({
      date: PUBLICATION_MESSAGES.notFuture,
    });
    expect((await refusal(editor.schedule(fx.operator, id, '2026-5-1', '25:00'))).fields).toEqual({
      date: PUBLICATION_MESSAGES.dateFormat,
      time: PUBLICATION_MESSAGES.timeFormat,
    });
    // 10:30 JST on the day is 01:30 UTC.
    const scheduled = await editor.schedule(fx.operator, id, '2026-05-01', '10:30');
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: new Date('2026-05-01T01:30:00Z') });

    expect(await publishDue(fx.dataSource, new Date(Date.parse('2026-05-01T01:30:00Z') - 1000))).toEqual([]);
    await fx.search.catchUp();
    expect(await found('予約公開')).toEqual([]);

    const done = await publishDue(fx.dataSource, new Date('2026-05-01T01:30:00Z'));
    expect(done).toHaveLength(1);
    expect(await publishDue(fx.dataSource, new Date('2026-05-01T01:31:00Z'))).toEqual([]);
    await fx.search.catchUp();
    expect(await found('予約公開')).toEqual(['予約公開の補助金']);
    const history = await editor.history(fx.operator, id);
    expect(history[0]).toMatchObject({ actorName: '公開予約による自動公開', revision: { action: 'publish' } });
  });

  it('corrects a published deadline at once, with the change in the history; withdraws with a reason', async () => {
    now = new Date(now.getTime() + MINUTE);
    const grant = await editor.create(fx.operator, grantValues({ title: '締切訂正の補助金' }));
    const id = String(grant.id);
    await editor.publish(fx.operator, id);
    const bad = await refusal(
      editor.update(fx.operator, id, grantValues({ title: '締切訂正の補助金', description: '' })),
    );
    expect(bad.fields).toEqual({ description: GRANT_MESSAGES.descriptionRequired });

    await editor.update(fx.operator, id, grantValues({ title: '締切訂正の補助金', applicationEnd: '2026-05-10' }));
    const [summary] = (await fx.search.find('grants', { keyword: '締切訂正' })).items;
    expect(summary).toMatchObject({ applicationEnd: '2026-05-10' });
    // Saving the same values again writes nothing.
    await editor.update(fx.operator, id, grantValues({ title: '締切訂正の補助金', applicationEnd: '2026-05-10' }));

    expect((await refusal(editor.withdraw(fx.operator, id, '  '))).fields).toEqual({
      reason: PUBLICATION_MESSAGES.reasonRequired,
    });
    const withdrawn = await editor.withdraw(fx.operator, id, '公募が中止されたため');
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawnReason: '公募が中止されたため' });
    expect(await found('締切訂正')).toEqual([]);
    expect((await refusal(editor.withdraw(fx.operator, id, 'もう一度'))).code).toBe('CONFLICT');

    const history = await editor.history(fx.operator, id);
    expect(history.map((h) => h.revision.action)).toEqual(['withdraw', 'update', 'publish', 'create']);
    expect(history[0]!.revision.reason).toBe('公募が中止されたため');
    expect(history[1]!.revision.changes).toEqual({ applicationEnd: ['2026-06-30', '2026-05-10'] });
    expect(history[1]!.actorName).toBe('operator-1');
    const audit = await fx.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'grant.withdrawn', entityId: id });
    expect(audit.data).toMatchObject({ reason: '公募が中止されたため', status: 'withdrawn' });
  });

  it('lists by state and words; a removed attachment loses its row', async () => {
    const pdf = await uploaded(fx.storage, 'operator-1', 'pdf', 'a.pdf');
    const grant = await editor.create(
      fx.operator,
      grantValues({ title: '一覧確認の補助金', attachments: [{ kind: 'other', title: '様式', file: pdf }] }),
    );
    await editor.update(fx.operator, String(grant.id), grantValues({ title: '一覧確認の補助金', attachments: [] }));
    expect(await fx.dataSource.getRepository(GrantAttachment).countBy({ grantId: grant.id })).toBe(0);
    const drafts = await editor.list(fx.operator, { status: 'draft', search: '一覧確認' });
    expect(drafts).toMatchObject({ total: 1, items: [{ title: '一覧確認の補助金' }] });
    expect((await editor.list(fx.operator, { status: 'withdrawn' })).items.map((g) => g.title)).toEqual([
      '締切訂正の補助金',
    ]);
    const revisions = await fx.dataSource
      .getRepository(RecordRevision)
      .countBy({ recordKind: 'grant', recordId: grant.id });
    expect(revisions).toBe(2);
  });

  it('answers an unknown id as not found, and a draft’s PDF to operators only', async () => {
    expect(await refusal(editor.update(fx.operator, '999999', grantValues()))).toMatchObject({
      code: 'NOT_FOUND',
      message: GRANT_EDITOR_MESSAGES.notFound,
    });
    expect((await refusal(editor.history(fx.operator, 'abc'))).code).toBe('NOT_FOUND');
    const pdf = await uploaded(fx.storage, 'operator-1', 'pdf', 'draft.pdf');
    const draft = await editor.create(
      fx.operator,
      grantValues({ title: '下書きの資料', attachments: [{ kind: 'guideline', title: '公募要領', file: pdf }] }),
    );
    const files = new GrantAttachmentService(fx.dataSource, fx.storage);
    const [attachment] = draft.attachments;
    const open = (caller: { role: Caller['role'] }) => files.open(caller, String(draft.id), String(attachment!.id));
    expect((await open(fx.operator)).fileName).toBe('draft.pdf');
    expect((await refusal(open(fx.callers.municipal))).code).toBe('NOT_FOUND');
    expect((await refusal(open(fx.callers.vendor))).code).toBe('FORBIDDEN');
    expect((await refusal(open(fx.callers.anonymous))).code).toBe('UNAUTHENTICATED');
    await editor.publish(fx.operator, String(draft.id));
    expect((await open(fx.callers.municipal)).fileName).toBe('draft.pdf');
    expect((await refusal(files.open(fx.callers.municipal, String(draft.id), '999999'))).code).toBe('NOT_FOUND');
  });
});
