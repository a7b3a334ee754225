/**
 * A repeated search answered at the HTTP layer (read/answer-replay.ts), through the real server on
 * SQLite and (with TEST_MYSQL_URL) MariaDB with emulator accounts: the same bytes and headers as
 * the first answer without executing again, and every check that guards the normal path still
 * applied to the replay: the token, the session (a disabled account), the rate limits, signed-in
 * only fields, and a write that changes what the search shows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../test/databases';
import { type Account, municipalAccount, signUp } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { SearchFixtures, inProcessSearch } from '../test/search-fixtures';

const GRANTS = '/api/service/grants/search?keyword=%E9%98%B2%E7%81%BD';
const SOLUTIONS_QUERY = 'query S($criteria: SearchInput) { searchSolutions(criteria: $criteria) { totalCount } }';
const solutionsPath = (keyword: string) =>
  `/graphql?${new URLSearchParams({ query: SOLUTIONS_QUERY, variables: JSON.stringify({ criteria: { keyword } }) })}`;
const GRAPHQL_GET = { 'content-type': 'application/json' };
type Answer = { errors?: { extensions: { code: string } }[]; contents?: { totalCount: number } };
const json = async (response: Response) => (await response.json()) as Answer;

describe.each(DATABASES)('answer replay on %s', (database) => {
  let server: TestServer;
  let fixtures: SearchFixtures;

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: 'reference',
      env: { RATE_LIMITS: 'search.ip=6/60,search.account=6/60' },
    });
    fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    await fixtures.grants([{ title: '防災無線の更新補助' }]);
    // The change log's follower would apply that write again within seconds, emptying the caches
    // in the middle of a test; applied now, it has nothing left to do.
    await inProcessSearch(server).catchUp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a repeated REST search with the same bytes and headers without executing it again', async () => {
    const execute = vi.spyOn(server.portal.apollo, 'executeOperation');
    try {
      const first = await get(GRANTS, { 'x-forwarded-for': '192.0.2.1' });
      const again = await get(GRANTS, { 'x-forwarded-for': '192.0.2.1' });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(await first.text());
      for (const name of ['content-type', 'etag', 'content-security-policy', 'x-content-type-options']) {
        expect(again.headers.get(name)).toBe(first.headers.get(name));
      }
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('counts replays against the rate limit', async () => {
    const path = `${GRANTS}&page=2`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await get(path, { 'x-forwarded-for': '192.0.2.9' })).status);
    // 6 searches a minute from one address, replayed or not.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('refuses a signed-in search to a bad token, an anonymous caller and a disabled account, replayed or not', async () => {
    const account = await signUp();
    const path = solutionsPath('防災');
    const execute = vi.spyOn(server.portal.apollo, 'executeHTTPGraphQLRequest');
    try {
      const first = await get(path, { ...GRAPHQL_GET, ...bearer(account.token) });
      expect(first.status).toBe(200);
      expect((await get(path, { ...GRAPHQL_GET, ...bearer(account.token) })).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);

      const anonymous = await get(path, GRAPHQL_GET);
      expect((await json(anonymous)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const forged = await get(path, { ...GRAPHQL_GET, ...bearer(`${account.token.slice(0, -4)}AAAA`) });
      expect(forged.status).toBe(401);

      await server.identity.auth.updateUser(account.uid, { disabled: true });
      const disabled = await get(path, { ...GRAPHQL_GET, ...bearer(account.token) });
      expect(disabled.status).toBe(401);
      expect((await json(disabled)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    } finally {
      execute.mockRestore();
    }
  });

  it('replays an answer to callers of the role it was made for only', async () => {
    const [member, municipal] = [await signUp(), await municipalAccount(server)];
    const path = solutionsPath('巡視');
    const as = (account: Account) => ({ ...GRAPHQL_GET, ...bearer(account.token), 'x-forwarded-for': '192.0.2.30' });
    const execute = vi.spyOn(server.portal.apollo, 'executeHTTPGraphQLRequest');
    try {
      for (const account of [member, member, municipal, municipal, member]) {
        expect((await get(path, as(account))).status).toBe(200);
      }
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers anew after a write that changes what the search shows', async () => {
    const path = '/api/service/grants/search?keyword=%E5%B7%A1%E5%9B%9E';
    const before = (await json(await get(path, { 'x-forwarded-for': '192.0.2.20' }))).contents!.totalCount;
    await fixtures.grants([{ title: '巡回バスの運行補助' }]);
    const after = (await json(await get(path, { 'x-forwarded-for': '192.0.2.20' }))).contents!.totalCount;
    expect(after).toBe(before + 1);
  });
});
