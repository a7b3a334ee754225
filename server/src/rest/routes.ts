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
import { isFetchAll, parseSearchParams, stringParam, type RawQuery } from './params';

export interface Plan {
  query: string;
  variables?: Record<string, unknown>;
  present: (data: Record<string, unknown>) => unknown;
  /** Set: the answer is streamed page by page (rest/stream.ts) instead of presented whole. */
  pages?: Pages;
}

export type PlanOrError = Plan | { errors: FieldErrors; code?: 'BAD_USER_INPUT' | 'NOT_FOUND' };

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  shape: 'envelope' | 'contents';
  plan: (request: Request) => PlanOrError;
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

const profileByUid: RestRoute['plan'] = (request) => ({
  query: PROFILE_QUERY,
  variables: { uid: String(request.params.uid) },
  present: (data) => data.profile,
});

export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'get', path: '/auth/:uid', shape: 'envelope', plan: profileByUid },
  { method: 'get', path: '/users/:uid', shape: 'envelope', plan: profileByUid },
  {
    method: 'post',
    path: '/auth/edit',
    shape: 'envelope',
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
        return {
          query: allOperation(section),
          variables: { after: null },
          present: (data) => ({ contents: itemsOf(data), totalCount: itemsOf(data).length }),
          pages: {
            items: itemsOf,
            next: (data) => {
              const items = data.items as { id: string }[];
              return items.length < FETCH_ALL_PAGE ? null : { after: items.at(-1)!.id };
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
    plan: (request) => ({
      query: RECEIVED_RFI_QUERY,
      variables: { id: String(request.params.id) },
      present: (data) => data.receivedRfi,
    }),
  },
];
