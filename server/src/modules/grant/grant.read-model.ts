/** Builds search documents for published grants. */
import { amountBandOf, dayNumberOf } from '@portal/shared';
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
  toDate,
  type Queryable,
} from '../search/read-model-helpers';
import type { StoredGrantSummary } from './grant.types';

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
  application_start: string | null;
  application_end: string | null;
  amount_max: unknown;
  subsidy_rate: unknown;
  ministry: string | null;
  published_at: unknown;
}

export async function loadGrantDocuments(
  dataSource: Queryable,
  ids?: readonly number[],
): Promise<SearchDocument<StoredGrantSummary>[]> {
  const rows = (await dataSource.query(
    `SELECT g.id, g.uid, g.title, g.description, g.issuer, g.organization, g.target_city_kinds,
            g.target_text, g.amount_text, g.subsidy_rate_text, g.fiscal_year, g.application_start, g.application_end,
            g.amount_max, g.subsidy_rate, g.ministry, g.published_at
       FROM grants g
      WHERE ${publishedFilter('g', ids)}`,
    ids ? [...ids] : [],
  )) as Row[];
  const categories = await loadJoin(dataSource, 'grant_categories', 'grant_id', 'category_id', ids);
  const areas = await loadJoin(dataSource, 'grant_areas', 'grant_id', 'area_id', ids);
  const documents = await loadDocumentTexts(dataSource, 'grants', ids);
  return rows.map((row) => {
    const id = Number(row.id);
    const categoryIds = categories.get(id) ?? [];
    const areaIds = areas.get(id) ?? [];
    const publishedAt = toDate(row.published_at);
    const names = areaNames(areaIds);
    const fiscalYear = Number(row.fiscal_year);
    const amountMax = row.amount_max == null ? null : Number(row.amount_max);
    const shortText = excerpt(row.description);
    return {
      id,
      uid: row.uid,
      sortKey: publishedAt.getTime(),
      // What the list shows first (its excerpt is the description's start), then the detail.
      ...documentText([row.title, row.issuer, row.amount_text, row.subsidy_rate_text, ...names], row.description, [
        row.target_text,
        documents.get(id),
      ]),
      categories: categoryIds,
      areas: expandAreaIds(areaIds),
      organization: row.organization,
      cityKinds: parseJsonList(row.target_city_kinds),
      populationBands: [],
      fiscalYear,
      ministry: row.ministry,
      amountBand: amountMax === null ? null : amountBandOf(amountMax),
      window: { start: dayNumberOf(row.application_start), end: dayNumberOf(row.application_end) },
      summary: {
        id,
        uid: row.uid,
        title: row.title,
        excerpt: shortText,
        issuer: row.issuer,
        categories: categoryRefs(categoryIds),
        areaNames: names,
        fiscalYear,
        applicationStart: row.application_start,
        applicationEnd: row.application_end,
        amountText: row.amount_text,
        amountMax,
        subsidyRateText: row.subsidy_rate_text,
        subsidyRate: row.subsidy_rate == null ? null : Number(row.subsidy_rate),
        ministry: row.ministry,
        publishedAt,
      },
    };
  });
}
