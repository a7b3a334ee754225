/**
 * Impressions and detail views are counted by the server where it answers them, through real HTTP
 * and the Auth emulator: once per municipal user, listing and day. A search's impressions whichever
 * layer answers it (GraphQL executed, the result cache, the HTTP replay in Express or in front of
 * it: graphql/impression-counter.ts); a view where the detail is answered. Not counted: other
 * roles (a trial account included), an API key's internal tool, a browser reporting either itself.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import { uniqueEmail } from '../../test/users';
import { administeredMunicipality, ok } from '../municipal-admin/municipal-admin.test-support';

const SEARCH = 'query Shown($criteria: SearchInput) { searchSolutions(criteria: $criteria) { items { id } } }';
const PATH = `/graphql?${new URLSearchParams({ query: SEARCH, variables: JSON.stringify({ criteria: {} }) })}`;
const DETAIL = 'query($id: ID!) { solution(id: $id) { id } }';
const CREATE_KEY = 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }';

describe.each(DATABASES)('impressions on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account;
  let listing: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { INSIGHTS_FLUSH_SECONDS: '60' } });
    await server.dataSource.query('DELETE FROM listing_insights');
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listing = await publishedListing(server, vendor, operator);
    await inProcessSearch(server).catchUp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const search = (token: string) =>
    fetch(server.url + PATH, { headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
  const counted = async (event = 'impression') => {
    await server.portal.services.insightRecorder.flush();
    return (await server.dataSource.query(
      'SELECT municipality_code AS code, count FROM listing_insights WHERE listing_id = ? AND event = ? ORDER BY code',
      [Number(listing), event],
    )) as { code: string; count: number | string }[];
  };

  it('counts a municipal user once per listing and day, on every path that answers the search', async () => {
    const staff: Account[] = [];
    for (const name of ['札幌市', '旭川市', '函館市', '釧路市']) {
      staff.push(await municipalAccount(server, uniqueEmail('city.shown.lg.jp'), name));
    }
    const executed = vi.spyOn(server.portal.apollo, 'executeHTTPGraphQLRequest');
    try {
      // Executed, then replayed in Express (the answer is kept for the role), then in front of it.
      for (const account of staff.slice(0, 3)) {
        const answer = await search(account.token);
        expect(answer.status).toBe(200);
        const { data } = (await answer.json()) as { data: { searchSolutions: { items: { id: string }[] } } };
        expect(data.searchSolutions.items.map((item) => item.id)).toContain(listing);
      }
      expect(executed).toHaveBeenCalledTimes(1);
      // The result cache answers a POST of the same search.
      await ok(server, staff[3]!, SEARCH, { criteria: {} });
      expect(executed).toHaveBeenCalledTimes(2);
    } finally {
      executed.mockRestore();
    }
    // The same user again, on any path, adds nothing.
    await search(staff[0]!.token);
    await ok(server, staff[0]!, SEARCH, { criteria: {} });
    const rows = await counted();
    expect(rows.map((row) => Number(row.count))).toEqual([1, 1, 1, 1]);
    expect(new Set(rows.map((row) => row.code)).size).toBe(4);
  });

  it('counts a detail answered to municipal staff as a view, once a day', async () => {
    const staff = [
      await municipalAccount(server, uniqueEmail('city.shown.lg.jp'), '室蘭市'),
      await municipalAccount(server, uniqueEmail('city.shown.lg.jp'), '苫小牧市'),
    ];
    await ok(server, staff[0]!, DETAIL, { id: listing });
    await ok(server, staff[0]!, DETAIL, { id: listing });
    await ok(server, staff[1]!, DETAIL, { id: listing });
    expect((await counted('view')).map((row) => Number(row.count))).toEqual([1, 1]);
  });

  it('counts nobody else: other roles, an API key, a browser reporting impressions or views', async () => {
    const before = [await counted(), await counted('view')];
    // A trial account (the provider's sales staff) reads as staff do, and is not staff.
    for (const account of [vendor, operator, await trialAccount(server)]) {
      expect((await search(account.token)).status).toBe(200);
      await ok(server, account, DETAIL, { id: listing });
    }
    const admin = await administeredMunicipality(server, operator, 'city.kitami-shown.lg.jp', '北見市', '012084');
    const { createApiKey } = await ok<{ createApiKey: { secret: string } }>(server, admin, CREATE_KEY, {
      input: { name: '検索の取り込み', expiresInDays: 30 },
    });
    expect((await search(createApiKey.secret)).status).toBe(200);
    const byKey = await server.graphql<{ solution: { id: string } }>(DETAIL, { id: listing }, createApiKey.secret);
    expect(byKey.data?.solution.id).toBe(listing);
    const staff = await municipalAccount(server, uniqueEmail('city.shown.lg.jp'), '帯広市');
    for (const event of ['impression', 'view']) {
      const report = await fetch(`${server.url}/api/insights/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ event, listingIds: [listing] }),
      });
      expect(report.status).toBe(400);
    }
    expect([await counted(), await counted('view')]).toEqual(before);
  });
});
