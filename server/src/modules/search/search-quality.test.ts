/**
 * The search-quality check (docs/search.md): the judged queries of search-quality.cases.ts run on
 * the demo corpus; per query recall (relevant records found / relevant records) and precision
 * (relevant records among those found), averaged per kind and overall, printed, and held to the
 * figures reached when the check was written.
 */
import { SECTIONS, type Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/data-source';
import { ENTITIES } from '../entities';
import { SECTION_LOADERS, loadSearch, type InProcessSearch } from '../sections';
import { seedDemo } from '../../seed/demo';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { JUDGED_QUERIES, type JudgedRecord } from './search-quality.cases';

/** The figures reached (docs/search.md); a change that lowers either fails here. */
const MINIMUM = { recall: 1, precision: 1 };

describe('search quality on the demo corpus', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let search: InProcessSearch;
  const records = {} as Record<Section, (JudgedRecord & { id: number })[]>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dataSource = await openDatabase({ sqlitePath: database.sqlitePath }, ENTITIES);
    await seedDemo(dataSource);
    search = await loadSearch(dataSource);
    for (const section of SECTIONS) records[section] = await SECTION_LOADERS[section](dataSource);
  }, 120_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  function found(section: Section, keyword: string): Set<number> {
    const ids = new Set<number>();
    for (let page = 1, maxPage = 1; page <= maxPage; page++) {
      // As a caller who reads the detail: the judged rules read the whole text.
      const result = search.search(section, { keyword, page }, null, 'detail');
      maxPage = result.maxPage;
      for (const item of result.items) ids.add(Number((item as { id: number }).id));
    }
    return ids;
  }

  it(`finds what the judged queries (${JUDGED_QUERIES.length}) must return`, () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    const rows = JUDGED_QUERIES.map((query) => {
      const relevant = new Set(
        query.relevant ? records[query.section].filter((r) => query.relevant!(r)).map((r) => r.id) : [],
      );
      const returned = found(query.section, query.keyword);
      const hits = [...returned].filter((id) => relevant.has(id)).length;
      return {
        ...query,
        relevant: relevant.size,
        returned: returned.size,
        recall: relevant.size === 0 ? (returned.size === 0 ? 1 : 0) : hits / relevant.size,
        precision: returned.size === 0 ? (relevant.size === 0 ? 1 : 0) : hits / returned.size,
      };
    });
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const kinds = [...new Set(rows.map((r) => r.kind))];
    const lines = kinds.map((kind) => {
      const of = rows.filter((r) => r.kind === kind);
      return `${kind.padEnd(11)} ${String(of.length).padStart(3)} queries  recall ${mean(of.map((r) => r.recall)).toFixed(3)}  precision ${mean(of.map((r) => r.precision)).toFixed(3)}`;
    });
    const recall = mean(rows.map((r) => r.recall));
    const precision = mean(rows.map((r) => r.precision));
    const misses = rows
      .filter((r) => r.recall < 1 || r.precision < 1)
      .map(
        (r) =>
          `  ${r.section} 「${r.keyword}」 relevant ${r.relevant} returned ${r.returned} recall ${r.recall.toFixed(2)} precision ${r.precision.toFixed(2)}`,
      );
    console.log(
      [
        'search quality:',
        ...lines,
        `all         ${rows.length} queries  recall ${recall.toFixed(3)}  precision ${precision.toFixed(3)}`,
        ...misses,
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(MINIMUM.recall);
    expect(precision).toBeGreaterThanOrEqual(MINIMUM.precision);
  });
});
