/**
 * Grants a municipality can act on, through real GraphQL and REST on SQLite (and MariaDB with
 * TEST_MYSQL_URL): statuses computed in Japan time at each request (the clock crosses midnight
 * JST and the answer changes with no write), the 受付状況 filter, the deadline order and the list's
 * default order (受付中を優先), the money
 * filters, and the deadline as an .ics file parsed back with a calendar parser.
 */
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { SearchFixtures, inProcessSearch } from '../../test/search-fixtures';
import type { Grant } from './grant.entity';

interface Item {
  id: string;
  title: string;
  applicationStatus: string;
  daysLeft: number | null;
  amountMax: number | null;
  subsidyRate: number | null;
}
interface Result {
  totalCount: number;
  items: Item[];
}

/** In every fixture's title: the test server also holds the demo corpus. */
const MARK = '標識乙 ';
// 2026-11-24 23:59:59 JST.
const BEFORE_MIDNIGHT = new Date('2026-11-24T14:59:59Z');
const AFTER_MIDNIGHT = new Date('2026-11-24T15:00:00Z');

describe.each(DATABASES)('grant statuses on %s', (database) => {
  let server: TestServer;
  let grants: Grant[];
  let now = BEFORE_MIDNIGHT;

  async function search(criteria: Record<string, unknown>): Promise<Result> {
    const response = await server.graphql<{ r: Result }>(
      `query($c: SearchInput) { r: searchGrants(criteria: $c) {
        totalCount items { id title applicationStatus daysLeft amountMax subsidyRate } } }`,
      { c: { keyword: MARK.trim(), ...criteria } },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r;
  }
  const short = (title: string) => title.replace(MARK, '');
  const statusOf = (result: Result) =>
    Object.fromEntries(result.items.map((i) => [short(i.title), i.applicationStatus]));
  const titles = (result: Result) => result.items.map((i) => short(i.title));

  beforeAll(async () => {
    server = await startTestServer({ database });
    inProcessSearch(server).clock = () => now;
    const fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    grants = await fixtures.grants([
      { title: `${MARK}今日締切`, applicationStart: '2026-10-01', applicationEnd: '2026-11-24' },
      { title: `${MARK}五日後締切`, applicationStart: '2026-10-01', applicationEnd: '2026-11-29', ministry: 'soumu' },
      {
        title: `${MARK}来月締切`,
        applicationStart: '2026-11-01',
        applicationEnd: '2026-12-20',
        amountText: '上限 1,000万円',
        amountMax: 10_000_000,
        subsidyRateText: '2/3以内',
        subsidyRate: 0.6667,
      },
      {
        title: `${MARK}明日から公募`,
        applicationStart: '2026-11-25',
        applicationEnd: '2027-01-31',
        amountMax: 200_000_000,
      },
      { title: `${MARK}先月終了`, applicationStart: '2026-09-01', applicationEnd: '2026-10-31' },
      { title: `${MARK}昨年終了`, applicationStart: '2025-09-01', applicationEnd: '2025-10-31' },
      { title: `${MARK}随時受付`, applicationStart: '2026-04-01', applicationEnd: null },
    ]);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('computes each status and the days left in Japan time', async () => {
    now = BEFORE_MIDNIGHT;
    const result = await search({});
    expect(statusOf(result)).toEqual({
      今日締切: 'closing',
      五日後締切: 'closing',
      来月締切: 'open',
      明日から公募: 'upcoming',
      先月終了: 'closed',
      昨年終了: 'closed',
      随時受付: 'ongoing',
    });
    const byTitle = Object.fromEntries(result.items.map((i) => [short(i.title), i]));
    expect(byTitle['五日後締切']!.daysLeft).toBe(5);
    expect(byTitle['今日締切']!.daysLeft).toBe(0);
    expect(byTitle['先月終了']!.daysLeft).toBeNull();
    expect(byTitle['来月締切']).toMatchObject({ amountMax: 10_000_000, subsidyRate: 0.6667 });
  });

  it('closes a grant at midnight JST with no write, and the same search answers differently', async () => {
    now = BEFORE_MIDNIGHT;
    const criteria = { statuses: ['open', 'closing', 'upcoming', 'ongoing'] };
    expect(titles(await search(criteria))).toContain('今日締切');
    now = AFTER_MIDNIGHT;
    const after = await search(criteria);
    expect(titles(after)).not.toContain('今日締切');
    expect(statusOf(await search({}))).toMatchObject({
      今日締切: 'closed',
      明日から公募: 'open',
      五日後締切: 'closing',
    });
    now = BEFORE_MIDNIGHT;
  });

  it('filters by status and orders by deadline with closed grants last', async () => {
    now = BEFORE_MIDNIGHT;
    expect(titles(await search({ statuses: ['closed'] })).sort()).toEqual(['先月終了', '昨年終了'].sort());
    expect(titles(await search({ sort: 'deadline' }))).toEqual([
      '今日締切',
      '五日後締切',
      '来月締切',
      '明日から公募',
      '随時受付',
      '先月終了',
      '昨年終了',
    ]);
    expect(titles(await search({ sort: 'deadline', statuses: ['open', 'upcoming'] }))).toEqual([
      '来月締切',
      '明日から公募',
    ]);
  });

  it('opens the list on grants open for application, closing soonest first, then any-time, announced, closed', async () => {
    now = BEFORE_MIDNIGHT;
    // No keyword and no order asked for: the grants list as it opens (its default 受付状況 aside).
    const response = await server.graphql<{ r: Result }>(
      'query($c: SearchInput) { r: searchGrants(criteria: $c) { totalCount items { id title } } }',
      { c: { ids: grants.map((grant) => String(grant.id)) } },
    );
    expect(titles(response.data!.r)).toEqual([
      '今日締切',
      '五日後締切',
      '来月締切',
      '随時受付',
      '明日から公募',
      '先月終了',
      '昨年終了',
    ]);
    // The same order by name with a keyword; newest first still on request.
    const applicable = await search({ sort: 'applicable', statuses: ['upcoming', 'open', 'closing', 'ongoing'] });
    expect(titles(applicable)).toEqual(['今日締切', '五日後締切', '来月締切', '随時受付', '明日から公募']);
    const newest = await search({ sort: 'newest' });
    expect(newest.totalCount).toBe(7);
  });

  it('filters by ministry, maximum amount range and deadline range (the month view)', async () => {
    const december = await search({ deadlineFrom: '2026-11-25', deadlineTo: '2026-12-31', sort: 'deadline' });
    expect(titles(december)).toEqual(['五日後締切', '来月締切']);
    expect(titles(await search({ ministries: ['soumu'] }))).toEqual(['五日後締切']);
    expect(titles(await search({ amounts: ['10m-50m'] }))).toEqual(['来月締切']);
    expect(titles(await search({ amounts: ['over-100m', '10m-50m'] })).sort()).toEqual(
      ['明日から公募', '来月締切'].sort(),
    );
  });

  it('refuses an unknown status in Japanese', async () => {
    const response = await server.graphql(`query { searchGrants(criteria: { statuses: ["soon"] }) { totalCount } }`);
    expect((response.errors as { message: string }[])[0]!.message).toContain('受付状況の指定が正しくありません');
  });

  it('takes status= and sort=deadline over REST and adds the new fields to the legacy items', async () => {
    const response = await fetch(
      `${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent(MARK.trim())}&status=closing,open&sort=deadline`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { contents: { contents: Record<string, unknown>[] } };
    const items = body.contents.contents;
    expect(items.map((i) => short(String(i.title)))).toEqual(['今日締切', '五日後締切', '来月締切']);
    expect(items[1]).toMatchObject({ applicationStatus: 'closing', daysLeft: 5, applicationEnd: '2026-11-29' });
    expect(items[0]).toHaveProperty('category');
    const bad = await fetch(`${server.url}/api/service/grants/search?status=later`);
    expect(bad.status).toBe(400);
  });

  it('serves the deadline as an .ics all-day event with a 7-day reminder and the portal URL', async () => {
    const grant = grants.find((g) => g.title === `${MARK}五日後締切`)!;
    const response = await fetch(`${server.url}/api/grants/${grant.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.datetype).toBe('date');
    const start = event.start as Date;
    expect([start.getFullYear(), start.getMonth() + 1, start.getDate()]).toEqual([2026, 11, 29]);
    expect(String(event.summary)).toContain('五日後締切');
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`URL;VALUE=URI:${server.env.publicUrl}/grants/shows/${grant.id}`);
    expect(unfolded).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-P7D/);
    const ongoing = grants.find((g) => g.title === `${MARK}随時受付`)!;
    const none = await fetch(`${server.url}/api/grants/${ongoing.id}/calendar.ics`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toContain('通年・随時');
  });
});
