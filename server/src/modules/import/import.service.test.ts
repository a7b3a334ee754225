/**
 * The import from file to database, as the command line and the operator's upload run it: the
 * recorded jGrants feed imported, imported again without change, a changed record updated, a
 * record left out of a full feed withdrawn, a malformed feed and a spreadsheet with one bad cell
 * changing nothing; the preview rolled back; one audit event per run. Small chunks, so every run
 * spans several transactions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { CASE_COLUMNS } from '@portal/shared/imports/case-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { AuditEvent } from '../audit/audit-event.entity';
import { Case } from '../case/case.entity';
import { editorialFixture, type EditorialFixture } from '../editorial/editorial.test-support';
import { GrantAttachment } from '../grant/grant-attachment.entity';
import { Grant } from '../grant/grant.entity';
import { ImportFileError } from './import-problems';
import { prepareCaseSheet } from './import-prepare-cases';
import { prepareGrantSheet, prepareJGrantsFile } from './import-prepare';
import { ImportService } from './import.service';
import { storeImportUpload } from './import-uploads';
import type { JGrantsResponse } from './jgrants/jgrants-record';
import { spreadsheet } from './tabular/spreadsheet.test-support';

const FEED = readFileSync(path.resolve(__dirname, '../../test/fixtures/jgrants-feed.json'));
const feed = JSON.parse(FEED.toString('utf8')) as JGrantsResponse;
const asFile = (value: JGrantsResponse) => Buffer.from(JSON.stringify(value));
const NOW = new Date('2026-12-01T00:00:00Z');
const actor = { uid: null, label: 'import:jgrants' };

/** Spreadsheet rows from the template's example row, one per id, with `change` applied to some. */
function sheetRows(
  columns: typeof GRANT_COLUMNS,
  count: number,
  change: (row: Record<string, string>, n: number) => void,
) {
  return Array.from({ length: count }, (_, i) => {
    const row = Object.fromEntries(columns.map((c) => [c.header, c.example]));
    row.ID = `${row.ID}-${i + 1}`;
    row['タイトル'] = `${row['タイトル']}（${i + 1}）`;
    change(row, i + 2);
    return columns.map((c) => row[c.header]!);
  });
}

