/**
 * Saved searches through the API: the criteria are the results page's query string, read with
 * the page's rules and defaults (saved-search-defaults.test.ts); the list shows the current count
 * and what is new since last viewed; the alert choice is required; names are validated; the limit
 * holds; one user's are not another's.
 */
import { APPLICABLE_STATUSES, LIMIT_MESSAGES, SAVED_SEARCH_LIMIT } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { Grant } from '../grant/grant.entity';
import { SavedSearch } from './saved-search.entity';

const SAVE = `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id name query alert count newCount } }`;
const LIST = `query { savedSearches { id name query count newCount alert } }`;

describe.each(DATABASES)('saved searches on %s', (database) => {
  let server: TestServer;
  let user: Account;
  let other: Account;

  beforeAll(async () => {
    server = await startTestServer({ database });
    user = await municipalAccount(server);
    other = await memberAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the query as given, counts what matches now and what changed since last viewed', async () => {
    // What the grants list shows without criteria: the grants that can still be applied for.
    const everything = await server.graphql<{ searchGrants: { totalCount: number; items: { id: string }[] } }>(
      'query($s: [ID!]) { searchGrants(criteria: { statuses: $s }) { totalCount items { id } } }',
      { s: APPLICABLE_STATUSES },
    );
    const saved = await server.graphql<{ saveSearch: { id: string; count: number; newCount: number } }>(
      SAVE,
      { input: { section: 'grants', name: '全件', query: '?sort=newest&page=3&unknown=1', alert: 'daily' } },
      user.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSearch).toMatchObject({
      query: `sort=newest&page=3&unknown=1&${APPLICABLE_STATUSES.map((s) => `statuses=${s}`).join('&')}`,
      alert: 'daily',
      count: everything.data!.searchGrants.totalCount,
      newCount: 0,
    });
    const id = saved.data!.saveSearch.id;

    // Two grants change after the search was saved (a later updated_at, as an edit leaves it).
    const later = new Date(Date.now() + 60_000);
    const changed = everything.data!.searchGrants.items.slice(0, 2);
    for (const row of changed) {
      await server.dataSource.getRepository(Grant).update({ id: Number(row.id) }, { updatedAt: later });
    }
    const listed = await server.graphql<{ savedSearches: { newCount: number }[] }>(LIST, {}, user.token);
    expect(listed.data!.savedSearches[0]!.newCount).toBe(2);

    const viewed = await server.graphql(
      `mutation($id: ID!) { markSavedSearchViewed(id: $id) { newCount } }`,
      { id },
      user.token,
    );
    // Viewed now, but the rows' updated_at lies a minute ahead: still new until then.
    expect(viewed.errors).toBeUndefined();
    await server.dataSource
      .getRepository(SavedSearch)
      .update({ id: Number(id) }, { lastViewedAt: new Date(later.getTime() + 1000) });
    const after = await server.graphql<{ savedSearches: { newCount: number }[] }>(LIST, {}, user.token);
    expect(after.data!.savedSearches[0]!.newCount).toBe(0);

    expect((await server.graphql<{ savedSearches: unknown[] }>(LIST, {}, other.token)).data!.savedSearches).toEqual([]);
    const foreign = await server.graphql(`mutation($id: ID!) { deleteSavedSearch(id: $id) }`, { id }, other.token);
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const alertOff = await server.graphql(
      `mutation($id: ID!) { setSavedSearchAlert(id: $id, alert: off) { alert } }`,
      { id },
      user.token,
    );
    expect(alertOff.data).toEqual({ setSavedSearchAlert: { alert: 'off' } });
    expect(
      (await server.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: Number(id) })).nextAlertAt,
    ).toBeNull();
  });

  it('counts a keyword search as the results page does', async () => {
    const page = await server.graphql<{ searchGrants: { totalCount: number } }>(
      'query($s: [ID!]) { searchGrants(criteria: { keyword: "防災", categories: ["01"], statuses: $s }) { totalCount } }',
      { s: APPLICABLE_STATUSES },
      user.token,
    );
    const saved = await server.graphql<{ saveSearch: { count: number } }>(
      SAVE,
      { input: { section: 'grants', name: '防災', query: 'keyword=%E9%98%B2%E7%81%BD&categories=01', alert: 'off' } },
      user.token,
    );
    expect(saved.data!.saveSearch.count).toBe(page.data!.searchGrants.totalCount);
  });

  it('refuses a missing alert choice, bad names and more than the limit', async () => {
    const noAlert = await server.graphql(SAVE, { input: { section: 'grants', name: 'x', query: '' } }, other.token);
    expect(noAlert.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badName = await server.graphql(
      SAVE,
      { input: { section: 'grants', name: '\u0007', query: '', alert: 'off' } },
      other.token,
    );
    expect(badName.errors?.[0]?.message).toBe('名前に改行や制御文字は使えません');
    const rows = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => ({
      userUid: other.uid,
      section: 'cases' as const,
      name: `条件${i}`,
      query: '',
      alert: 'off' as const,
      lastViewedAt: new Date(),
      alertSince: new Date(),
      nextAlertAt: null,
    }));
    await server.dataSource.getRepository(SavedSearch).insert(rows);
    const over = await server.graphql(
      SAVE,
      { input: { section: 'cases', name: '51件目', query: '', alert: 'off' } },
      other.token,
    );
    expect(over.errors?.[0]).toMatchObject({ message: LIMIT_MESSAGES.savedSearches, extensions: { code: 'CONFLICT' } });
  });
});
