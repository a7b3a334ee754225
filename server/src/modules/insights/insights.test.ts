/**
 * Listing insights through real HTTP and the Auth emulator: municipal staff of six municipalities
 * (five in 北海道・東北, one in 関東) view a listing and one requests it; the counts reach the
 * database by the recorder's batch, never by the request. Read back as the vendor, cells of fewer
 * than five municipalities show 「5未満」. Attacked around each check: another vendor naming the
 * listing (GraphQL, an alias next to its own, CSV), a municipal user, and callers who are not
 * counted at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import { uniqueEmail } from '../../test/users';
import { item, newKey, submit } from '../document-request/document-request.test-support';
import { ok, refusedWith } from '../municipal-admin/municipal-admin.test-support';

const SHOWN = 'query { searchSolutions { items { id } } }';
const DETAIL = 'query($id: ID!) { solution(id: $id) { id } }';
const RECORD = 'mutation($event: String!, $ids: [ID!]!) { recordListingEvents(event: $event, listingIds: $ids) }';
const INSIGHTS = `query($listingId: ID) { listingInsights(listingId: $listingId) {
  listings { id } totals { segment event count display } byRegion { segment label event count display }
  bySize { segment event display } byKind { segment event display } daily { segment event display }
  responseTimes { requests } platformTotals { event count } } }`;

interface Cell {
  segment: string;
  label?: string;
  event: string;
  count?: number | null;
  display: string;
}
interface Insights {
  listingInsights: {
    listings: { id: string }[];
    totals: Cell[];
    byRegion: Cell[];
    bySize: Cell[];
    byKind: Cell[];
    daily: Cell[];
    responseTimes: { requests: number };
    platformTotals: { event: string; count: number | null }[] | null;
  };
}

const HOKKAIDO = ['札幌市', '旭川市', '函館市', '釧路市', '帯広市'];

describe.each(DATABASES)('listing insights on %s', (database) => {
  let server: TestServer;
  let vendor: Account;
  let foreign: Account;
  let operator: Account;
  let municipal: Account[];
  let listing: string;
  let foreignListing: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { INSIGHTS_FLUSH_SECONDS: '60' } });
    // The demo vendor's weeks of seeded counts are not what this suite counts.
    await server.dataSource.query('DELETE FROM listing_insights');
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    foreign = await vendorAccount(server, operator);
    listing = await publishedListing(server, vendor, operator);
    foreignListing = await publishedListing(server, foreign, operator);
    municipal = [];
    for (const name of [...HOKKAIDO, '千代田区']) {
      municipal.push(await municipalAccount(server, uniqueEmail('city.insights.lg.jp'), name));
    }
    // Each opens the listing's detail: a view, counted where the detail is answered.
    for (const account of municipal) await ok(server, account, DETAIL, { id: listing });
    // A reload, a repeated report and a made-up id add nothing.
    await ok(server, municipal[0]!, DETAIL, { id: listing });
    await ok(server, municipal[0]!, RECORD, { event: 'basket', ids: [listing, '999999'] });
    await ok(server, municipal[0]!, RECORD, { event: 'basket', ids: [listing] });
    expect(await refusedWith(server, municipal[0]!, DETAIL, { id: '999999' })).toBe('NOT_FOUND');
    // Callers who are not municipal staff are not counted, whatever they read or report.
    for (const account of [vendor, operator]) await ok(server, account, DETAIL, { id: listing });
    for (const account of [vendor, operator, await memberAccount(server)]) {
      expect(await ok(server, account, RECORD, { event: 'basket', ids: [listing] })).toEqual({
        recordListingEvents: true,
      });
    }
    // A solution search answered to staff lists both listings: an impression each (graphql/impression-counter.ts).
    await inProcessSearch(server).catchUp();
    const shown = await ok<{ searchSolutions: { items: { id: string }[] } }>(server, municipal[5]!, SHOWN, {});
    expect(shown.searchSolutions.items.map((i) => i.id)).toEqual(expect.arrayContaining([listing, foreignListing]));
    await submit(server, municipal[0]!.token, { idempotencyKey: newKey(), items: [item(listing)] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts nothing on the request path; the batch writes it', async () => {
    const [before] = await server.dataSource.query('SELECT COUNT(*) AS n FROM listing_insights');
    expect(Number(before.n)).toBe(0);
    await server.portal.services.insightRecorder.flush();
    const rows = (await server.dataSource.query(
      'SELECT event, SUM(count) AS n FROM listing_insights WHERE listing_id = ? GROUP BY event ORDER BY event',
      [Number(listing)],
    )) as { event: string; n: number | string }[];
    expect(rows.map((row) => [row.event, Number(row.n)])).toEqual([
      ['basket', 1],
      ['impression', 1],
      ['request', 1],
      ['view', 6],
    ]);
    const [madeUp] = await server.dataSource.query(
      'SELECT COUNT(*) AS n FROM listing_insights WHERE listing_id = ?',
      [999999],
    );
    expect(Number(madeUp.n)).toBe(0);
  });

  it('shows the vendor its own listing, 「5未満」 where a cell has fewer than five municipalities', async () => {
    await server.portal.services.insightRecorder.flush();
    const { listingInsights: seen } = await ok<Insights>(server, vendor, INSIGHTS);
    expect(seen.listings.map((l) => l.id)).toEqual([listing]);
    expect(seen.totals).toContainEqual({ segment: 'total', event: 'view', count: 6, display: '6' });
    expect(seen.totals).toContainEqual({ segment: 'total', event: 'request', count: null, display: '5未満' });
    expect(seen.byRegion).toContainEqual(
      expect.objectContaining({ label: '北海道・東北', event: 'view', count: 5, display: '5' }),
    );
    expect(seen.byRegion).toContainEqual(
      expect.objectContaining({ label: '関東', event: 'view', count: null, display: '5未満' }),
    );
    // No size band or kind holds five of them: all hidden.
    expect(seen.bySize.filter((c) => c.event === 'view').every((c) => c.display === '5未満')).toBe(true);
    expect(seen.byKind.filter((c) => c.event === 'view').every((c) => c.display === '5未満')).toBe(true);
    expect(seen.responseTimes.requests).toBe(1);
    expect(seen.platformTotals).toBeNull();
    // Nothing names a municipality.
    expect(JSON.stringify(seen)).not.toMatch(/札幌|旭川|函館|釧路|帯広|千代田|01\d{4}/);
  });

  it('refuses another vendor, also beside its own query and as a file; refuses municipal staff', async () => {
    expect(await refusedWith(server, foreign, INSIGHTS, { listingId: listing })).toBe('NOT_FOUND');
    const aliased = await server.graphql<Record<string, unknown>>(
      `query($id: ID) { mine: listingInsights { listings { id } } theirs: listingInsights(listingId: $id) { totals { count } } }`,
      { id: listing },
      foreign.token,
    );
    expect(aliased.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(aliased.data?.theirs ?? null).toBeNull();
    const own = await ok<Insights>(server, foreign, INSIGHTS);
    expect(own.listingInsights.listings.map((l) => l.id)).toEqual([foreignListing]);
    expect(own.listingInsights.totals.every((c) => c.event !== 'view')).toBe(true);
    const csv = await fetch(`${server.url}/api/insights/export?format=csv&listingId=${listing}`, {
      headers: { authorization: `Bearer ${foreign.token}` },
    });
    expect(csv.status).toBe(404);
    expect(await refusedWith(server, municipal[0]!, INSIGHTS)).toBe('FORBIDDEN');
    const municipalCsv = await fetch(`${server.url}/api/insights/export?format=csv`, {
      headers: { authorization: `Bearer ${municipal[0]!.token}` },
    });
    expect(municipalCsv.status).toBe(403);
  });

  it('exports the same cells as CSV with a BOM, and shows the operator the platform totals', async () => {
    const response = await fetch(`${server.url}/api/insights/export?format=csv`, {
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('集計,区分,指標,件数');
    expect(text).toContain('地方,北海道・東北,詳細ページの閲覧,5');
    expect(text).toContain('地方,関東,詳細ページの閲覧,5未満');
    const { listingInsights: all } = await ok<Insights>(server, operator, INSIGHTS);
    expect(all.platformTotals).toContainEqual({ event: 'view', count: 6 });
    expect(await refusedWith(server, vendor, RECORD, { event: 'download', ids: [listing] })).toBe('BAD_USER_INPUT');
  });
});
