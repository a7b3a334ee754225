/**
 * The per-user and per-municipality limits hold when requests arrive together: a burst of adds
 * against a limit a few rows away ends exactly at the limit, the rest refused with the limit's
 * message, on SQLite and on MySQL/MariaDB (where each request's transaction runs on its own
 * connection, so a count taken before another's insert commits would let both in).
 */
import {
  BOOKMARK_LIMIT,
  LIMIT_MESSAGES,
  SAVED_SEARCH_LIMIT,
  SHORTLIST_ENTRY_LIMIT,
  SHORTLIST_LIMIT,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bookmark } from '../modules/bookmark/bookmark.entity';
import { SavedSearch } from '../modules/saved-search/saved-search.entity';
import { Shortlist, ShortlistEntry } from '../modules/shortlist/shortlist.entity';
import { DATABASES } from '../test/databases';
import { type Account, bindDomain, memberAccount, municipalAccount, operatorAccount } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';

/** Requests sent at once; the limit is ROOM rows away. */
const BURST = 10;
const ROOM = 3;

describe.each(DATABASES)('limits under concurrent requests on %s', (database) => {
  let server: TestServer;
  let records: { section: string; recordId: string }[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    const rows = (await server.dataSource.query(
      "SELECT id FROM grants WHERE status = 'published' ORDER BY id LIMIT 20",
    )) as { id: number }[];
    records = rows.map((row) => ({ section: 'grants', recordId: String(row.id) }));
    expect(records.length).toBeGreaterThanOrEqual(BURST);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Sends the burst; answers how many went through and checks every refusal's message. */
  async function burst(send: (i: number) => Promise<{ errors?: { message: string }[] }>, message: string) {
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
    for (const answer of answers.filter((a) => a.errors)) expect(answer.errors![0]!.message).toBe(message);
    return answers.filter((a) => !a.errors).length;
  }

  /** Fake rows count towards a limit as real ones do (the count is of rows, not of published records). */
  const filler = (count: number) => Array.from({ length: count }, (_, i) => 1_000_000 + i);

  it(`keeps bookmarks at ${BOOKMARK_LIMIT} per user`, async () => {
    const user = await memberAccount(server);
    await server.dataSource
      .getRepository(Bookmark)
      .insert(
        filler(BOOKMARK_LIMIT - ROOM).map((recordId) => ({ userUid: user.uid, section: 'cases', recordId, note: '' })),
      );
    const added = await burst(
      (i) =>
        server.graphql(
          `mutation($input: BookmarkInput!) { addBookmark(input: $input) { recordId } }`,
          { input: records[i] },
          user.token,
        ),
      LIMIT_MESSAGES.bookmarks,
    );
    expect(await server.dataSource.getRepository(Bookmark).countBy({ userUid: user.uid })).toBe(BOOKMARK_LIMIT);
    expect(added).toBe(ROOM);
  });

  it(`keeps saved searches at ${SAVED_SEARCH_LIMIT} per user`, async () => {
    const user = await memberAccount(server);
    const now = new Date();
    await server.dataSource.getRepository(SavedSearch).insert(
      filler(SAVED_SEARCH_LIMIT - ROOM).map((n) => ({
        userUid: user.uid,
        section: 'grants' as const,
        name: `条件${n}`,
        query: '',
        alert: 'off' as const,
        lastViewedAt: now,
        alertSince: now,
        nextAlertAt: null,
      })),
    );
    const saved = await burst(
      (i) =>
        server.graphql(
          `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`,
          { input: { section: 'grants', name: `同時${i}`, query: 'keyword=防災', alert: 'off' } },
          user.token,
        ),
      LIMIT_MESSAGES.savedSearches,
    );
    expect(await server.dataSource.getRepository(SavedSearch).countBy({ userUid: user.uid })).toBe(SAVED_SEARCH_LIMIT);
    expect(saved).toBe(ROOM);
  });

  describe('of a municipality', () => {
    let staff: Account;
    let municipalityCode: string;

    beforeAll(async () => {
      const operator = await operatorAccount(server);
      await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
      staff = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
      const [row] = (await server.dataSource.query('SELECT code FROM municipalities WHERE name = ?', ['札幌市'])) as {
        code: string;
      }[];
      municipalityCode = row!.code;
    });

    it(`keeps shared lists at ${SHORTLIST_LIMIT} per municipality`, async () => {
      await server.dataSource.getRepository(Shortlist).insert(
        filler(SHORTLIST_LIMIT - ROOM).map((n) => ({
          municipalityCode,
          name: `既存${n}`,
          createdByUid: staff.uid,
        })),
      );
      const created = await burst(
        (i) =>
          server.graphql(
            `mutation($name: String!) { createShortlist(name: $name) { id } }`,
            { name: `同時${i}` },
            staff.token,
          ),
        LIMIT_MESSAGES.shortlists,
      );
      expect(await server.dataSource.getRepository(Shortlist).countBy({ municipalityCode })).toBe(SHORTLIST_LIMIT);
      expect(created).toBe(ROOM);
    });

    it(`keeps a list's entries at ${SHORTLIST_ENTRY_LIMIT}`, async () => {
      // The lists' limit was reached above: this list is made beside it.
      const list = await server.dataSource
        .getRepository(Shortlist)
        .save({ municipalityCode, name: '検討中', createdByUid: staff.uid });
      await server.dataSource.getRepository(ShortlistEntry).insert(
        filler(SHORTLIST_ENTRY_LIMIT - ROOM).map((recordId) => ({
          shortlistId: list.id,
          section: 'cases' as const,
          recordId,
          status: 'considering' as const,
          note: '',
          addedByUid: staff.uid,
          updatedByUid: staff.uid,
        })),
      );
      const added = await burst(
        (i) =>
          server.graphql(
            `mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id } }`,
            { input: { shortlistId: String(list.id), ...records[i] } },
            staff.token,
          ),
        LIMIT_MESSAGES.shortlistEntries,
      );
      expect(await server.dataSource.getRepository(ShortlistEntry).countBy({ shortlistId: list.id })).toBe(
        SHORTLIST_ENTRY_LIMIT,
      );
      expect(added).toBe(ROOM);
    });
  });
});
