/**
 * Search criteria in the URL: `?keyword=防災&categories=01&categories=05&page=2`. Lists are
 * repeated parameters (comma-separated ones are accepted too). Reading a URL normalises it to
 * what the section's form can show, so a hand-edited or outdated link still searches instead
 * of failing: unknown ids and filters the section lacks are dropped, the keyword is cut to
 * the maximum length, a reversed year range is swapped, an unknown order is dropped and a bad page
 * becomes 1. The order (`sort`) is written only when the user picked one. Shared: the server
 * reads a saved search's query string with the same rules as the results page.
 */
import { KEYWORD_MAX_LENGTH } from '../constants';
import { CATEGORY_IDS } from '../reference/categories';
import type { Section } from '../sections';
import { isKnownAreaId } from '../reference/areas';
import type { SearchCriteria } from './criteria';
import {
  AMOUNT_BAND_IDS,
  APPLICABLE_STATUSES,
  GRANT_STATUS_IDS,
  LINK_IDS,
  MINISTRY_IDS,
  CITY_KIND_IDS,
  ORGANIZATION_IDS,
  POPULATION_BAND_IDS,
  SECTION_FILTERS,
  SORT_IDS,
  type FilterKey,
  type SortId,
} from './filters';

/** What a URL's query reads as (URLSearchParams on both sides). */
export interface ParamReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

export type ListKey =
  | 'categories'
  | 'affiliations'
  | 'organizations'
  | 'cities'
  | 'populations'
  | 'statuses'
  | 'ministries'
  | 'amounts'
  | 'links';
export const LIST_KEYS: readonly ListKey[] = [
  'categories',
  'affiliations',
  'organizations',
  'cities',
  'populations',
  'statuses',
  'ministries',
  'amounts',
  'links',
];

const KNOWN: Record<ListKey, (id: string) => boolean> = {
  categories: (id) => CATEGORY_IDS.includes(id),
  affiliations: isKnownAreaId,
  organizations: (id) => ORGANIZATION_IDS.includes(id),
  cities: (id) => CITY_KIND_IDS.includes(id),
  populations: (id) => POPULATION_BAND_IDS.includes(id),
  statuses: (id) => (GRANT_STATUS_IDS as readonly string[]).includes(id),
  ministries: (id) => MINISTRY_IDS.includes(id),
  amounts: (id) => AMOUNT_BAND_IDS.includes(id),
  links: (id) => LINK_IDS.includes(id),
};

function has(section: Section, filter: FilterKey): boolean {
  return SECTION_FILTERS[section].filters.includes(filter);
}

function list(params: ParamReader, key: ListKey): string[] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  return [...new Set(values.map((v) => v.trim()).filter((v) => KNOWN[key](v)))];
}

function year(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1900 && n <= 2100 ? n : null;
}

/**
 * What each section's results page applies when its address leaves a criterion out: the grants
 * list opens on the grants that can still be applied for. The page, its first read, a saved
 * search's counts and alerts and the suggestions' counts all search with them.
 */
export const SECTION_DEFAULTS: Record<Section, SearchCriteria> = {
  solutions: {},
  grants: { statuses: APPLICABLE_STATUSES },
  cases: {},
};

/** The criteria a section's results page searches with for an address: its defaults under the address's own. */
export function appliedCriteria(section: Section, params: ParamReader): SearchCriteria {
  return { ...SECTION_DEFAULTS[section], ...criteriaFromParams(section, params) };
}

/** Criteria as the section can use them; keys without a value are left out. */
export function criteriaFromParams(section: Section, params: ParamReader): SearchCriteria {
  const criteria: SearchCriteria = {};
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  if (keyword) criteria.keyword = keyword;
  for (const key of LIST_KEYS) {
    if (!has(section, key)) continue;
    let values = list(params, key);
    const max = key === 'categories' ? SECTION_FILTERS[section].maxCategories : null;
    if (max !== null) values = values.slice(0, max);
    if (values.length > 0) (criteria as Record<ListKey, string[]>)[key] = values;
  }
  if (has(section, 'years')) {
    let lower = year(params.get('yearsLower'));
    let upper = year(params.get('yearsUpper'));
    if (lower !== null && upper !== null && lower > upper) [lower, upper] = [upper, lower];
    if (lower !== null) criteria.yearsLower = lower;
    if (upper !== null) criteria.yearsUpper = upper;
  }
  // 自分の自治体と同規模: a flag (`sameSize=1`); whose size it means is the server's to know.
  if (has(section, 'sameSize') && ['1', 'true'].includes(params.get('sameSize') ?? '')) criteria.sameSize = true;
  const sort = params.get('sort');
  if (sort && (SORT_IDS as readonly string[]).includes(sort)) criteria.sort = sort as SortId;
  // An order of another section's (締切が近い順 on cases) is dropped.
  const ownSort = criteria.sort === 'relevance' || criteria.sort === 'newest';
  if (criteria.sort && !ownSort && !SECTION_FILTERS[section].extraSorts.includes(criteria.sort)) delete criteria.sort;
  return criteria;
}

export function pageFromParams(params: ParamReader): number {
  const raw = params.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** Criteria without empty parts, ready for the API and the store (the order of ids is kept). */
export function compactCriteria(criteria: SearchCriteria): SearchCriteria {
  const out: SearchCriteria = {};
  const keyword = criteria.keyword?.trim();
  if (keyword) out.keyword = keyword;
  for (const key of LIST_KEYS) if (criteria[key]?.length) (out as Record<ListKey, string[]>)[key] = [...criteria[key]!];
  if (criteria.yearsLower != null) out.yearsLower = criteria.yearsLower;
  if (criteria.yearsUpper != null) out.yearsUpper = criteria.yearsUpper;
  if (criteria.sameSize) out.sameSize = true;
  if (criteria.sort) out.sort = criteria.sort;
  return out;
}

/**
 * A results screen's query variables for an address (client use-section-search, and the early
 * read of its first page, shared/src/early-reads.ts): the section's defaults under the address's criteria, as JSON would
 * carry them, and the page first.
 */
export function searchVariables(
  section: Section,
  defaults: SearchCriteria,
  params: ParamReader,
): { criteria: Record<string, unknown> & { page: number } } {
  const criteria = JSON.parse(JSON.stringify({ ...defaults, ...criteriaFromParams(section, params) })) as Record<
    string,
    unknown
  >;
  return { criteria: { page: pageFromParams(params), ...criteria } };
}
