/**
 * The REST façade (docs/api.md), as a table. Each row names a GraphQL operation and
 * how to shape its answer; rows never call services, so REST cannot bypass the schema's access
 * rules or validation.
 *
 *   envelope → { success, data, error }          contents → { contents: … } or { contents: null, error }
 */
import { isSection, PROFILE_FIELDS, type Section } from '@portal/shared';
import type { Request } from 'express';
import type { FieldErrors } from '../lib/app-error';
import {
  PROFILE_QUERY,
  REGISTER_COMPANY_MUTATION,
  REGISTER_MUNICIPALITY_MUTATION,
  UPDATE_PROFILE_MUTATION,
  allOperation,
  FETCH_ALL_PAGE,
  countOperation,
  detailOperation,
  searchOperation,
  SUGGEST_QUERY,
  RFI_QUERY,
  RECEIVED_RFI_QUERY,
} from './operations';
import type { Pages } from './stream';
import {
  isFetchAll,
  type ParamDoc,
  parseSearchParams,
  SEARCH_PARAM_DOCS,
  stringParam,
  type RawQuery,
  UPDATED_SINCE_DOC,
  updatedSinceParam,
} from './params';

export interface Plan {
  query: string;
  variables?: Record<string, unknown>;
  present: (data: Record<string, unknown>) => unknown;
  /** Set: the answer is streamed page by page (rest/stream.ts) instead of presented whole. */
  pages?: Pages;
}

export type PlanOrError = Plan | { errors: FieldErrors; code?: 'BAD_USER_INPUT' | 'NOT_FOUND' };

/** What the OpenAPI document (rest/openapi.ts, docs/api.md) says of a route beside its path and shape. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Who may call it: the GraphQL field's @Access rule and object checks, in words. */
  access: string;
  /** Query parameters (path parameters come from the path). */
  query?: readonly ParamDoc[];
  /** The JSON body's fields (POST). */
  body?: readonly string[];
}

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  shape: 'envelope' | 'contents';
  plan: (request: Request) => PlanOrError;
  doc: RouteDoc;
}

interface Summary {
  categories?: { id: string; name: string }[];
}

/**
 * The spec's result item carries `category: [{ category_name }]` beside the typed fields. Added to
 * the item GraphQL just built for this request rather than copied: its result objects are
 * dictionaries, slow to spread (a tenth of the REST façade's own time on a 20-item page).
 */
function withLegacyCategory<T extends Summary>(item: T) {
  const category = (item.categories ?? []).map((c) => ({ category_id: c.id, category_name: c.name }));
  return Object.assign(item, { category });
}

function sectionOf(request: Request, fromPath: boolean): Section | FieldErrors {
  const query = request.query as RawQuery;
  const searchType = stringParam(query, 'searchType');
  const section = fromPath ? String(request.params.section) : (searchType ?? 'solutions');
  if (!isSection(section)) return { searchType: '検索区分は solutions・grants・cases のいずれかで指定してください' };
  if (fromPath && searchType && searchType !== section) {
    return { searchType: `検索区分（${searchType}）がURLの区分（${section}）と一致しません` };
  }
  return section;
}

const REGISTRATION_FIELDS = ['uid', 'email', 'telephone', ...PROFILE_FIELDS] as const;
/** The spec's body (organization is the company name) plus the company's own fields. */
const COMPANY_REGISTRATION_FIELDS = [
  ...REGISTRATION_FIELDS,
  'corporateNumber',
  'companyAddress',
  'companyUrl',
] as const;

function bodyOf(request: Request): Record<string, unknown> {
  const body: unknown = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function pickFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, body[field] ?? '']));
}

const PROFILE_DOC: RouteDoc = {
  summary: '会員情報の取得',
  access: '本人または運営者',
};

const SEARCH_TYPE: ParamDoc = {
  name: 'searchType',
  description: '検索区分。パスの区分と同じ値（これだけを指定すると全件取得）',
  type: 'string',
  enum: ['solutions', 'grants', 'cases'],
};

const profileByUid: RestRoute['plan'] = (request) => ({
  query: PROFILE_QUERY,
  variables: { uid: String(request.params.uid) },
  present: (data) => data.profile,
});

