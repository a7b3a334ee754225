/**
 * What a kept record shows through GraphQL, for bookmarks and shared shortlists alike: a
 * published case comes back with its summary (not as ended), and a grant carries its 受付状況
 * and days left computed on the request's date in Japan time, exactly as the grant list does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, bindDomain, municipalAccount, operatorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch, SearchFixtures } from '../../test/search-fixtures';
import { uniqueEmail } from '../../test/users';

const RECORD = `section recordId available case { id title } grant { id title applicationStatus daysLeft }`;
const BOOKMARKS = `query { bookmarks { ${RECORD} } }`;
const SHORTLISTS = `query { shortlists { entries { ${RECORD} } } }`;
const ADD_BOOKMARK = `mutation($input: BookmarkInput!) { addBookmark(input: $input) { recordId } }`;
const CREATE_LIST = `mutation($name: String!) { createShortlist(name: $name) { id } }`;
const ADD_ENTRY = `mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id } }`;
const GRANT_LIST = `query($c: SearchInput) { searchGrants(criteria: $c) { items { id applicationStatus daysLeft } } }`;

interface Kept {
  section: string;
  recordId: string;
  available: boolean;
  case: { id: string; title: string } | null;
  grant: { id: string; title: string; applicationStatus: string; daysLeft: number | null } | null;
}

// 2026-12-02 07:00 JST: still 12-01 in UTC, so a status computed on the UTC date would differ.
const NOW = new Date('2026-12-01T22:00:00Z');

describe.each(DATABASES)('kept records on %s', (database) => {
  let server: TestServer;
  let staff: Account;
  let caseId: string;
  let caseTitle: string;
  let grantId: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    inProcessSearch(server).clock = () => NOW;
    const operator = await operatorAccount(server);
    await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
    staff = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    const [published] = (await server.dataSource.query(
      "SELECT id, title FROM cases WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as { id: number; title: string }[];
    caseId = String(published!.id);
    caseTitle = published!.title;
    const fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    // Closes on 12-03 (JST): 1 day left on 12-02, 2 if the UTC date were taken.
    const [grant] = await fixtures.grants([
      { title: '保管記録検証 補助金', applicationStart: '2026-10-01', applicationEnd: '2026-12-03' },
    ]);
    grantId = String(grant!.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  type State = { applicationStatus: string; daysLeft: number | null };
  async function listedGrantState(): Promise<State> {
    const answer = await server.graphql<{ searchGrants: { items: ({ id: string } & State)[] } }>(GRANT_LIST, {
      c: { keyword: '保管記録検証' },
    });
    const { applicationStatus, daysLeft } = answer.data!.searchGrants.items.find((i) => i.id === grantId)!;
    return { applicationStatus, daysLeft };
  }

  function expectKept(records: Kept[]): void {
    const kept = Object.fromEntries(records.map((r) => [r.section, r]));
    expect(kept.cases).toMatchObject({ available: true, case: { id: caseId, title: caseTitle } });
    expect(kept.grants).toMatchObject({
      available: true,
      grant: { id: grantId, applicationStatus: 'closing', daysLeft: 1 },
    });
  }

  it('shows a bookmarked case and a bookmarked grant with its status as the grant list does', async () => {
    for (const [section, recordId] of [
      ['cases', caseId],
      ['grants', grantId],
    ]) {
      const added = await server.graphql(ADD_BOOKMARK, { input: { section, recordId } }, staff.token);
      expect(added.errors).toBeUndefined();
    }
    const answer = await server.graphql<{ bookmarks: Kept[] }>(BOOKMARKS, {}, staff.token);
    expect(answer.errors).toBeUndefined();
    expectKept(answer.data!.bookmarks);
    const grant = answer.data!.bookmarks.find((b) => b.section === 'grants')!.grant!;
    expect({ applicationStatus: grant.applicationStatus, daysLeft: grant.daysLeft }).toEqual(await listedGrantState());
  });

  it('shows a shortlisted case and a shortlisted grant with its status as the grant list does', async () => {
    const created = await server.graphql<{ createShortlist: { id: string } }>(
      CREATE_LIST,
      { name: '事例と補助金' },
      staff.token,
    );
    const shortlistId = created.data!.createShortlist.id;
    for (const [section, recordId] of [
      ['cases', caseId],
      ['grants', grantId],
    ]) {
      const added = await server.graphql(ADD_ENTRY, { input: { shortlistId, section, recordId } }, staff.token);
      expect(added.errors).toBeUndefined();
    }
    const answer = await server.graphql<{ shortlists: { entries: Kept[] }[] }>(SHORTLISTS, {}, staff.token);
    expect(answer.errors).toBeUndefined();
    expectKept(answer.data!.shortlists[0]!.entries);
    const grant = answer.data!.shortlists[0]!.entries.find((e) => e.section === 'grants')!.grant!;
    expect({ applicationStatus: grant.applicationStatus, daysLeft: grant.daysLeft }).toEqual(await listedGrantState());
  });
});
