/**
 * The demo's grants and cases come in through the importer: every record has the demo spreadsheets'
 * source and id and a revision by the import, each file one `import.run` audit event, the records
 * keep the generated publication dates, and a second seed imports nothing.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { DATABASES, type TestDatabase } from '../test/databases';
import { createDatabaseIn } from '../test/templates';
import { DEMO_SIZES, generateCorpus } from './corpus';
import { seedDemo } from './demo';
import { demoCaseId, demoGrantId } from './demo-imports';

describe.each(DATABASES)('the demo grants and cases imported into %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const rows = async <T>(sql: string) => (await dataSource.query(sql)) as T[];

  beforeAll(async () => {
    // The run's demo template is made by seedDemo on a migrated database.
    database = await createDatabaseIn(kind, 'demo');
    dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
  }, 120_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('writes every record from the spreadsheets, with a revision by the import', async () => {
    for (const [table, kind, size] of [
      ['grants', 'grant', DEMO_SIZES.grants],
      ['cases', 'case', DEMO_SIZES.cases],
    ] as const) {
      const records = await rows<{ source: string; source_id: string; status: string; revisions: number | string }>(
        `SELECT r.source, r.source_id, r.status,
                (SELECT COUNT(*) FROM record_revisions v WHERE v.record_kind = '${kind}' AND v.record_id = r.id
                   AND v.action = 'import' AND v.actor = 'import:demo') AS revisions
           FROM ${table} r`,
      );
      expect(records).toHaveLength(size);
      expect(
        records.filter((r) => r.source !== 'csv' || r.status !== 'published' || Number(r.revisions) !== 1),
      ).toEqual([]);
    }
    const ids = await rows<{ source_id: string }>('SELECT source_id FROM grants ORDER BY source_id');
    expect(ids[0]!.source_id).toBe(demoGrantId(0));
    expect(ids.at(-1)!.source_id).toBe(demoGrantId(DEMO_SIZES.grants - 1));
  });

  it('keeps the generated publication dates and links', async () => {
    const corpus = generateCorpus(DEMO_SIZES);
    const wanted = new Map<string, number>();
    [...corpus.grants].forEach((g, i) => wanted.set(`g:${demoGrantId(i)}`, Math.floor(g.publishedAt.getTime() / 1000)));
    [...corpus.cases].forEach((c, i) => wanted.set(`c:${demoCaseId(i)}`, Math.floor(c.publishedAt.getTime() / 1000)));
    const stored = await rows<{ id: string; published_at: string | Date }>(
      `SELECT ${kind === 'mysql' ? 'CONCAT' : ''}('g:' ${kind === 'mysql' ? ',' : '||'} source_id) AS id, published_at FROM grants
       UNION ALL SELECT ${kind === 'mysql' ? 'CONCAT' : ''}('c:' ${kind === 'mysql' ? ',' : '||'} source_id), published_at FROM cases`,
    );
    const seconds = (value: string | Date) =>
      Math.floor((value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)).getTime() / 1000);
    const differing = stored.filter((r) => seconds(r.published_at) !== wanted.get(r.id));
    expect(differing.map((r) => `${r.id} ${String(r.published_at)}`)).toEqual([]);
    const years = new Set(stored.map((r) => new Date(seconds(r.published_at) * 1000).getUTCFullYear()));
    expect(years.size).toBeGreaterThan(3);
    // The listings the grants name as eligible are linked as the generator linked them.
    const eligible = [...corpus.grants].reduce((n, g) => n + (g.eligible?.length ?? 0), 0);
    const [linked] = await rows<{ n: number | string }>('SELECT COUNT(*) AS n FROM solution_grants');
    expect(Number(linked!.n)).toBe(eligible);
  });

  it('audits one run per file, and a second seed imports nothing', async () => {
    const runs = async () =>
      rows<{ entity_id: string; data: string }>(
        "SELECT entity_id, data FROM audit_events WHERE action = 'import.run' ORDER BY id",
      );
    const first = await runs();
    expect(first.map((r) => r.entity_id)).toEqual(['grants', 'cases']);
    const counts = first.map(
      (r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    );
    expect(counts.map((c) => [c.actor, c.created, c.refused])).toEqual([
      ['import:demo', DEMO_SIZES.grants, 0],
      ['import:demo', DEMO_SIZES.cases, 0],
    ]);
    const counted = await seedDemo(dataSource);
    expect(counted).toMatchObject({ grants: 0, cases: 0 });
    expect(await runs()).toHaveLength(2);
  });
});
