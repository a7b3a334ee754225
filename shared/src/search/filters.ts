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

/** 受付状況 of a grant (computed from its dates in Japan time: grant-status.ts). */
export type GrantStatus = 'upcoming' | 'open' | 'closing' | 'closed' | 'ongoing';

/** 締切間近: this many days or fewer left (the last day counts as 0 left). */
export const CLOSING_SOON_DAYS = 14;

export const GRANT_STATUSES: readonly (FilterOption & { id: GrantStatus })[] = [
  { id: 'upcoming', label: '公募予定' },
  { id: 'open', label: '受付中' },
  { id: 'closing', label: '締切間近' },
  { id: 'closed', label: '受付終了' },
  { id: 'ongoing', label: '通年・随時' },
];

export const GRANT_STATUS_IDS: readonly GrantStatus[] = GRANT_STATUSES.map((s) => s.id);

/** Every status a municipality can still act on: the grants list opens on these. */
export const APPLICABLE_STATUSES: readonly GrantStatus[] = ['upcoming', 'open', 'closing', 'ongoing'];

/** 所管省庁 of national programmes (grants). */
export const MINISTRIES: readonly FilterOption[] = [
  { id: 'cao', label: '内閣府' },
  { id: 'soumu', label: '総務省' },
  { id: 'fdma', label: '消防庁' },
  { id: 'digital', label: 'デジタル庁' },
  { id: 'mhlw', label: '厚生労働省' },
  { id: 'mext', label: '文部科学省' },
  { id: 'cfa', label: 'こども家庭庁' },
  { id: 'maff', label: '農林水産省' },
  { id: 'meti', label: '経済産業省' },
  { id: 'sme', label: '中小企業庁' },
  { id: 'mlit', label: '国土交通省' },
  { id: 'jta', label: '観光庁' },
  { id: 'env', label: '環境省' },
  { id: 'mof', label: '財務省' },
  { id: 'bunka', label: '文化庁' },
  { id: 'sports', label: 'スポーツ庁' },
  { id: 'jfa', label: '水産庁' },
];

/** 上限額 ranges (yen) of a grant's maximum amount. */
export const AMOUNT_BANDS: readonly PopulationBand[] = [
  { id: 'under-5m', label: '500万円未満', min: 0, max: 5_000_000 },
  { id: '5m-10m', label: '500万〜1,000万円', min: 5_000_000, max: 10_000_000 },
  { id: '10m-50m', label: '1,000万〜5,000万円', min: 10_000_000, max: 50_000_000 },
  { id: '50m-100m', label: '5,000万〜1億円', min: 50_000_000, max: 100_000_000 },
  { id: 'over-100m', label: '1億円以上', min: 100_000_000, max: null },
];

/** The 上限額 range of an amount in yen. */
export function amountBandOf(amount: number): string {
  const band = AMOUNT_BANDS.find((b) => amount >= b.min && (b.max === null || amount < b.max));
  return (band ?? AMOUNT_BANDS[AMOUNT_BANDS.length - 1]!).id;
}

/** 対象団体: who may apply for a grant. */
export const TARGET_BODIES: readonly FilterOption[] = [
  { id: 'prefecture', label: '都道府県' },
  { id: 'municipality', label: '市区町村' },
  { id: 'regional-union', label: '一部事務組合・広域連合' },
];

/**
 * Links to another section a record has: one option per section, kept as a facet of
 * the documents (solutions: listed as eligible for a grant; cases: funded by a grant).
 */
export const LINK_FILTERS: Record<Section, readonly FilterOption[]> = {
  solutions: [{ id: 'grant', label: '補助金対象' }],
  grants: [],
  cases: [{ id: 'grant', label: '補助金活用あり' }],
};

export const LINK_IDS: readonly string[] = ['grant'];

export type FilterKey =
  | 'categories'
  | 'affiliations'
  | 'organizations'
  | 'cities'
  | 'populations'
  | 'years'
  | 'statuses'
  | 'ministries'
  | 'amounts'
  | 'links'
  | 'sameSize';

