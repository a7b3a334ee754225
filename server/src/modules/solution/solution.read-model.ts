/** Builds search documents for published solutions (all of them, or some ids after a write). */
import { sizeClassOf } from '@portal/shared';
import { loadDocumentTexts } from '../document-text/document-texts.read-model';
import type { SearchDocument } from '../search/search-document';
import {
  areaNames,
  categoryRefs,
  documentText,
  excerpt,
  expandAreaIds,
  loadJoin,
  parseJsonList,
  publishedFilter,
  onceInBuild,
  toDate,
  type BuildScope,
  type Queryable,
} from '../search/read-model-helpers';
import { GRANT_LINK, ownersLinkedToGrants } from '../links/links.read-model';
import type { SolutionSummary } from './solution.types';

interface Row {
  id: number;
  uid: string;
  title: string;
  description: string;
  detail_items: string;
  title_items: string;
  explain_items: string;
  target_city_kinds: string;
  target_population_bands: string;
  fiscal_year: number | null;
  published_at: unknown;
  company_id: number;
}

export async function loadSolutionDocuments(
  dataSource: Queryable,
  ids?: readonly number[],
  scope?: BuildScope,
): Promise<SearchDocument<SolutionSummary>[]> {
  const rows = (await dataSource.query(
    `SELECT s.id, s.uid, s.title, s.description, s.detail_items, s.title_items, s.explain_items,
            s.target_city_kinds, s.target_population_bands, s.fiscal_year, s.published_at, s.company_id
       FROM solutions s
      WHERE ${publishedFilter('s', ids)}`,
    ids ? [...ids] : [],
  )) as Row[];
  const companyNames = await loadCompanyNames(dataSource, rows);
  const categories = await loadJoin(dataSource, 'solution_categories', 'solution_id', 'category_id', ids);
  const areas = await loadJoin(dataSource, 'solution_areas', 'solution_id', 'area_id', ids);
  const withGrant = await ownersLinkedToGrants(dataSource, 'solution_grants', 'solution_id', ids, scope);
  const usedBy = await usedBySizes(dataSource, ids, scope);
  const documents = await loadDocumentTexts(dataSource, 'solutions', ids);
  return rows.map((row) => {
    const id = Number(row.id);
    const categoryIds = categories.get(id) ?? [];
    const areaIds = areas.get(id) ?? [];
    const publishedAt = toDate(row.published_at);
    const names = areaNames(areaIds);
    const companyName = companyNames.get(Number(row.company_id)) ?? '';
    const shortText = excerpt(row.description);
    return {
      id,
      uid: row.uid,
      sortKey: publishedAt.getTime(),
      // What the list shows first (its excerpt is the description's start), then the detail.
      ...documentText([row.title, companyName, ...names], row.description, [
        ...parseJsonList(row.detail_items),
        ...parseJsonList(row.title_items),
        ...parseJsonList(row.explain_items),
        documents.get(id),
      ]),
      categories: categoryIds,
      areas: expandAreaIds(areaIds),
      organization: null,
      cityKinds: parseJsonList(row.target_city_kinds),
      populationBands: parseJsonList(row.target_population_bands),
      sizeClasses: usedBy.get(id) ?? [],
      fiscalYear: row.fiscal_year == null ? null : Number(row.fiscal_year),
      links: withGrant.has(id) ? [GRANT_LINK] : [],
      summary: {
        id,
        uid: row.uid,
        title: row.title,
        excerpt: shortText,
        companyId: Number(row.company_id),
        companyName,
        categories: categoryRefs(categoryIds),
        areaNames: names,
        fiscalYear: row.fiscal_year == null ? null : Number(row.fiscal_year),
        publishedAt,
      },
    };
  });
}

/**
 * The batch's companies, read apart from the solutions: joined, MariaDB right after a bulk import
 * (before its table statistics caught up) drove the join from the companies and read every
 * solution for each batch, 114 s of a 100 000-record first start.
 */
async function loadCompanyNames(dataSource: Queryable, rows: readonly Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => Number(row.company_id)))];
  if (ids.length === 0) return new Map();
  const companies = (await dataSource.query(
    `SELECT id, name FROM companies WHERE id IN (${ids.map(() => '?').join(',')})`,
    ids,
  )) as { id: number; name: string }[];
  return new Map(companies.map((company) => [Number(company.id), company.name]));
}

/**
 * 同規模 for solutions: the size classes of the municipalities whose published cases name the
 * solution (cases.solution_id), so 「自分の自治体と同規模」 finds what towns like mine use.
 * A build reads them for every solution once; a load after a write, for its own solutions.
 */
function usedBySizes(dataSource: Queryable, ids?: readonly number[], scope?: BuildScope) {
  if (!ids) return loadAllUsedBySizes(dataSource);
  if (scope) return onceInBuild(scope, 'used-by sizes', () => loadAllUsedBySizes(dataSource));
  return loadUsedBySizes(dataSource, ids);
}

async function loadUsedBySizes(dataSource: Queryable, ids: readonly number[]): Promise<Map<number, string[]>> {
  const rows = (await dataSource.query(
    // The status is checked here, not in SQL: with it there, SQLite reads every published case
    // through the status index for each batch of solutions instead of the solution index.
    `SELECT DISTINCT c.solution_id, c.status, m.kind, m.population
       FROM cases c JOIN municipalities m ON m.code = c.municipality_code
      WHERE c.solution_id IS NOT NULL AND c.solution_id IN (${ids.map(() => '?').join(',') || 'NULL'})`,
    [...ids],
  )) as { solution_id: number; status: string; kind: string; population: number }[];
  return sizesBySolution(rows.map((row) => ({ ...row, size: sizeClassOf(row.kind, Number(row.population)) })));
}

/**
 * The same for every solution: one pass over the cases and the municipalities, joined here. Per
 * batch, and joined by the database, each case was a read of its row through an index, a disk
 * read on MariaDB with the default buffer pool (7.5 s of a 100 000-record start; MariaDB also
 * drove the join from the municipalities' side).
 */
async function loadAllUsedBySizes(dataSource: Queryable): Promise<Map<number, string[]>> {
  const municipalities = (await dataSource.query('SELECT code, kind, population FROM municipalities')) as {
    code: string;
    kind: string;
    population: number;
  }[];
  const sizeOf = new Map(municipalities.map((m) => [m.code, sizeClassOf(m.kind, Number(m.population))]));
  const cases = (await dataSource.query(
    'SELECT solution_id, status, municipality_code FROM cases WHERE solution_id IS NOT NULL',
  )) as { solution_id: number; status: string; municipality_code: string | null }[];
  const rows = [];
  for (const row of cases) {
    const size = row.municipality_code == null ? undefined : sizeOf.get(row.municipality_code);
    if (size) rows.push({ solution_id: row.solution_id, status: row.status, size });
  }
  return sizesBySolution(rows);
}

function sizesBySolution(rows: { solution_id: number; status: string; size: string }[]): Map<number, string[]> {
  const sizes = new Map<number, string[]>();
  for (const row of rows) {
    if (row.status !== 'published') continue;
    const id = Number(row.solution_id);
    const list = sizes.get(id) ?? [];
    if (!list.includes(row.size)) list.push(row.size);
    sizes.set(id, list);
  }
  return sizes;
}
