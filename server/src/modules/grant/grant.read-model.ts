/** Builds search documents for published grants. */
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
import type { GrantSummary } from './grant.types';

interface Row {
  id: number;
  uid: string;
  title: string;
  description: string;
  issuer: string;
  organization: string;
  target_city_kinds: string;
  target_text: string | null;
  amount_text: string | null;
  subsidy_rate_text: string | null;
  fiscal_year: number;
  application_end: string | null;
  published_at: unknown;
}

export async function loadGrantDocuments(
  dataSource: Queryable,
  ids?: readonly number[],
): Promise<SearchDocument<GrantSummary>[]> {
  const rows = (await dataSource.query(
    `SELECT g.id, g.uid, g.title, g.description, g.issuer, g.organization, g.target_city_kinds,
            g.target_text, g.amount_text, g.subsidy_rate_text, g.fiscal_year, g.application_end, g.published_at
       FROM grants g
      WHERE ${publishedFilter('g', ids)}`,
    ids ? [...ids] : [],
  )) as Row[];
  const categories = await loadJoin(dataSource, 'grant_categories', 'grant_id', 'category_id', ids);
  const areas = await loadJoin(dataSource, 'grant_areas', 'grant_id', 'area_id', ids);
  return rows.map((row) => {
    const id = Number(row.id);
    const categoryIds = categories.get(id) ?? [];
    const areaIds = areas.get(id) ?? [];
    const publishedAt = toDate(row.published_at);
    const names = areaNames(areaIds);
    const fiscalYear = Number(row.fiscal_year);
    return {
      id,
      uid: row.uid,
      sortKey: publishedAt.getTime(),
      text: searchableText([
        row.title,
        row.description,
        row.issuer,
        row.target_text,
        row.amount_text,
        row.subsidy_rate_text,
        ...names,
      ]),
      categories: categoryIds,
      areas: expandAreaIds(areaIds),
      organization: row.organization,
      cityKinds: parseJsonList(row.target_city_kinds),
      populationBands: [],
      fiscalYear,
      summary: {
        id,
        uid: row.uid,
        title: row.title,
        excerpt: excerpt(row.description),
        issuer: row.issuer,
        categories: categoryRefs(categoryIds),
        areaNames: names,
        fiscalYear,
        applicationEnd: row.application_end,
        publishedAt,
      },
    };
  });
}
