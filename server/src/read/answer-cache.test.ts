/**
 * The read-model result cache (answer-cache.ts) through real GraphQL and REST: a repeated search
 * is answered without searching again, yet every write (this process's or another's through the
 * change log) shows at once, and access rules and rate limits still apply to cached answers.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearch } from '../modules/sections';
import { SearchFixtures, inProcessSearch } from '../test/search-fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestUser } from '../test/users';

const SEARCH =
  'query Search($keyword: String) { searchGrants(criteria: { keyword: $keyword }) { totalCount items { title } } }';

/** A browser cache's revalidation (fetch() would add Cache-Control: no-cache to it). */
function revalidate(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('read-model result cache', () => {
  let server: TestServer;
  let fixtures: SearchFixtures;
  let municipal: TestUser;

  const titles = async (keyword: string) => {
    const response = await server.graphql<{ searchGrants: { items: { title: string }[] } }>(SEARCH, { keyword });
    expect(response.errors).toBeUndefined();
    return response.data!.searchGrants.items.map((item) => item.title);
  };

  beforeAll(async () => {
    server = await startTestServer({
      seed: 'reference',
      // This suite drives the change log itself; three searches a minute per caller.
      env: { SEARCH_SYNC_SECONDS: '300', RATE_LIMITS: 'search.account=3/60,search.ip=1000/60' },
    });
    fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a repeated search from memory, and a write in this process shows at once', async () => {
    const searches = vi.spyOn(server.portal.services.search, 'search');
    expect(await titles('ひなげし')).toEqual([]);
    expect(await titles('ひなげし')).toEqual([]);
    expect(searches).toHaveBeenCalledTimes(1);

    await fixtures.grants([{ title: 'ひなげし補助金' }]);
    expect(await titles('ひなげし')).toEqual(['ひなげし補助金']);
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it("shows another process's write once this process has caught up with the change log", async () => {
    const other = await loadSearch(server.dataSource);
    try {
      expect(await titles('つゆくさ')).toEqual([]);
      const [grant] = await fixtures.grants([{ title: '仮の題' }]);
      await server.dataSource.query('UPDATE grants SET title = ? WHERE id = ?', ['つゆくさ交付金', grant!.id]);
      await other.refresh('grants', [grant!.id]);
      expect(await titles('つゆくさ')).toEqual([]);
      await inProcessSearch(server).catchUp();
      expect(await titles('つゆくさ')).toEqual(['つゆくさ交付金']);
    } finally {
      other.stop();
    }
  });

  it('keeps an answer to its role: a search reads the text that role may read', async () => {
    const searches = vi.spyOn(server.portal.services.search, 'search');
    const reader = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const total = async (token?: string) => {
      const response = await server.graphql<{ searchGrants: { totalCount: number } }>(
        SEARCH,
        { keyword: 'はこべ' },
        token,
      );
      return response.data!.searchGrants.totalCount;
    };
    await total();
    await total();
    expect(searches).toHaveBeenCalledTimes(1);
    await total(reader.token);
    expect(searches).toHaveBeenCalledTimes(2);
    await total(reader.token);
    await total();
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it('does not cache a query that also asks for something outside the read model', async () => {
    const searches = vi.spyOn(server.portal.services.search, 'search');
    const query = '{ searchGrants { totalCount } allGrants { id } }';
    expect((await server.graphql(query)).errors).toBeUndefined();
    expect((await server.graphql(query)).errors).toBeUndefined();
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it('still applies access rules and rate limits to an answer it holds', async () => {
    const query = '{ searchSolutions(criteria: { keyword: "れんげ" }) { totalCount } }';
    const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
      response.errors?.[0]?.extensions?.code ?? 'OK';
    expect(codeOf(await server.graphql(query, {}, municipal.token))).toBe('OK');
    expect(codeOf(await server.graphql(query))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.graphql(query, {}, municipal.token))).toBe('OK');
    expect(codeOf(await server.graphql(query, {}, municipal.token))).toBe('OK');
    expect(codeOf(await server.graphql(query, {}, municipal.token))).toBe('RATE_LIMITED');
  });

  it('gives a repeated REST search the same body and ETag, 304 when the caller has it, a new one after a write', async () => {
    const path = `${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent('すずらん')}`;
    const first = await fetch(path);
    const firstBody = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const second = await fetch(path);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(etag);
    expect((await revalidate(path, etag!)).status).toBe(304);

    await fixtures.grants([{ title: 'すずらん補助金' }]);
    const changed = await revalidate(path, etag!);
    expect(changed.status).toBe(200);
    expect((JSON.parse(changed.body) as { contents: { totalCount: number } }).contents.totalCount).toBe(1);
  });
});
