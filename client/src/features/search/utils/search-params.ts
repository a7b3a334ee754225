/**
 * Search criteria in the URL. Reading follows the shared rules (shared/src/search/search-params.ts,
 * which the server also uses for saved searches); writing a query string is the browser's part.
 */
import { LIST_KEYS, type SearchCriteria } from '@portal/shared';

export { LIST_KEYS, compactCriteria, criteriaFromParams, pageFromParams, type ListKey } from '@portal/shared';

/** The query string for criteria and a page (page 1 is left out). */
export function paramsFromCriteria(criteria: SearchCriteria, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = criteria.keyword?.trim();
  if (keyword) params.set('keyword', keyword);
  for (const key of LIST_KEYS) for (const value of criteria[key] ?? []) params.append(key, value);
  if (criteria.yearsLower != null) params.set('yearsLower', String(criteria.yearsLower));
  if (criteria.yearsUpper != null) params.set('yearsUpper', String(criteria.yearsUpper));
  if (criteria.sameSize) params.set('sameSize', '1');
  if (criteria.sort) params.set('sort', criteria.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function searchString(criteria: SearchCriteria, page = 1): string {
  const query = paramsFromCriteria(criteria, page).toString();
  return query ? `?${query}` : '';
}
