/**
 * Search filter definitions: the one typed configuration that the server's search and the
 * client's filter UI both read. Ids are what the API takes (`cities=town,village`); labels are
 * what users see. The table of filters is in docs/search.md.
 */
import { MAX_CATEGORIES } from '../constants';
import type { Section } from '../sections';

export interface FilterOption {
  id: string;
  label: string;
}

/** Implementing body (cases) or issuing body (grants). */
export const ORGANIZATIONS: readonly FilterOption[] = [
  { id: 'national', label: '国・府省庁' },
  { id: 'prefecture', label: '都道府県' },
  { id: 'municipality', label: '市区町村' },
  { id: 'regional-union', label: '一部事務組合・広域連合' },
  { id: 'agency', label: '独立行政法人・公益法人' },
  { id: 'private', label: '民間団体・財団' },
];

/** Kind of municipality (地方自治法上の区分). */
export const CITY_KINDS: readonly FilterOption[] = [
  { id: 'designated', label: '政令指定都市' },
  { id: 'core', label: '中核市' },
  { id: 'city', label: '市' },
  { id: 'special-ward', label: '特別区' },
  { id: 'town', label: '町' },
  { id: 'village', label: '村' },
];

export interface PopulationBand extends FilterOption {
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; null means no upper bound. */
  max: number | null;
}

export const POPULATION_BANDS: readonly PopulationBand[] = [
  { id: 'under-10k', label: '1万人未満', min: 0, max: 10_000 },
  { id: '10k-50k', label: '1万〜5万人', min: 10_000, max: 50_000 },
  { id: '50k-100k', label: '5万〜10万人', min: 50_000, max: 100_000 },
  { id: '100k-300k', label: '10万〜30万人', min: 100_000, max: 300_000 },
  { id: 'over-300k', label: '30万人以上', min: 300_000, max: null },
];

export function populationBandOf(population: number): string {
  const band = POPULATION_BANDS.find((b) => population >= b.min && (b.max === null || population < b.max));
  return (band ?? POPULATION_BANDS[POPULATION_BANDS.length - 1]!).id;
}

export type FilterKey = 'categories' | 'affiliations' | 'organizations' | 'cities' | 'populations' | 'years';

export interface SectionFilterConfig {
  /** Filters the section's search form shows, in display order. */
  filters: readonly FilterKey[];
  /** Legend of each shown filter. */
  labels: Partial<Record<FilterKey, string>>;
  /** Most categories one search may select; null means no limit. */
  maxCategories: number | null;
}

/** What the filter UI says when one category more than the limit is picked. */
export function categoryLimitMessage(max: number): string {
  return `カテゴリは${max}つまで選択できます。`;
}

/**
 * What each section's records carry:
 * - solutions: categories, target areas, the municipality kinds and population bands the
 *   vendor targets, and the fiscal year of publication;
 * - grants: categories, target areas, the issuing body, eligible municipality kinds, fiscal year;
 * - cases: categories, the municipality's prefecture, the implementing body, the municipality's
 *   kind and population band, and the fiscal year of introduction.
 */
export const SECTION_FILTERS: Record<Section, SectionFilterConfig> = {
  solutions: {
    filters: ['categories', 'affiliations', 'cities', 'populations', 'years'],
    labels: {
      categories: 'カテゴリ',
      affiliations: '対象地域',
      cities: '対象自治体区分',
      populations: '対象人口規模',
      years: '掲載年度',
    },
    maxCategories: MAX_CATEGORIES,
  },
  grants: {
    filters: ['categories', 'affiliations', 'organizations', 'cities', 'years'],
    labels: {
      categories: 'カテゴリ',
      affiliations: '対象地域',
      organizations: '実施機関',
      cities: '対象自治体区分',
      years: '年度',
    },
    maxCategories: null,
  },
  cases: {
    filters: ['categories', 'affiliations', 'organizations', 'cities', 'populations', 'years'],
    labels: {
      categories: 'カテゴリ',
      affiliations: '地域',
      organizations: '実施主体',
      cities: '自治体区分',
      populations: '人口規模',
      years: '導入年度',
    },
    maxCategories: null,
  },
};

export const ORGANIZATION_IDS: readonly string[] = ORGANIZATIONS.map((o) => o.id);
export const CITY_KIND_IDS: readonly string[] = CITY_KINDS.map((c) => c.id);
export const POPULATION_BAND_IDS: readonly string[] = POPULATION_BANDS.map((p) => p.id);

export function optionLabel(options: readonly FilterOption[], id: string): string | undefined {
  return options.find((o) => o.id === id)?.label;
}

/** Result orders (`sort` of a search). The grants issue adds a closing-date order here. */
export type SortId = 'relevance' | 'newest';

export interface SortOption {
  id: SortId;
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'relevance', label: '関連度順' },
  { id: 'newest', label: '新着順' },
];

export const SORT_IDS: readonly SortId[] = SORT_OPTIONS.map((o) => o.id);

/** The order used when none is asked for: relevance with a keyword, newest first without one. */
export function defaultSort(keyword: string | null | undefined): SortId {
  return keyword && keyword.trim() ? 'relevance' : 'newest';
}
