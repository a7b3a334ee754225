/**
 * CaseEditorService on its own: the municipality is a code of the master (a name or an unknown
 * code is refused in Japanese), the funding grants must be published, images are the operator's
 * own uploads with their alt text; publishing, correcting KPIs live, withdrawing and the history
 * work as for grants; only operators may do any of it.
 */
import { CASE_MESSAGES } from '@portal/shared/cases/validation';
import { CASE_FIGURE_MESSAGES } from '@portal/shared/cases/figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { AuditEvent } from '../audit/audit-event.entity';
import {
  caseValues,
  editorialFixture,
  grantValues,
  refusal,
  uploaded,
  type EditorialFixture,
} from '../editorial/editorial.test-support';
import { publishDue } from '../editorial/publication-scheduler';
import { GrantEditorService } from '../grant/grant-editor.service';
import { CaseEditorService } from './case-editor.service';
import type { CaseSourceRow } from './case-source';

describe.each(DATABASES)('CaseEditorService on %s', (kind) => {
  let fx: EditorialFixture;
  let editor: CaseEditorService;
  let town: { code: string; name: string; prefecture_id: string };
  let grantId: string;
  const now = new Date('2026-05-01T01:00:00Z');

  const found = async (keyword: string) => (await fx.search.find('cases', { keyword })).items.map((c) => c.title);

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    editor = new CaseEditorService(fx.dataSource, fx.search, fx.storage, () => now);
    const towns = (await fx.dataSource.query(
      "SELECT code, name, prefecture_id FROM municipalities WHERE kind = 'town' ORDER BY code LIMIT 1",
    )) as (typeof town)[];
    town = towns[0]!;
    const grants = new GrantEditorService(fx.dataSource, fx.search, fx.storage, () => now);
    const grant = await grants.create(fx.operator, grantValues({ title: '事例の財源になった補助金' }));
    grantId = String((await grants.publish(fx.operator, String(grant.id))).id);
  });
  afterAll(() => fx?.close());

  it('refuses everyone but operators', async () => {
    for (const caller of Object.values(fx.callers)) {
      expect((await refusal(editor.create(caller, caseValues(town.code)))).code).toBe('FORBIDDEN');
      expect((await refusal(editor.history(caller, '1'))).code).toBe('FORBIDDEN');
    }
  });

  it('takes the municipality from the master only; its prefecture becomes the area', async () => {
    const typed = await refusal(editor.create(fx.operator, caseValues('ニセコ町')));
    expect(typed.fields).toEqual({ municipalityCode: CASE_MESSAGES.municipalityUnknown });
    const unknown = await refusal(editor.create(fx.operator, caseValues('999999')));
    expect(unknown.fields).toEqual({ municipalityCode: CASE_MESSAGES.municipalityUnknown });
    const record = await editor.create(fx.operator, caseValues(town.code));
    expect(record).toMatchObject({
      status: 'draft',
      organization: 'municipality',
      municipality: { code: town.code, name: town.name },
      areas: [{ id: town.prefecture_id }],
      initialCost: 3_000_000,
      kpis: [{ label: '平均待ち時間', before: 40, after: 20, unit: '分' }],
    });
  });

  it('publishes with its grant and image, corrects a KPI live, withdraws with a reason', async () => {
    const image = await uploaded(fx.storage, 'operator-1', 'png', '窓口.png');
    const foreign = await uploaded(fx.storage, 'vendor-1', 'png', 'x.png');
    const values = caseValues(town.code, {
      title: '窓口予約の事例',
      grantIds: [grantId],
      images: [{ file: image, alt: '' }],
    });
    expect((await refusal(editor.create(fx.operator, values))).fields).toEqual({
      'images.0.alt': CASE_MESSAGES.altRequired,
    });
    const withForeign = { ...values, images: [{ file: foreign, alt: '窓口' }] };
    expect(Object.keys((await refusal(editor.create(fx.operator, withForeign))).fields ?? {})).toEqual([
      'images.0.file',
    ]);
    const badGrant = { ...values, grantIds: ['99999'], images: [] };
    expect((await refusal(editor.create(fx.operator, badGrant))).fields).toEqual({
      grantIds: CASE_MESSAGES.grantUnknown,
    });

    const record = await editor.create(fx.operator, { ...values, images: [{ file: image, alt: '予約画面' }] });
    const id = String(record.id);
    expect(record.images).toEqual([
      { url: expect.stringMatching(/^\/api\/files\//), thumbnailUrl: expect.any(String), alt: '予約画面' },
    ]);
    expect(await editor.grantIds(record.id)).toEqual([Number(grantId)]);
    await editor.publish(fx.operator, id);
    expect(await found('窓口予約')).toEqual(['窓口予約の事例']);

    const kpi = await refusal(
      editor.update(fx.operator, id, {
        ...values,
        images: [],
        kpis: [{ label: '平均待ち時間', before: '', after: '', unit: '分' }],
      }),
    );
    expect(kpi.fields).toEqual({ 'kpis[0].before': CASE_FIGURE_MESSAGES.kpiValues });
    await editor.update(fx.operator, id, {
      ...values,
      images: [],
      kpis: [{ label: '平均待ち時間', before: '40', after: '15', unit: '分' }],
    });
    const history = await editor.history(fx.operator, id);
    expect(history[0]!.revision.changes).toMatchObject({
      kpis: [
        [{ label: '平均待ち時間', before: 40, after: 20, unit: '分' }],
        [{ label: '平均待ち時間', before: 40, after: 15, unit: '分' }],
      ],
      images: [[{ name: '窓口.png', alt: '予約画面' }], []],
    });

    await editor.withdraw(fx.operator, id, '自治体から掲載取り下げの依頼');
    expect(await found('窓口予約')).toEqual([]);
    const audits = await fx.dataSource.getRepository(AuditEvent).findBy({ entityType: 'case', entityId: id });
    expect(audits.map((a) => a.action)).toEqual(['case.created', 'case.published', 'case.updated', 'case.withdrawn']);
  });

  it('publishes a scheduled case at its time', async () => {
    const record = await editor.create(fx.operator, caseValues(town.code, { title: '予約公開の事例' }));
    await editor.schedule(fx.operator, String(record.id), '2026-05-02', '09:00');
    expect(await publishDue(fx.dataSource, new Date('2026-05-01T23:59:59Z'))).toEqual([]);
    expect(await publishDue(fx.dataSource, new Date('2026-05-02T00:00:00Z'))).toEqual([
      { cases: [record.id], solutions: [] },
    ]);
    await fx.search.catchUp();
    expect(await found('予約公開の事例')).toEqual(['予約公開の事例']);
  });

  it('imports cases by source id against the master: an unknown municipality is refused with its message', async () => {
    const run = (rows: CaseSourceRow[]) =>
      fx.dataSource.transaction((manager) =>
        editor.upsertFromSource(manager, 'csv', rows, 'import:csv', { full: true }),
      );
    const rows: CaseSourceRow[] = [
      { sourceId: 'k1', values: caseValues(town.code, { title: '取り込んだ事例' }) },
      { sourceId: 'k2', values: caseValues('000000', { title: '自治体不明の事例' }) },
    ];
    const first = await run(rows);
    expect(first).toMatchObject({ created: 1, refused: 1 });
    expect(first.refusals).toEqual([
      { sourceId: 'k2', errors: { municipalityCode: CASE_MESSAGES.municipalityUnknown } },
    ]);
    expect((await run(rows)).outcomes.map((o) => o.outcome)).toEqual(['unchanged', 'refused']);
    await fx.search.catchUp();
    expect(await found('取り込んだ事例')).toEqual(['取り込んだ事例']);
    expect(await run([])).toMatchObject({ withdrawn: 1 });
  });

  it('publishes a case in the caller’s transaction with images the caller vouches for', async () => {
    const vendorImage = await uploaded(fx.storage, 'vendor-1', 'png', 'vendor.png');
    const values = caseValues(town.code, {
      title: '提案から公開した事例',
      images: [{ file: vendorImage, alt: '導入後の窓口' }],
    });
    const made = await fx.dataSource.transaction((manager) =>
      editor.createPublishedIn(manager, 'operator-1', values, { files: new Set([vendorImage.key]) }),
    );
    await editor.applyToSearch(made.touched);
    expect(await found('提案から公開')).toEqual(['提案から公開した事例']);
    const history = await editor.history(fx.operator, String(made.id));
    expect(history.map((h) => h.revision.action)).toEqual(['publish', 'create']);
  });
});
