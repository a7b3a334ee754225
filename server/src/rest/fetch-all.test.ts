/**
 * The fetch-all lists at more than one page: the GraphQL lists page with `limit`/`after`, a
 * document asking for more than an answer may hold (15 aliased fetch-alls) is refused before it
 * runs, and the REST fetch-all streams every record in the exact legacy shape.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCorpus } from '../seed/content';
import { generateCorpus } from '../seed/corpus';
import { seedReference } from '../seed/reference';
import { GRAPHQL_LIMITS } from '../graphql/limits';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { FETCH_ALL_PAGE } from './operations';

const GRANTS = 2 * FETCH_ALL_PAGE + 345;
const CASE_FIELDS =
  'id uid title excerpt organizationName municipalityName categories { id name } areaNames fiscalYear publishedAt';

interface Item {
  id: string;
  title: string;
  categories: { id: string; name: string }[];
  category: { category_id: string; category_name: string }[];
}

describe.each(DATABASES)('fetch-all lists on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (dataSource) => {
        await seedReference(dataSource);
        await seedCorpus(dataSource, generateCorpus({ companies: 45, solutions: 30, grants: GRANTS, cases: 40 }));
      },
      // Enough for the searches below if a fetch-all counts once, not once per page.
      env: { RATE_LIMITS: 'search.ip=16/60' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses 15 aliased fetch-alls with 400 BAD_USER_INPUT and a Japanese message, before running them', async () => {
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: allCases { ${CASE_FIELDS} }`).join(' ')} }`;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      data?: unknown;
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: 'size',
      max: GRAPHQL_LIMITS.size,
    });
    expect(body.errors[0]!.message).toMatch(/一度に取得する項目が多すぎます/);
  });

  it('counts a page size given by a variable as the most a page may hold', async () => {
    const query = `query ($n: Int!) { ${Array.from({ length: 3 }, (_, i) => `a${i}: allGrants(limit: $n) { ${CASE_FIELDS.replace('organizationName municipalityName', 'issuer')} }`).join(' ')} }`;
    const answer = await server.graphql(query, { n: 1 });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'size' });
  });

  it('counts a keyword search by its work: four in one request are refused, the home page two pass', async () => {
    const search = (i: number) =>
      `s${i}: searchCases(criteria: { keyword: "語${i}" }) { totalCount items { id title } }`;
    const four = await server.graphql(`{ ${[0, 1, 2, 3].map(search).join(' ')} }`);
    expect(four.status).toBe(400);
    expect(four.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'size' });
    const home = await server.graphql(
      `{ latestGrants: searchGrants(criteria: { page: 1 }) { totalCount items { ${CASE_FIELDS.replace('organizationName municipalityName', 'issuer')} } }
         latestCases: searchCases(criteria: { page: 1 }) { totalCount items { ${CASE_FIELDS} } } }`,
    );
    expect(home.errors).toBeUndefined();
  });

  it('pages a GraphQL list with limit and after, newest first, and checks the limit', async () => {
    const page = async (variables: Record<string, unknown>) =>
      server.graphql<{ allGrants: { id: string }[] }>(
        'query ($limit: Int!, $after: ID) { allGrants(limit: $limit, after: $after) { id } }',
        variables,
      );
    const first = await page({ limit: 3 });
    const second = await page({ limit: 3, after: first.data!.allGrants.at(-1)!.id });
    const both = await page({ limit: 6 });
    expect([...first.data!.allGrants, ...second.data!.allGrants]).toEqual(both.data!.allGrants);
    expect((await server.graphql('{ allGrants { id } }')).data!.allGrants).toHaveLength(FETCH_ALL_PAGE);
    for (const limit of [0, FETCH_ALL_PAGE + 1]) {
      const refused = await page({ limit });
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const unknown = await page({ limit: 3, after: '999999999' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('streams every record of the REST fetch-all in the legacy shape, counted as one search', async () => {
    for (const encoding of ['identity', 'gzip', 'br, gzip']) {
      const response = await fetch(`${server.url}/api/service/grants/search?searchType=grants`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      // gzip at its fastest even for brotli callers: cheap on the CPU the event loop shares.
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : 'gzip');
      const raw = Buffer.from(await response.arrayBuffer());
      // fetch() decodes gzip itself; the bytes are JSON either way.
      const text = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
      const body = JSON.parse(text) as { contents: { contents: Item[]; totalCount: number } };
      expect(Object.keys(body)).toEqual(['contents']);
      expect(Object.keys(body.contents)).toEqual(['contents', 'totalCount']);
      expect(body.contents.totalCount).toBe(GRANTS);
      const ids = body.contents.contents.map((item) => item.id);
      expect(new Set(ids).size).toBe(GRANTS);
      const item = body.contents.contents[0]!;
      expect(item.category).toEqual(item.categories.map((c) => ({ category_id: c.id, category_name: c.name })));
      const search = await fetch(`${server.url}/api/service/grants/search?searchKeyword=補助`);
      expect(search.status).toBe(200);
    }
  });
});
