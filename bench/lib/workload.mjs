// The realistic workload: 1 000 distinct searches drawn from the corpus's own
// vocabulary, asked with Zipf popularity, as the browser and REST clients send them. Seeded, so
// reruns send the same requests in the same order.
// - keywords of one or two words; a quarter of all searches join two words with a full-width space;
// - most (70 %) with filters the section's form offers (categories, areas, city kinds, population
//   bands, years), some on page 2 or 3; grants as the grants page asks: mostly with the status
//   filter it opens on, a third in deadline order; solutions and cases sometimes 補助金対象 /
//   補助金活用あり (linked to a grant);
// - half through /graphql with the client's own documents (client/src/gql, as Apollo Client sends
//   them: GET with useGETForQueries, __typename added), half through the REST search.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { CATEGORY_TOPICS } = require(path.join(root, 'server/dist/seed/corpus/topics.js'));
const { APPLICABLE_STATUSES, GRANT_STATUS_IDS } = require('@portal/shared');

export const DISTINCT_SEARCHES = 1000;
const ZIPF_EXPONENT = 1;

/** mulberry32: small, fast and seedable. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const some = (random, list, most) => {
  const count = 1 + Math.floor(random() * most);
  return [...new Set(Array.from({ length: count }, () => pick(random, list)))];
};

/**
 * Words a user would type, from the corpus's subject matter: katakana words, Latin words and kanji
 * compounds (a long compound gives its first two and four characters and its last two), most frequent first.
 */
export function corpusVocabulary() {
  const counts = new Map();
  const add = (word) => counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const category of CATEGORY_TOPICS) {
    const texts = [...category.grantPrograms];
    for (const topic of category.topics) texts.push(topic.service, topic.problem, topic.effect, ...topic.features);
    for (const text of texts) {
      for (const [word] of text.matchAll(/[\p{Script=Katakana}ー]{2,}|[A-Za-z][A-Za-z0-9]+|\p{Script=Han}{2,}/gu)) {
        if (!/\p{Script=Han}/u.test(word) || word.length <= 4) add(word);
        else for (const part of new Set([word.slice(0, 2), word.slice(0, 4), word.slice(-2)])) add(part);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

const AREAS = [
  ...Array.from({ length: 47 }, (_, i) => String(101 + i)),
  ...['101_subnames', '108_subnames', '115_subnames', '125_subnames', '131_subnames', '136_subnames', '140_subnames'],
];
const CATEGORIES = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const CITIES = ['designated', 'core', 'city', 'special-ward', 'town', 'village'];
const POPULATIONS = ['under-10k', '10k-50k', '50k-100k', '100k-300k', 'over-300k'];
const FILTERS = {
  solutions: ['categories', 'links', 'affiliations', 'cities', 'populations', 'years'],
  grants: ['categories', 'affiliations', 'cities', 'years'],
  cases: ['categories', 'links', 'affiliations', 'cities', 'populations', 'years'],
};

/** One search's criteria (the API's SearchInput, as the client builds it). */
function criteriaOf(random, vocabulary, section) {
  // Popular words are typed more often: the first words of the vocabulary weigh more.
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 2)];
  const shape = random();
  const keyword = shape < 0.5 ? word() : `${word()}${shape < 0.75 ? '\u3000' : ' '}${word()}`;
  const criteria = { page: random() < 0.9 ? 1 : 2 + Math.floor(random() * 2), keyword };
  if (random() < 0.7) {
    for (const filter of some(random, FILTERS[section], 2)) {
      if (filter === 'categories') criteria.categories = some(random, CATEGORIES, 2);
      if (filter === 'affiliations') criteria.affiliations = some(random, AREAS, 2);
      if (filter === 'cities') criteria.cities = some(random, CITIES, 2);
      if (filter === 'populations') criteria.populations = some(random, POPULATIONS, 2);
      if (filter === 'years') criteria.yearsLower = 2019 + Math.floor(random() * 5);
      // 補助金対象 / 補助金活用あり: linked to a grant.
      if (filter === 'links') criteria.links = ['grant'];
    }
  }
  if (section === 'grants') {
    // The grants page opens on what can still be applied for (APPLICABLE_STATUSES) and offers
    // 締切が近い順: most grant searches carry the status filter, a third ask for deadline order.
    const statuses = random();
    if (statuses < 0.8) criteria.statuses = [...APPLICABLE_STATUSES];
    else if (statuses < 0.9) criteria.statuses = [pick(random, GRANT_STATUS_IDS)];
    if (random() < 0.35) criteria.sort = 'deadline';
  }
  return criteria;
}

/** One of the client's own documents, from the generated client/src/gql/graphql.ts, as Apollo prints it. */
export function clientDocument(name) {
  const source = fs.readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  const match = new RegExp(`export const ${name} = (\\{.*\\}) as unknown as DocumentNode`).exec(source);
  if (!match) throw new Error(`client/src/gql/graphql.ts has no ${name}`);
  return print(addTypenameToDocument(JSON.parse(match[1])));
}

/** The client's own search documents. */
function clientDocuments() {
  const documentOf = clientDocument;
  return {
    solutions: { name: 'SolutionsListPage', query: documentOf('SolutionsListPageDocument') },
    grants: { name: 'GrantsPage', query: documentOf('GrantsPageDocument') },
    cases: { name: 'CasesPage', query: documentOf('CasesPageDocument') },
  };
}

/** The REST form of the same criteria (rest/params.ts). */
function restPath(section, criteria) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) {
    if (value == null) continue;
    for (const item of [value].flat()) params.append(key === 'keyword' ? 'searchKeyword' : key, String(item));
  }
  return `/api/service/${section}/search?${params}`;
}

