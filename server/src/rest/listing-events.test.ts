/**
 * The browser's door for listing-insight reports, POST /api/insights/events, through real HTTP:
 * municipal staff are counted exactly as through the mutation (once per user, listing, event and
 * day), others are answered and not counted, and the paths around it are refused with the REST
 * envelope: no sign-in, an API key, an unknown event, ids that are not a list, too many ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../test/databases';
import { type Account, municipalAccount, operatorAccount, publishedListing, vendorAccount } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';
import { administeredMunicipality, ok } from '../modules/municipal-admin/municipal-admin.test-support';

const CREATE_KEY = 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }';

describe.each(DATABASES)('POST /api/insights/events on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account;
  let listing: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { INSIGHTS_FLUSH_SECONDS: '60' } });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listing = await publishedListing(server, vendor, operator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const report = (body: unknown, authorization?: string) =>
    fetch(`${server.url}/api/insights/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const counted = async (event: string) => {
    await server.portal.services.insightRecorder.flush();
    const [row] = (await server.dataSource.query(
      'SELECT SUM(count) AS n FROM listing_insights WHERE listing_id = ? AND event = ?',
      [Number(listing), event],
    )) as { n: number | string | null }[];
    return Number(row?.n ?? 0);
  };

  it('counts municipal staff once, answers others without counting them', async () => {
    const staff = [
      await municipalAccount(server, uniqueEmail('city.events.lg.jp'), '札幌市'),
      await municipalAccount(server, uniqueEmail('city.events.lg.jp'), '旭川市'),
    ];
    for (const account of staff) {
      const answer = await report({ event: 'basket', listingIds: [listing] }, `Bearer ${account.token}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ success: true, data: true, error: null });
    }
    // A reload and a made-up id add nothing; numbers are taken as ids too.
    await report({ event: 'basket', listingIds: [Number(listing), '999999'] }, `Bearer ${staff[0]!.token}`);
    for (const account of [vendor, operator]) {
      expect((await report({ event: 'basket', listingIds: [listing] }, `Bearer ${account.token}`)).status).toBe(200);
    }
    expect(await counted('basket')).toBe(2);
  });

  it('refuses no sign-in, an API key, an unknown event and ids that are not a short list', async () => {
    const staff = await municipalAccount(server, uniqueEmail('city.events.lg.jp'), '函館市');
    const refusal = async (answer: Response) => [
      answer.status,
      ((await answer.json()) as { error: { code: string } }).error.code,
    ];

    expect(await refusal(await report({ event: 'basket', listingIds: [listing] }))).toEqual([401, 'UNAUTHENTICATED']);
    const admin = await administeredMunicipality(server, operator, 'city.kushiro-events.lg.jp', '釧路市', '012068');
    const { createApiKey } = await ok<{ createApiKey: { secret: string } }>(server, admin, CREATE_KEY, {
      input: { name: '反響の取り込み', expiresInDays: 30 },
    });
    expect(
      await refusal(await report({ event: 'basket', listingIds: [listing] }, `Bearer ${createApiKey.secret}`)),
    ).toEqual([403, 'FORBIDDEN']);

    const bearer = `Bearer ${staff.token}`;
    const unknown = await report({ event: 'bookmark', listingIds: [listing] }, bearer);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('basket・compare');
    expect(await refusal(await report({ event: 'basket', listingIds: listing }, bearer))).toEqual([
      400,
      'BAD_USER_INPUT',
    ]);
    expect(await refusal(await report({ event: 'basket', listingIds: [{ id: listing }] }, bearer))).toEqual([
      400,
      'BAD_USER_INPUT',
    ]);
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(await refusal(await report({ event: 'basket', listingIds: many }, bearer))).toEqual([400, 'BAD_USER_INPUT']);
    expect(await counted('basket')).toBe(2);
  });
});
