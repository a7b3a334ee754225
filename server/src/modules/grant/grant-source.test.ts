/**
 * upsertFromSource, the importers' one door: created, unchanged on a second run, updated when a
 * record changes, withdrawn by a full feed that lacks it and published again when it returns;
 * a row breaking the rules is refused with its messages and writes nothing; the run leaves one
 * audit event and writes the search change log in its transaction.
 */
import { GRANT_MESSAGES } from '@portal/shared/grants/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { AuditEvent } from '../audit/audit-event.entity';
import { editorialFixture, grantValues, uploaded, type EditorialFixture } from '../editorial/editorial.test-support';
import { loadSearch } from '../sections';
import { GrantEditorService } from './grant-editor.service';
import { SOURCE_WITHDRAWN_REASON } from '../editorial/import-result';
import type { GrantSourceRow } from './grant-source';
import { Grant } from './grant.entity';

describe.each(DATABASES)('upsertFromSource on %s', (kind) => {
  let fx: EditorialFixture;
  let editor: GrantEditorService;
  const run = (rows: GrantSourceRow[], full = false) =>
    fx.dataSource.transaction((manager) =>
      editor.upsertFromSource(manager, 'jgrants', rows, 'import:jgrants', { full }),
    );
  const row = (id: string, title: string, over = {}): GrantSourceRow => ({
    sourceId: id,
    sourceUrl: `https://www.jgrants-portal.go.jp/subsidy/${id}`,
    values: grantValues({ title, ...over }),
  });

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    editor = new GrantEditorService(fx.dataSource, fx.search, fx.storage, () => new Date('2026-05-01T00:00:00Z'));
  });
  afterAll(() => fx?.close());

  it('creates, leaves alone, updates, withdraws and brings back', async () => {
    const pdf = await uploaded(fx.storage, 'import', 'pdf', 'youryou.pdf');
    const first = [
      {
        ...row('a1', '取り込みA補助金'),
        attachments: [{ key: pdf.key, name: pdf.name, kind: 'guideline', title: '公募要領', size: 100, sha256: 'ab' }],
      },
      row('a2', '取り込みB補助金'),
      row('a3', '', {}),
      row('a2', '重複'),
    ];
    const created = await run(first);
    expect(created).toMatchObject({ created: 2, updated: 0, unchanged: 0, withdrawn: 0, refused: 2 });
    expect(created.refusals).toEqual([
      { sourceId: 'a3', errors: { title: GRANT_MESSAGES.titleRequired } },
      { sourceId: 'a2', errors: { sourceId: expect.stringContaining('重複') } },
    ]);
    const a1 = await fx.dataSource.getRepository(Grant).findOneByOrFail({ source: 'jgrants', sourceId: 'a1' });
    expect(a1).toMatchObject({ status: 'published', sourceUrl: 'https://www.jgrants-portal.go.jp/subsidy/a1' });

    // Another process learns of the run from the change log alone.
    const other = await loadSearch(fx.dataSource);
    await fx.search.catchUp();
    expect((await fx.search.find('grants', { keyword: '取り込みA' })).totalCount).toBe(1);

    const again = await run(first.slice(0, 2));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0 });

    const changed = await run([first[0]!, row('a2', '取り込みB補助金', { applicationEnd: '2026-07-31' })]);
    expect(changed).toMatchObject({ updated: 1, unchanged: 1 });

    const full = await run([first[0]!], true);
    expect(full).toMatchObject({ unchanged: 1, withdrawn: 1 });
    const a2 = await fx.dataSource.getRepository(Grant).findOneByOrFail({ sourceId: 'a2' });
    expect(a2).toMatchObject({ status: 'withdrawn', withdrawnReason: SOURCE_WITHDRAWN_REASON });
    await other.catchUp();
    expect((await other.find('grants', { keyword: '取り込みB' })).totalCount).toBe(0);
    expect((await other.find('grants', { keyword: '取り込みA' })).totalCount).toBe(1);
    other.stop();

    const back = await run([first[0]!, row('a2', '取り込みB補助金', { applicationEnd: '2026-07-31' })], true);
    expect(back).toMatchObject({ updated: 1, unchanged: 1, withdrawn: 0 });
    expect(await fx.dataSource.getRepository(Grant).findOneByOrFail({ sourceId: 'a2' })).toMatchObject({
      status: 'published',
      withdrawnReason: null,
    });
    const history = await editor.history(fx.operator, String(a2.id));
    expect(history.map((h) => [h.revision.action, h.actorName])).toEqual([
      ['import', 'jGrants の取り込み'],
      ['withdraw', 'jGrants の取り込み'],
      ['import', 'jGrants の取り込み'],
      ['import', 'jGrants の取り込み'],
    ]);
    const audits = await fx.dataSource.getRepository(AuditEvent).findBy({ action: 'grant.imported' });
    expect(audits).toHaveLength(5);
    expect(audits[0]!.data).toMatchObject({ actor: 'import:jgrants', created: 2, refused: 2, rows: 4 });
  });

  it('lists each row for a preview, counts a changed PDF, withdraws by the whole feed, may leave the audit to the importer', async () => {
    const audits = () => fx.dataSource.getRepository(AuditEvent).countBy({ action: 'grant.imported' });
    const before = await audits();
    const file = (sha256: string) => ({
      key: `listings/0000000000000000/${sha256.padEnd(24, '0')}.pdf`,
      name: 'y.pdf',
      kind: 'guideline',
      title: '公募要領',
      size: 10,
      sha256,
    });
    const rows = [{ ...row('p1', '分割取り込み1'), attachments: [file('aa')] }, row('p2', '分割取り込み2')];
    const once = await fx.dataSource.transaction((manager) =>
      editor.upsertFromSource(manager, 'csv', rows, 'operator-1', { full: false, audit: false }),
    );
    expect(once.outcomes.map((o) => [o.sourceId, o.outcome, o.title])).toEqual([
      ['p1', 'created', '分割取り込み1'],
      ['p2', 'created', '分割取り込み2'],
    ]);
    const changedPdf = await fx.dataSource.transaction((manager) =>
      editor.upsertFromSource(manager, 'csv', [{ ...rows[0]!, attachments: [file('bb')] }], 'operator-1', {
        full: true,
        audit: false,
        keepIds: new Set(['p1', 'p2']),
      }),
    );
    expect(changedPdf).toMatchObject({ updated: 1, withdrawn: 0 });
    expect(changedPdf.outcomes[0]!.changes).toMatchObject({ attachments: [[{ sha256: 'aa' }], [{ sha256: 'bb' }]] });
    const last = await fx.dataSource.transaction((manager) =>
      editor.upsertFromSource(manager, 'csv', [], 'operator-1', { full: true, audit: false, keepIds: new Set(['p1']) }),
    );
    expect(last.outcomes).toMatchObject([{ sourceId: 'p2', outcome: 'withdrawn', title: '分割取り込み2' }]);
    expect(await audits()).toBe(before);
  });

  it('writes nothing when the importer’s transaction fails', async () => {
    await expect(
      fx.dataSource.transaction(async (manager) => {
        await editor.upsertFromSource(manager, 'csv', [row('c1', 'ロールバック補助金')], 'operator-1', { full: false });
        throw new Error('row 17 is malformed');
      }),
    ).rejects.toThrow('row 17');
    expect(await fx.dataSource.getRepository(Grant).countBy({ source: 'csv', sourceId: 'c1' })).toBe(0);
  });
});
