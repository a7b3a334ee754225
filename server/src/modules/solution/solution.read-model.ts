/** Builds search documents for published solutions (all of them, or some ids after a write). */
import { sizeClassOf } from '@portal/shared';
import type { SearchDocument } from '../search/search-document';
import {
  areaNames,
  categoryRefs,
  excerpt,
  expandAreaIds,
  loadJoin,
  parseJsonList,
  publishedFilter,
  searchableText,
  toDate,
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
  company_name: string;
}

export async function loadSolutionDocuments(
  dataSource: Queryable,
  ids?: readonly number[],
): Promise<SearchDocument<SolutionSummary>[]> {
  const rows = (await dataSource.query(
    `SELECT s.id, s.uid, s.title, s.description, s.detail_items, s.title_items, s.explain_items,
            s.target_city_kinds, s.target_population_bands, s.fiscal_year, s.published_at,
            s.company_id, c.name AS company_name
       FROM solutions s JOIN companies c ON c.id = s.company_id
      WHERE ${publishedFilter('s', ids)}`,
    ids ? [...ids] : [],
  )) as Row[];
  const categories = await loadJoin(dataSource, 'solution_categories', 'solution_id', 'category_id', ids);
  const areas = await loadJoin(dataSource, 'solution_areas', 'solution_id', 'area_id', ids);
  const withGrant = await ownersLinkedToGrants(dataSource, 'solution_grants', 'solution_id', ids);
  const usedBy = await loadUsedBySizes(dataSource, ids);
  return rows.map((row) => {
    const id = Number(row.id);
    const categoryIds = categories.get(id) ?? [];
    const areaIds = areas.get(id) ?? [];
    const publishedAt = toDate(row.published_at);
    const names = areaNames(areaIds);
    return {
      id,
      uid: row.uid,
      sortKey: publishedAt.getTime(),
      text: searchableText([
        row.title,
        row.description,
        row.company_name,
        ...parseJsonList(row.detail_items),
        ...parseJsonList(row.title_items),
        ...parseJsonList(row.explain_items),
        ...names,
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
        excerpt: excerpt(row.description),
        companyId: Number(row.company_id),
        companyName: row.company_name,
        categories: categoryRefs(categoryIds),
        areaNames: names,
        fiscalYear: row.fiscal_year == null ? null : Number(row.fiscal_year),
        publishedAt,
      },
    };
  });
}

/**
 * 同規模 for solutions: the size classes of the municipalities whose published cases name the
 * solution (cases.solution_id), so 「自分の自治体と同規模」 finds what towns like mine use.
 */
async function loadUsedBySizes(dataSource: Queryable, ids?: readonly number[]): Promise<Map<number, string[]>> {
  const within = ids ? `AND c.solution_id IN (${ids.map(() => '?').join(',') || 'NULL'})` : '';
  const rows = (await dataSource.query(
    // The status is checked here, not in SQL: with it there, SQLite reads every published case
    // through the status index for each batch of solutions instead of the solution index.
    `SELECT DISTINCT c.solution_id, c.status, m.kind, m.population
       FROM cases c JOIN municipalities m ON m.code = c.municipality_code
      WHERE c.solution_id IS NOT NULL ${within}`,
    ids ? [...ids] : [],
  )) as { solution_id: number; status: string; kind: string; population: number }[];
  const sizes = new Map<number, string[]>();
  for (const row of rows) {
    if (row.status !== 'published') continue;
    const id = Number(row.solution_id);
    const list = sizes.get(id) ?? [];
    const size = sizeClassOf(row.kind, Number(row.population));
    if (!list.includes(size)) list.push(size);
    sizes.set(id, list);
  }
  return sizes;
}