/**
 * The 1 000 distinct requests, most popular first ({ section, transport, criteria, request }),
 * and a function giving the n-th request of the Zipf-distributed stream.
 */
export function realisticWorkload({ token, seed = 19, distinct = DISTINCT_SEARCHES, streamLength = 200_000 }) {
  const random = seeded(seed);
  const vocabulary = corpusVocabulary();
  const documents = clientDocuments();
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const seen = new Set();
  const searches = [];
  while (searches.length < distinct) {
    const roll = random();
    const section = roll < 0.5 ? 'solutions' : roll < 0.8 ? 'grants' : 'cases';
    const criteria = criteriaOf(random, vocabulary, section);
    const transport = random() < 0.5 ? 'graphql' : 'rest';
    const key = `${section} ${transport} ${JSON.stringify(criteria)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let request;
    if (transport === 'rest') request = { method: 'GET', path: restPath(section, criteria), headers };
    else {
      const { name, query } = documents[section];
      const params = new URLSearchParams({ query, operationName: name, variables: JSON.stringify({ criteria }) });
      request = {
        method: 'GET',
        path: `/graphql?${params}`,
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      };
    }
    searches.push({ section, transport, criteria, request });
  }
  // Zipf: rank r is asked with weight 1 / r^s; the stream is drawn once from the seeded generator.
  const weights = searches.map((_, r) => 1 / (r + 1) ** ZIPF_EXPONENT);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  const stream = new Uint16Array(streamLength);
  for (let i = 0; i < streamLength; i++) {
    const u = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    stream[i] = lo;
  }
  return { searches, stream, vocabularySize: vocabulary.length };
}

/**
 * The workload as autocannon requests: one request whose setupRequest takes the next search of
 * the shared stream, so all connections together follow the one Zipf sequence (a plain list would
 * make every connection replay it from the start, in step).
 */
export function workloadRequests({ searches, stream }) {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const search = searches[stream[next++ % stream.length]].request;
        return { ...request, method: search.method, path: search.path, headers: search.headers, body: undefined };
      },
    },
  ];
}

/** Checks that a sample of the searches answers without errors (a GraphQL error is a 200 too). */
export async function verifyWorkload(origin, { searches }, sample = 60) {
  for (const search of searches.slice(0, sample)) {
    const response = await fetch(origin + search.request.path, { headers: search.request.headers });
    const text = await response.text();
    const body = response.ok ? JSON.parse(text) : null;
    if (!response.ok || body.errors || body.error) {
      throw new Error(
        `${search.transport} ${search.section} search answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
  }
}
