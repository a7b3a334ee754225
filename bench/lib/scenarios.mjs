// What the benchmark asks the portal. All on the solutions section, which needs a signed-in token
// for lists and a municipal one for details, so every request also verifies a real ID token.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { searchOperation } = require(path.resolve(import.meta.dirname, '../../server/dist/rest/operations.js'));

/** Search 1: a keyword two thirds of the listings contain, a category and a regional group. */
export const SEARCH_1 = { keyword: 'クラウド', categories: ['01'], affiliations: ['108_subnames'] };
/** For the naive SQL: the group's stored id and its member prefectures, as the read model expands it. */
export const SEARCH_1_AREAS = ['108_subnames', '108', '109', '110', '111', '112', '113', '114'];
/** A product name about one listing in a thousand contains. */
export const RARE_KEYWORD = 'アオバ職員研修';
/** Filters only: a category, a city kind and a population band. */
export const FILTER_ONLY = { categories: ['05'], cities: ['village'], populations: ['under-10k'] };
/** A keyword nearly every listing contains, for deep paging. */
export const BROAD_KEYWORD = '自治体';

const SEARCH_PATH = '/api/service/solutions/search';

function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  return search.toString();
}

export function search1Path() {
  return `${SEARCH_PATH}?${query({ searchKeyword: SEARCH_1.keyword, categories: SEARCH_1.categories, affiliations: SEARCH_1.affiliations })}`;
}

/** The scenarios in table order: id, label, and the request(s) given a bearer token and detail ids. */
export function scenarios({ token, detailIds }) {
  const auth = { authorization: `Bearer ${token}` };
  const get = (p) => ({ path: p, headers: auth });
  return [
    { id: 'search-rest', label: '1. REST search: common keyword + 2 filters', request: get(search1Path()) },
    {
      id: 'search-graphql',
      label: '2. same search via /graphql',
      request: {
        method: 'POST',
        path: '/graphql',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: searchOperation('solutions'), variables: { criteria: SEARCH_1 } }),
      },
    },
    {
      id: 'search-rare',
      label: '3a. rare keyword',
      request: get(`${SEARCH_PATH}?${query({ searchKeyword: RARE_KEYWORD })}`),
    },
    {
      id: 'search-filters',
      label: '3b. filters only',
      request: get(`${SEARCH_PATH}?${query(FILTER_ONLY)}`),
    },
    {
      id: 'search-page50',
      label: '3c. page 50 of a broad search',
      request: get(`${SEARCH_PATH}?${query({ searchKeyword: BROAD_KEYWORD, page: 50 })}`),
    },
    {
      id: 'detail',
      label: '4a. detail by id',
      request: detailIds.map((id) => get(`${SEARCH_PATH}?${query({ id, searchType: 'solutions' })}`)),
    },
    { id: 'count', label: '4b. solutions count', request: get('/api/service/solutions/count?searchType=solutions') },
  ];
}

/** Checks an answer before loading it, so a benchmark never measures an error page. */
export async function fetchJson(origin, request) {
  const response = await fetch(origin + request.path, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.from(text) };
}

/** Ids for the detail scenario: the first pages of a broad search (varied rows, all published). */
export async function detailIdsFrom(origin, token, pages = 5) {
  const ids = [];
  for (let page = 1; page <= pages; page++) {
    const { body } = await fetchJson(origin, {
      path: `${SEARCH_PATH}?${query({ searchKeyword: BROAD_KEYWORD, page })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    ids.push(...body.contents.contents.map((item) => item.id));
  }
  return ids;
}
