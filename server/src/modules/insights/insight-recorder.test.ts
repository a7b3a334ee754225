/**
 * No request waits on a counter write: the recorder's write into listing_insights is held open
 * (its INSERT parks on a promise the test controls) while a municipal user's report and a search
 * (whose listings are counted as impressions) go through real HTTP; both must answer before the
 * write is let go, and their counts are written after it. A handler that awaited the
 * write, or a lock the write held, would leave them unanswered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { ok } from '../municipal-admin/municipal-admin.test-support';

const RECORD = 'mutation($event: String!, $ids: [ID!]!) { recordListingEvents(event: $event, listingIds: $ids) }';
const SEARCH = 'query { searchSolutions(criteria: { keyword: "システム" }) { totalCount items { id } } }';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** What a request answered, or 'still waiting' when it has waited on a write far longer than any request takes. */
async function answered<T>(request: Promise<T>): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<'still waiting'>((done) => (timer = setTimeout(() => done('still waiting'), 10_000)));
  try {
    return await Promise.race([request, waiting]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(DATABASES)('insight counts written off the request path on %s', (database) => {
  let server: TestServer;
  let municipal: Account;
  let listings: string[];

  beforeAll(async () => {
    server = await startTestServer({ database, env: { INSIGHTS_FLUSH_SECONDS: '60' } });
    // The demo vendor's weeks of seeded counts are not what this suite counts.
    await server.dataSource.query('DELETE FROM listing_insights');
    municipal = await municipalAccount(server, uniqueEmail('city.insights.lg.jp'), '札幌市');
    const rows = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' ORDER BY id LIMIT 2",
    )) as { id: number | string }[];
    listings = rows.map((row) => String(row.id));
    expect(listings).toHaveLength(2);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a report and a search while the counter write is held', async () => {
    const recorder = server.portal.services.insightRecorder;
    const shown: string[] = [];
    const gate = deferred();
    const parked = deferred();
    const query = server.dataSource.query.bind(server.dataSource);
    server.dataSource.query = (async (sql: string, parameters?: unknown[]) => {
      if (sql.startsWith('INSERT INTO listing_insights')) {
        parked.resolve();
        await gate.promise;
      }
      return query(sql, parameters);
    }) as typeof server.dataSource.query;
    try {
      expect(await answered(ok(server, municipal, RECORD, { event: 'basket', ids: [listings[0]] }))).toEqual({
        recordListingEvents: true,
      });
      let written = false;
      const flushing = recorder.flush().then(() => (written = true));
      expect(await Promise.race([parked.promise.then(() => 'held'), flushing.then(() => 'written')])).toBe('held');

      const report = await answered(ok(server, municipal, RECORD, { event: 'basket', ids: [listings[1]] }));
      expect(report).toEqual({ recordListingEvents: true });
      const search = await answered(
        ok<{ searchSolutions: { totalCount: number; items: { id: string }[] } }>(server, municipal, SEARCH),
      );
      expect(search).toMatchObject({ searchSolutions: { totalCount: expect.any(Number) } });
      if (search !== 'still waiting') shown.push(...search.searchSolutions.items.map((item) => item.id));
      expect(shown.length).toBeGreaterThan(0);
      expect(written).toBe(false);

      gate.resolve();
      await flushing;
      await recorder.flush();
    } finally {
      gate.resolve();
      server.dataSource.query = query;
    }
    const rows = (await server.dataSource.query(
      "SELECT listing_id AS id, SUM(count) AS n FROM listing_insights WHERE event = 'basket' GROUP BY listing_id ORDER BY listing_id",
    )) as { id: number | string; n: number | string }[];
    expect(rows.map((row) => [String(row.id), Number(row.n)])).toEqual(listings.map((id) => [id, 1]));
    const [impressions] = await server.dataSource.query(
      "SELECT COUNT(*) AS n FROM listing_insights WHERE event = 'impression'",
    );
    expect(Number(impressions.n)).toBe(shown.length);
  });
});
