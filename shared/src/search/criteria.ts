import type { GrantStatus, SortId } from './filters';

/** Search criteria as the client's search store and the API (docs/api.md) know them. */
export interface SearchCriteria {
  keyword?: string | null;
  categories?: readonly string[] | null;
  affiliations?: readonly string[] | null;
  organizations?: readonly string[] | null;
  cities?: readonly string[] | null;
  populations?: readonly string[] | null;
  /** Grants: 受付状況, 所管省庁 and 上限額 ranges. */
  statuses?: readonly GrantStatus[] | null;
  ministries?: readonly string[] | null;
  amounts?: readonly string[] | null;
  /** Solutions and cases: linked to a grant (LINK_FILTERS). */
  links?: readonly string[] | null;
  yearsLower?: number | null;
  yearsUpper?: number | null;
  /** 自分の自治体と同規模: the viewer's own municipality decides (signed-in municipal users). */
  sameSize?: boolean | null;
  /** Result order; absent means the default (relevance with a keyword, else newest). */
  sort?: SortId | null;
}

const LIST_KEYS = [
  'categories',
  'affiliations',
  'organizations',
  'cities',
  'populations',
  'statuses',
  'ministries',
  'amounts',
  'links',
] as const;

/**
 * A section is "searching" when the keyword is non-empty or any select or range list is
 * non-empty; an absent criteria object also counts as searching.
 */
export function isSearching(criteria: SearchCriteria | null | undefined): boolean {
  if (!criteria) return true;
  if (criteria.keyword && criteria.keyword.trim() !== '') return true;
  if (LIST_KEYS.some((key) => (criteria[key]?.length ?? 0) > 0)) return true;
  return criteria.yearsLower != null || criteria.yearsUpper != null || criteria.sameSize === true;
}

/** Max page = ceil(total / page size), at least 1. */
export function maxPageOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** Breadcrumb label for a result list. */
export function resultLabel(keyword: string | null | undefined): string {
  const trimmed = keyword?.trim();
  return trimmed ? `検索結果：${trimmed}` : '検索結果';
}