export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'get', path: '/auth/:uid', shape: 'envelope', plan: profileByUid, doc: PROFILE_DOC },
  { method: 'get', path: '/users/:uid', shape: 'envelope', plan: profileByUid, doc: PROFILE_DOC },
  {
    method: 'post',
    path: '/auth/edit',
    shape: 'envelope',
    doc: { summary: '会員情報の変更', access: '本人（APIキーは不可）', body: ['uid', ...PROFILE_FIELDS] },
    plan: (request) => {
      const body = bodyOf(request);
      // A missing field becomes '' so the shared validators answer with that field's message.
      const input = { uid: typeof body.uid === 'string' ? body.uid : null, ...pickFields(body, PROFILE_FIELDS) };
      return { query: UPDATE_PROFILE_MUTATION, variables: { input }, present: (data) => data.updateProfile };
    },
  },
  {
    method: 'post',
    path: '/auth/mun-register',
    shape: 'envelope',
    doc: { summary: '自治体職員の会員登録', access: 'ログイン中の本人（APIキーは不可）', body: REGISTRATION_FIELDS },
    plan: (request) => ({
      query: REGISTER_MUNICIPALITY_MUTATION,
      variables: { input: pickFields(bodyOf(request), REGISTRATION_FIELDS) },
      present: (data) => data.registerMunicipality,
    }),
  },
  {
    method: 'post',
    path: '/auth/com-register',
    shape: 'envelope',
    doc: {
      summary: '掲載企業の会員登録',
      description: 'organization は会社名',
      access: 'ログイン中の本人（APIキーは不可）',
      body: COMPANY_REGISTRATION_FIELDS,
    },
    plan: (request) => ({
      query: REGISTER_COMPANY_MUTATION,
      variables: { input: pickFields(bodyOf(request), COMPANY_REGISTRATION_FIELDS) },
      present: (data) => data.registerCompany,
    }),
  },
  {
    method: 'get',
    path: '/service/:section/search',
    shape: 'contents',
    doc: {
      summary: '検索・詳細・全件取得',
      description:
        'id を指定すると詳細、searchType だけを指定すると全件（500件ずつ流して返す）、それ以外は検索（20件ずつのページ）。',
      access: 'solutions はログイン中の会員、grants・cases は誰でも（詳細は自治体職員・運営者など）',
      query: [
        SEARCH_TYPE,
        UPDATED_SINCE_DOC,
        { name: 'id', description: '詳細を取得するレコードID', type: 'string' },
        ...SEARCH_PARAM_DOCS,
      ],
    },
    plan: (request) => {
      const section = sectionOf(request, true);
      if (typeof section !== 'string') return { errors: section };
      const query = request.query as RawQuery;
      const id = stringParam(query, 'id');
      if (id !== undefined) {
        return { query: detailOperation(section), variables: { id }, present: (data) => data.record };
      }
      if (isFetchAll(query)) {
        const itemsOf = (data: Record<string, unknown>) =>
          (data.items as (Summary & { id: string })[]).map(withLegacyCategory);
        const since = updatedSinceParam(query);
        if (typeof since === 'string') return { errors: { updatedSince: since } };
        if (since && section === 'solutions') {
          return { errors: { updatedSince: '更新日時（updatedSince）は grants・cases の全件取得で指定できます' } };
        }
        const updatedSince = since ? since.toISOString() : undefined;
        return {
          query: allOperation(section, Boolean(updatedSince)),
          variables: { after: null, ...(updatedSince ? { updatedSince } : {}) },
          present: (data) => ({ contents: itemsOf(data), totalCount: itemsOf(data).length }),
          pages: {
            items: itemsOf,
            next: (data) => {
              const items = data.items as { id: string }[];
              return items.length < FETCH_ALL_PAGE
                ? null
                : { after: items.at(-1)!.id, ...(updatedSince ? { updatedSince } : {}) };
            },
          },
        };
      }
      const { criteria, errors } = parseSearchParams(query);
      if (Object.keys(errors).length > 0) return { errors };
      return {
        query: searchOperation(section),
        variables: { criteria },
        present: (data) => {
          const { items, ...rest } = data.result as { items: Summary[] };
          return { contents: items.map(withLegacyCategory), ...rest };
        },
      };
    },
  },
  {
    method: 'get',
    path: '/service/:section/suggest',
    shape: 'contents',
    doc: {
      summary: 'キーワードの候補',
      description: 'q の最後の語の補完を最大8件、それぞれの検索件数つきで返す。',
      access: '区分の検索と同じ',
      query: [{ name: 'q', description: '入力中のキーワード', type: 'string', example: '防' }],
    },
    plan: (request) => {
      const section = sectionOf(request, true);
      if (typeof section !== 'string') return { errors: section };
      return {
        query: SUGGEST_QUERY,
        variables: { section, prefix: stringParam(request.query as RawQuery, 'q') ?? '' },
        present: (data) => data.result,
      };
    },
  },
  {
    method: 'get',
    path: '/service/:x/count',
    shape: 'contents',
    doc: {
      summary: '件数',
      description: 'パスの {x} は使われない。',
      access: '区分の検索と同じ',
      query: [SEARCH_TYPE],
    },
    plan: (request) => {
      const section = sectionOf(request, false);
      if (typeof section !== 'string') return { errors: section };
      return { query: countOperation(section), present: (data) => ({ totalCount: data.count }) };
    },
  },
  // Requests for information: the municipality's view and an invited vendor's (its own answer only).
  {
    method: 'get',
    path: '/rfis/:id',
    shape: 'envelope',
    doc: {
      summary: '情報提供依頼・見積依頼（自治体側）',
      access: '作成した自治体の職員（同じ自治体の職員を含む）',
    },
    plan: (request) => ({
      query: RFI_QUERY,
      variables: { id: String(request.params.id) },
      present: (data) => data.rfi,
    }),
  },
  {
    method: 'get',
    path: '/vendor/rfis/:id',
    shape: 'envelope',
    doc: {
      summary: '届いた情報提供依頼・見積依頼（掲載企業側）',
      access: '依頼先の掲載企業の利用者（自社の回答のみ）',
    },
    plan: (request) => ({
      query: RECEIVED_RFI_QUERY,
      variables: { id: String(request.params.id) },
      present: (data) => data.receivedRfi,
    }),
  },
];
