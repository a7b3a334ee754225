/**
 * Query-string parsing for the REST façade. Arrays arrive repeated (`categories=01&categories=02`),
 * comma-separated (`categories=01,02`) or bracketed (`categories[]=01`); numbers must be integers.
 */
import { SORT_IDS, type SortId } from '@portal/shared';
import type { FieldErrors } from '../lib/app-error';

export type RawQuery = Record<string, unknown>;

export const LIST_PARAMS = [
  'categories',
  'affiliations',
  'organizations',
  'cities',
  'populations',
  'statuses',
  'ministries',
  'amounts',
  'links',
  'ids',
] as const;
const INT_PARAMS = { yearsLower: '年度の下限', yearsUpper: '年度の上限', page: 'ページ番号' } as const;

/** One query parameter as the OpenAPI document (rest/openapi.ts) describes it. */
export interface ParamDoc {
  name: string;
  description: string;
  type: 'string' | 'integer' | 'array';
  enum?: readonly string[];
  example?: string;
}

const LIST_LABELS: Record<(typeof LIST_PARAMS)[number], string> = {
  categories: 'カテゴリーID',
  affiliations: '所属（団体の種類）',
  organizations: '自治体・団体名',
  cities: '市区町村',
  populations: '人口規模',
  statuses: '受付状況（grants）',
  ministries: '所管省庁（grants）',
  amounts: '補助上限額の区分（grants）',
  links: '関連あり（grant: 補助金対象・補助金活用あり）',
  ids: 'レコードID',
};

/** Every parameter parseSearchParams reads, for the search route's documentation. */
export const SEARCH_PARAM_DOCS: readonly ParamDoc[] = [
  { name: 'searchKeyword', description: 'キーワード（keyword でも可）', type: 'string', example: '防災' },
  ...LIST_PARAMS.map((name) => ({
    name,
    description: `${LIST_LABELS[name]}。繰り返し・カンマ区切り・name[] のいずれでも指定できる`,
    type: 'array' as const,
  })),
  { name: 'status', description: '受付状況（statuses と同じ。grants）', type: 'array' },
  ...Object.entries(INT_PARAMS).map(([name, label]) => ({ name, description: label, type: 'integer' as const })),
  { name: 'deadlineFrom', description: '締切日の下限（YYYY-MM-DD、grants）', type: 'string', example: '2026-04-01' },
  { name: 'deadlineTo', description: '締切日の上限（YYYY-MM-DD、grants）', type: 'string', example: '2027-03-31' },
  { name: 'sort', description: '並び順', type: 'string', enum: SORT_IDS },
];

/** The fetch-all's incremental pull (grants and cases). */
export const UPDATED_SINCE_DOC: ParamDoc = {
  name: 'updatedSince',
  description:
    'この日時（ISO 8601）以降に更新された掲載中のものだけを全件取得の形で返す（grants・cases。searchType と併用）',
  type: 'string',
  example: '2026-12-01T00:00:00+09:00',
};

/** The moment of `updatedSince`, or an error message; undefined when absent. */
export function updatedSinceParam(query: RawQuery): Date | string | undefined {
  const raw = stringParam(query, 'updatedSince')?.trim();
  if (raw === undefined || raw === '') return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
  const moment = iso.test(raw) ? new Date(raw.length === 10 ? `${raw}T00:00:00+09:00` : raw) : new Date(Number.NaN);
  return Number.isNaN(moment.getTime())
    ? '更新日時（updatedSince）は ISO 8601 の日時で指定してください（例：2026-12-01T00:00:00+09:00）'
    : moment;
}
/** Parameters that only identify the call, not narrow a search. */
const NON_CRITERIA = new Set(['searchType', 'uid', 'updatedSince']);

function values(raw: unknown): string[] {
  if (raw == null) return [];
  if (Array.isArray(raw)) return raw.flatMap(values);
  return String(raw)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function listParam(query: RawQuery, name: string): string[] {
  return [...values(query[name]), ...values(query[`${name}[]`])];
}

export function stringParam(query: RawQuery, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value == null ? undefined : String(value);
}

export interface SearchCriteriaParams {
  keyword?: string;
  categories?: string[];
  affiliations?: string[];
  organizations?: string[];
  cities?: string[];
  populations?: string[];
  statuses?: string[];
  ministries?: string[];
  amounts?: string[];
  links?: string[];
  ids?: string[];
  deadlineFrom?: string;
  deadlineTo?: string;
  yearsLower?: number;
  yearsUpper?: number;
  page?: number;
  sort?: SortId;
}

export function parseSearchParams(query: RawQuery): { criteria: SearchCriteriaParams; errors: FieldErrors } {
  const criteria: SearchCriteriaParams = {};
  const errors: FieldErrors = {};
  const keyword = stringParam(query, 'searchKeyword') ?? stringParam(query, 'keyword');
  if (keyword) criteria.keyword = keyword;
  for (const name of LIST_PARAMS) {
    const list = listParam(query, name);
    if (list.length > 0) criteria[name] = list;
  }
  // The grants' 受付状況 is `status=open,closing` in the API (docs/api.md); `statuses` works too.
  const status = listParam(query, 'status');
  if (status.length > 0) criteria.statuses = [...(criteria.statuses ?? []), ...status];
  for (const [name, label] of Object.entries(INT_PARAMS) as [keyof typeof INT_PARAMS, string][]) {
    const value = stringParam(query, name)?.trim();
    if (value === undefined || value === '') continue;
    if (!/^-?\d{1,9}$/.test(value)) errors[name] = `${label}は整数で指定してください`;
    else criteria[name] = Number(value);
  }
  for (const name of ['deadlineFrom', 'deadlineTo'] as const) {
    const value = stringParam(query, name)?.trim();
    if (value) criteria[name] = value;
  }
  const sort = stringParam(query, 'sort')?.trim();
  if (sort) {
    if ((SORT_IDS as readonly string[]).includes(sort)) criteria.sort = sort as SortId;
    else errors.sort = `並び順（sort）は ${SORT_IDS.join('・')} のいずれかで指定してください`;
  }
  return { criteria, errors };
}

/**
 * True for the spec's fetch-all call: `searchType` and nothing else (the spec's `uid` is ignored).
 * A search parameter that is present but empty (`searchKeyword=&page=1`) still makes a search,
 * so a client sending its whole empty form gets page 1, not every record.
 */
export function isFetchAll(query: RawQuery): boolean {
  const keys = Object.keys(query);
  return keys.includes('searchType') && keys.every((key) => NON_CRITERIA.has(key));
}
