/**
 * A saved grants search is the search the page made: the grants list opens on the grants that can
 * still be applied for (its default 受付状況), so a search saved from it stores that filter and
 * counts and alerts with it, never with closed grants; a search saved before the filter was
 * written into saved queries is read with the page's default too. Through the API on the demo
 * corpus (SQLite, and MariaDB with TEST_MYSQL_URL).
 */
import { APPLICABLE_STATUSES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '../../mail/mail-outbox.entity';
import { DATABASES } from '../../test/databases';
import { type Account, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import { Grant } from '../grant/grant.entity';
import { SavedSearch } from './saved-search.entity';

const SAVE = `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id query count } }`;
const LIST = `query { savedSearches { id count } }`;
const KEYWORD = 'DX';

describe.each(DATABASES)('saved grants searches with the page defaults on %s', (database) => {
  let server: TestServer;
  let user: Account;

  const grants = async (criteria: Record<string, unknown>) => {
    const response = await server.graphql<{ r: { totalCount: number; items: { id: string; title: string }[] } }>(
      'query($c: SearchInput) { r: searchGrants(criteria: $c) { totalCount items { id title } } }',
      { c: { keyword: KEYWORD, sort: 'newest', ...criteria } },
      user.token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r;
  };

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ALERT_RUN_SECONDS: '0' } });
    user = await municipalAccount(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('stores the default 受付状況 and counts as the page does, not with closed grants', async () => {
    const page = await grants({ statuses: APPLICABLE_STATUSES });
    const everyStatus = await grants({});
    expect(everyStatus.totalCount).toBeGreaterThan(page.totalCount);

    const saved = await server.graphql<{ saveSearch: { id: string; query: string; count: number } }>(
      SAVE,
      { input: { section: 'grants', name: 'DX', query: `?keyword=${KEYWORD}`, alert: 'off' } },
      user.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSearch.count).toBe(page.totalCount);
    const stored = new URLSearchParams(saved.data!.saveSearch.query);
    expect(stored.get('keyword')).toBe(KEYWORD);
    expect(stored.getAll('statuses')).toEqual([...APPLICABLE_STATUSES]);

    // One the user chose to see closed grants in keeps that choice.
    const withClosed = await server.graphql<{ saveSearch: { count: number } }>(
      SAVE,
      {
        input: {
          section: 'grants',
          name: 'DX（受付終了も）',
          query: `keyword=${KEYWORD}&statuses=upcoming,open,closing,ongoing,closed`,
          alert: 'off',
        },
      },
      user.token,
    );
    expect(withClosed.data!.saveSearch.count).toBe(everyStatus.totalCount);

    // Saved before the filter was written in: read with the page's default all the same.
    const old = await server.dataSource.getRepository(SavedSearch).save({
      userUid: user.uid,
      section: 'grants',
      name: '以前の保存',
      query: `keyword=${KEYWORD}`,
      alert: 'off',
      lastViewedAt: new Date(),
      alertSince: new Date(),
      nextAlertAt: null,
    });
    const listed = await server.graphql<{ savedSearches: { id: string; count: number }[] }>(LIST, {}, user.token);
    expect(listed.data!.savedSearches.find((s) => s.id === String(old.id))!.count).toBe(page.totalCount);
    expect(listed.data!.savedSearches.find((s) => s.id === saved.data!.saveSearch.id)!.count).toBe(page.totalCount);
  });

  it('alerts on the grants the page shows, not on closed ones', async () => {
    await server.graphql(
      SAVE,
      { input: { section: 'grants', name: 'DXの新着', query: `keyword=${KEYWORD}`, alert: 'daily' } },
      user.token,
    );
    const [closed] = (await grants({ statuses: ['closed'] })).items;
    const [open] = (await grants({ statuses: ['open', 'closing'] })).items;
    const later = new Date(Date.now() + 60_000);
    for (const grant of [closed!, open!]) {
      await server.dataSource.getRepository(Grant).update({ id: Number(grant.id) }, { updatedAt: later });
    }
    await inProcessSearch(server).catchUp();

    await server.portal.services.alerts.run({ force: true, now: new Date(later.getTime() + 1000) });
    const [mail] = await server.dataSource
      .getRepository(MailOutbox)
      .find({ where: { toAddress: user.email, kind: 'alert.digest' }, order: { id: 'ASC' } });
    expect(mail!.body).toContain('■ 保存した検索条件「DXの新着」（補助金・交付金）: 新着・更新 1件');
    expect(mail!.body).toContain(`/grants/shows/${open!.id}`);
    expect(mail!.body).not.toContain(`/grants/shows/${closed!.id}`);
  });
});