export interface SectionFilterConfig {
  /** Filters the section's search form shows, in display order. */
  filters: readonly FilterKey[];
  /** Legend of each shown filter. */
  labels: Partial<Record<FilterKey, string>>;
  /** Most categories one search may select; null means no limit. */
  maxCategories: number | null;
  /** Result orders the section offers besides relevance and newest. */
  extraSorts: readonly SortId[];
  /** The order without a keyword when none is asked for (`defaultSort`). */
  listOrder: SortId;
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
 * `sameSize` (「自分の自治体と同規模」, municipal-size.ts) depends on who searches: cases of
 * municipalities of the viewer's size, solutions used (through a case naming them) by one.
 */
export const SECTION_FILTERS: Record<Section, SectionFilterConfig> = {
  solutions: {
    filters: ['categories', 'links', 'affiliations', 'cities', 'populations', 'years', 'sameSize'],
    labels: {
      categories: 'カテゴリ',
      links: '補助金',
      affiliations: '対象地域',
      cities: '対象自治体区分',
      populations: '対象人口規模',
      years: '掲載年度',
      sameSize: '導入自治体の規模',
    },
    maxCategories: MAX_CATEGORIES,
    extraSorts: [],
    listOrder: 'newest',
  },
  grants: {
    filters: ['categories', 'statuses', 'affiliations', 'organizations', 'ministries', 'amounts', 'cities', 'years'],
    labels: {
      categories: 'カテゴリ',
      statuses: '受付状況',
      affiliations: '対象地域',
      organizations: '実施機関',
      ministries: '所管省庁',
      amounts: '上限額',
      cities: '対象自治体区分',
      years: '会計年度',
    },
    maxCategories: null,
    extraSorts: ['applicable', 'deadline'],
    // Open on what a municipality can act on: open grants first, closing soonest first.
    listOrder: 'applicable',
  },
  cases: {
    filters: ['categories', 'links', 'affiliations', 'organizations', 'cities', 'populations', 'years', 'sameSize'],
    labels: {
      categories: 'カテゴリ',
      links: '補助金',
      affiliations: '地域',
      organizations: '実施主体',
      cities: '自治体区分',
      populations: '人口規模',
      years: '導入年度',
      sameSize: '自治体の規模',
    },
    maxCategories: null,
    extraSorts: [],
    listOrder: 'newest',
  },
};

export const ORGANIZATION_IDS: readonly string[] = ORGANIZATIONS.map((o) => o.id);
export const CITY_KIND_IDS: readonly string[] = CITY_KINDS.map((c) => c.id);
export const POPULATION_BAND_IDS: readonly string[] = POPULATION_BANDS.map((p) => p.id);
export const MINISTRY_IDS: readonly string[] = MINISTRIES.map((m) => m.id);
export const AMOUNT_BAND_IDS: readonly string[] = AMOUNT_BANDS.map((a) => a.id);

export function optionLabel(options: readonly FilterOption[], id: string): string | undefined {
  return options.find((o) => o.id === id)?.label;
}

/**
 * Result orders (`sort` of a search). Grants only: `applicable` puts the grants open for
 * application first (closing soonest first), then those taken any time, then announced ones, then
 * closed ones; `deadline` is by nearest last day, closed grants last.
 */
export type SortId = 'relevance' | 'applicable' | 'newest' | 'deadline';

export interface SortOption {
  id: SortId;
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'relevance', label: '関連度順' },
  { id: 'applicable', label: '受付中を優先' },
  { id: 'newest', label: '新着順' },
  { id: 'deadline', label: '締切が近い順' },
];

export const SORT_IDS: readonly SortId[] = SORT_OPTIONS.map((o) => o.id);

/**
 * The order used when none is asked for: relevance with a keyword; without one the section's list
 * order (grants: open for application first; the others newest first).
 */
export function defaultSort(keyword: string | null | undefined, section?: Section): SortId {
  if (keyword && keyword.trim()) return 'relevance';
  return section ? SECTION_FILTERS[section].listOrder : 'newest';
}
