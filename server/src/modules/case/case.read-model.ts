/** Builds search documents for published cases; kind and population come from the municipality. */
import { populationBandOf, sizeClassOf } from '@portal/shared';
import type { SearchDocument } from '../search/search-document';
import {
  areaNames,
  categoryRefs,
  documentText,
  excerpt,
  expandAreaIds,
  loadJoin,
  publishedFilter,
  toDate,
  type BuildScope,
  type Queryable,
} from '../search/read-model-helpers';
import { GRANT_LINK, ownersLinkedToGrants } from '../links/links.read-model';
import type { CaseSummary } from './case.types';

interface Row {
  id: number;
  uid: string;
  title: string;
  summary: string;
  organization: string;
  organization_name: string;
  fiscal_year: number;
  solution_name: string | null;
  vendor_name: string | null;
  solution_id: number | null;
  background: string;
  approach: string;
  outcome: string;
  published_at: unknown;
  municipality_name: string | null;
  municipality_kind: string | null;
  population: number | null;
}

export async function loadCaseDocuments(
  dataSource: Queryable,
  ids?: readonly number[],
  scope?: BuildScope,
): Promise<SearchDocument<CaseSummary>[]> {
  const rows = (await dataSource.query(
    `SELECT c.id, c.uid, c.title, c.summary, c.organization, c.organization_name, c.fiscal_year,
            c.solution_name, c.vendor_name, c.solution_id, c.background, c.approach, c.outcome, c.published_at,
            m.name AS municipality_name, m.kind AS municipality_kind, m.population
       FROM cases c LEFT JOIN municipalities m ON m.code = c.municipality_code
      WHERE ${publishedFilter('c', ids)}`,
    ids ? [...ids] : [],
  )) as Row[];
  const categories = await loadJoin(dataSource, 'case_categories', 'case_id', 'category_id', ids);
  const areas = await loadJoin(dataSource, 'case_areas', 'case_id', 'area_id', ids);
  const withGrant = await ownersLinkedToGrants(dataSource, 'case_grants', 'case_id', ids, scope);
  return rows.map((row) => {
    const id = Number(row.id);
    const categoryIds = categories.get(id) ?? [];
    const areaIds = areas.get(id) ?? [];
    const publishedAt = toDate(row.published_at);
    const names = areaNames(areaIds);
    const fiscalYear = Number(row.fiscal_year);
    const shortText = excerpt(row.summary);
    return {
      id,
      uid: row.uid,
      sortKey: publishedAt.getTime(),
      // What the list shows first (its excerpt is the summary's start), then the detail.
      ...documentText([row.title, row.organization_name, row.municipality_name, ...names], row.summary, [
        row.solution_name,
        row.vendor_name,
        row.background,
        row.approach,
        row.outcome,
      ]),
      categories: categoryIds,
      areas: expandAreaIds(areaIds),
      organization: row.organization,
      cityKinds: row.municipality_kind ? [row.municipality_kind] : [],
      populationBands: row.population == null ? [] : [populationBandOf(Number(row.population))],
      sizeClasses:
        row.municipality_kind && row.population != null
          ? [sizeClassOf(row.municipality_kind, Number(row.population))]
          : [],
      fiscalYear,
      links: withGrant.has(id) ? [GRANT_LINK] : [],
      summary: {
        id,
        uid: row.uid,
        title: row.title,
        excerpt: shortText,
        organizationName: row.organization_name,
        municipalityName: row.municipality_name,
        hasSolution: row.solution_id != null,
        categories: categoryRefs(categoryIds),
        areaNames: names,
        fiscalYear,
        publishedAt,
      },
    };
  });
}