describe.each(DATABASES)('ImportService on %s', (kind) => {
  let fx: EditorialFixture;
  let service: ImportService;
  const count = (entity: typeof Grant | typeof Case, where = {}) => fx.dataSource.getRepository(entity).countBy(where);
  const runFeed = (value: JGrantsResponse, options: { full?: boolean; dryRun?: boolean } = {}) =>
    service.run(prepareJGrantsFile(asFile(value), 'feed.json', NOW), {
      full: options.full ?? false,
      dryRun: options.dryRun ?? false,
      actor,
      now: NOW,
    });

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    service = new ImportService(fx.dataSource, fx.storage, fx.search, 50);
  });
  afterAll(() => fx?.close());

  it('previews the recorded feed without writing, then imports it, and again without change', async () => {
    const preview = await runFeed(feed, { dryRun: true });
    expect(preview.counts).toEqual({ created: 238, updated: 0, unchanged: 0, withdrawn: 0, refused: 1 });
    expect(preview.rows.find((row) => row.outcome === 'refused')).toMatchObject({
      title: '令和8年度 海外展開スタートアップ支援事業（現地法人向け）',
      messages: ['「対象地域」: 対象地域「海外」はポータルの地域に当てはめられません'],
    });
    expect(await count(Grant)).toBe(0);
    expect(await fx.dataSource.getRepository(AuditEvent).countBy({ action: 'import.run' })).toBe(0);

    const first = await runFeed(feed);
    expect(first.counts).toEqual(preview.counts);
    expect(await count(Grant, { source: 'jgrants', status: 'published' })).toBe(238);
    const withGuideline = await fx.dataSource
      .getRepository(Grant)
      .findOneByOrFail({ source: 'jgrants', sourceId: feed.result[0]!.id });
    expect(await fx.dataSource.getRepository(GrantAttachment).findBy({ grantId: withGuideline.id })).toMatchObject([
      { kind: 'guideline', title: '公募要領', fileName: '公募要領.pdf' },
    ]);
    // Sanitised: the script, its handlers and its address are gone; the text stays.
    const unsafe = await fx.dataSource.getRepository(Grant).findOneByOrFail({ sourceId: feed.result[5]!.id });
    expect(unsafe.description).toContain('【重要】申請前に必ず事前相談を行ってください。');
    expect(unsafe.description).not.toMatch(/evil|script|onclick|<|>/);
    expect(unsafe).toMatchObject({ applicationEndTime: expect.stringMatching(/^\d\d:\d\d$/), source: 'jgrants' });

    const second = await runFeed(feed);
    expect(second.counts).toEqual({ created: 0, updated: 0, unchanged: 238, withdrawn: 0, refused: 1 });
    const audits = await fx.dataSource.getRepository(AuditEvent).findBy({ action: 'import.run' });
    expect(audits.map((a) => a.data)).toEqual([
      expect.objectContaining({
        source: 'jgrants',
        file: 'feed.json',
        created: 238,
        refused: 1,
        actor: 'import:jgrants',
      }),
      expect.objectContaining({ unchanged: 238, created: 0 }),
    ]);
  });

  it('updates a changed record and, with --full, withdraws one the feed no longer has', async () => {
    const changed = structuredClone(feed);
    changed.result[10]!.acceptance_end_datetime = '2027-03-31T06:30:00.000Z';
    const dropped = changed.result.splice(20, 1)[0]!;
    const report = await runFeed(changed, { full: true });
    expect(report.counts).toEqual({ created: 0, updated: 1, unchanged: 236, withdrawn: 1, refused: 1 });
    expect(report.rows.find((row) => row.outcome === 'updated')?.fields).toEqual(['公募締切日', '公募締切時刻']);
    expect(await fx.dataSource.getRepository(Grant).findOneByOrFail({ sourceId: feed.result[10]!.id })).toMatchObject({
      applicationEnd: '2027-03-31',
      applicationEndTime: '15:30',
    });
    expect(await fx.dataSource.getRepository(Grant).findOneByOrFail({ sourceId: dropped.id })).toMatchObject({
      status: 'withdrawn',
    });
    // The refused record is still in the feed: a full run never withdraws it.
    expect(report.rows.filter((row) => row.outcome === 'withdrawn').map((row) => row.sourceId)).toEqual([dropped.id]);
  });

  it('changes nothing for a malformed feed, naming the record and the field', async () => {
    const broken = structuredClone(feed);
    (broken.result[16] as Record<string, unknown>).acceptance_end_datetime = '2027年3月31日';
    const before = await count(Grant);
    const error = (() => {
      try {
        return prepareJGrantsFile(asFile(broken), 'feed.json', NOW);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toContain(
      `17件目（id: ${feed.result[16]!.id}）「acceptance_end_datetime」: 日時の形式が正しくありません`,
    );
    expect(await count(Grant)).toBe(before);
  });

  it('refuses a grants spreadsheet with one bad cell whole, naming row 17 and its column', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const rows = sheetRows(GRANT_COLUMNS, 20, (row, n) => {
        if (n === 17) row['公募締切日'] = '2027/13/45';
      });
      const bytes = await spreadsheet(
        format,
        GRANT_COLUMNS.map((c) => c.header),
        rows,
      );
      const error = await prepareGrantSheet(bytes, `grants.${format}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as Error).message.split('\n')).toEqual([
        `grants.${format}を取り込めません。`,
        '17行目「公募締切日」: YYYY-MM-DD の形式で、実在する日付を入力してください',
      ]);
    }
    const unreadable = sheetRows(GRANT_COLUMNS, 20, (row, n) => {
      if (n === 17) row['公募締切日'] = '来年3月末';
    });
    const bytes = await spreadsheet(
      'csv',
      GRANT_COLUMNS.map((c) => c.header),
      unreadable,
    );
    await expect(prepareGrantSheet(bytes, 'grants.csv')).rejects.toThrow(
      '17行目「公募締切日」: 日付の形式が正しくありません（例: 2027-03-31）',
    );
  });

  it('imports grants and then cases that name them from spreadsheets, idempotently', async () => {
    const grantRows = sheetRows(GRANT_COLUMNS, 3, () => undefined);
    const grantsFile = await spreadsheet(
      'xlsx',
      GRANT_COLUMNS.map((c) => c.header),
      grantRows,
    );
    const csvActor = { uid: 'operator-1', label: 'import:csv' };
    const grants = await service.run(await prepareGrantSheet(grantsFile, 'grants.xlsx'), {
      full: false,
      dryRun: false,
      actor: csvActor,
    });
    expect(grants.counts).toMatchObject({ created: 3, refused: 0 });

    const caseRows = sheetRows(CASE_COLUMNS, 2, (row) => {
      row['活用した補助金'] = 'csv:G-2027-001-1、csv:G-2027-001-2';
      row['効果指標'] = '手続きの平均時間|20|8|分\n来庁者アンケートの満足度|62|88|%';
    });
    const casesFile = await spreadsheet(
      'csv',
      CASE_COLUMNS.map((c) => c.header),
      caseRows,
    );
    const prepared = await prepareCaseSheet(fx.dataSource, casesFile, 'cases.csv');
    const cases = await service.run(prepared, { full: false, dryRun: false, actor: csvActor });
    expect(cases.counts).toMatchObject({ created: 2, refused: 0 });
    const stored = await fx.dataSource.getRepository(Case).findOneByOrFail({ source: 'csv', sourceId: 'C-2026-001-1' });
    expect(stored.kpis).toEqual([
      { label: '手続きの平均時間', before: 20, after: 8, unit: '分' },
      { label: '来庁者アンケートの満足度', before: 62, after: 88, unit: '%' },
    ]);
    expect((await service.run(prepared, { full: false, dryRun: false, actor: csvActor })).counts).toMatchObject({
      created: 0,
      unchanged: 2,
    });
    const audit = await fx.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'import.run', entityId: 'cases' });
    expect(audit.actorUid).toBe('operator-1');

    const unknown = sheetRows(CASE_COLUMNS, 2, (row, n) => {
      if (n === 3) row['自治体コード'] = '999999';
      row['活用した補助金'] = n === 2 ? 'csv:存在しないID' : '';
    });
    const error = await prepareCaseSheet(
      fx.dataSource,
      await spreadsheet(
        'csv',
        CASE_COLUMNS.map((c) => c.header),
        unknown,
      ),
      'cases.csv',
    ).catch((e: unknown) => e);
    expect((error as Error).message.split('\n').slice(1)).toEqual([
      '2行目「活用した補助金」: 「csv:存在しないID」: 補助金・交付金が見つかりません。一覧から選択し直してください',
      '3行目「自治体コード」: 自治体が見つかりません。一覧から選択し直してください',
    ]);
  });

  it("reads only the operator's own upload, and only for an operator", async () => {
    const sheet = await spreadsheet(
      'csv',
      GRANT_COLUMNS.map((c) => c.header),
      sheetRows(GRANT_COLUMNS, 1, () => undefined),
    );
    const own = await storeImportUpload(
      fx.storage,
      fx.operator,
      (async function* () {
        yield sheet;
      })(),
      'grants.csv',
    );
    const input = { kind: 'grants', file: own.key, fileName: own.name, full: false };
    const other = { ...fx.operator, viewer: { ...fx.operator.viewer!, uid: 'operator-2' } };
    await expect(service.fromUpload(other, input, { dryRun: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.fromUpload(fx.callers.vendor, input, { dryRun: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const preview = await service.fromUpload(fx.operator, input, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, fileLabel: 'grants.csv', rowsOmitted: 0 });
    await service.fromUpload(fx.operator, input, { dryRun: false });
    // The run removes the file: a second run of the same key finds nothing.
    await expect(service.fromUpload(fx.operator, input, { dryRun: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
