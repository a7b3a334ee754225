/**
 * Alert stop links with earned roles: a mail's link stops each of its searches once, so after the
 * owner switches an alert back on the same link (or a forwarded copy) leaves it on; the token is
 * opaque; another user's, a forged, an expired, a retired (signed JSON naming the user, as links
 * were once mailed) link stops nothing and says why in Japanese, on the page's GraphQL call and
 * on the one-click REST address alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { SavedSearch } from '../saved-search/saved-search.entity';
import { STOP_LINK_MESSAGES } from './alert-stop-links';
import { issueStopLink } from './alert.test-support';

const SAVE = `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`;
const STOP = `mutation($token: String!, $search: ID) { stopAlert(token: $token, search: $search) { stopped message } }`;
const SET = `mutation($id: ID!, $alert: AlertFrequency!) { setSavedSearchAlert(id: $id, alert: $alert) { id } }`;

describe.each(DATABASES)('alert stop links on %s', (database) => {
  let server: TestServer;
  let hanako: Account;
  let taro: Account;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ALERT_RUN_SECONDS: '0' } });
    hanako = await municipalAccount(server);
    taro = await memberAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function save(name: string): Promise<number> {
    const saved = await server.graphql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { section: 'grants', name, query: 'keyword=防災', alert: 'daily' } },
      hanako.token,
    );
    return Number(saved.data!.saveSearch.id);
  }
  const alertOf = async (id: number) =>
    (await server.dataSource.getRepository(SavedSearch).findOneByOrFail({ id })).alert;
  const stop = (token: string, search: number | null = null, as?: Account) =>
    server.graphql<{ stopAlert: { stopped: string[]; message: string } }>(
      STOP,
      { token, search: search === null ? null : String(search) },
      as?.token,
    );
  const oneClick = (token: string) =>
    fetch(`${server.url}/api/alerts/stop?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('stops each search of its mail once: an alert switched back on stays on', async () => {
    const first = await save('防災（1）');
    const second = await save('防災（2）');
    const token = await issueStopLink(server.dataSource, hanako.uid, [first, second]);

    const page = await stop(token, first);
    expect(page.data?.stopAlert).toEqual({
      stopped: ['「防災（1）」（補助金・交付金）'],
      message: '「防災（1）」（補助金・交付金）の新着メールを止めました。',
    });
    expect(await alertOf(first)).toBe('off');
    expect(await alertOf(second)).toBe('daily');

    // The owner wants the mails after all; the old link, reopened or forwarded, changes nothing.
    expect((await server.graphql(SET, { id: String(first), alert: 'weekly' }, hanako.token)).errors).toBeUndefined();
    const again = await stop(token, first);
    expect(again.data?.stopAlert.stopped).toEqual([]);
    expect(again.data?.stopAlert.message).toMatch(/^このリンクは.+に使われ、そのとき新着メールを止めました。/);
    expect(await alertOf(first)).toBe('weekly');

    // The mail program's one-click stops what the mail's links have not stopped yet, then nothing.
    const header = await oneClick(token);
    expect(header.status).toBe(200);
    expect(((await header.json()) as { data: { stopped: string[] } }).data.stopped).toEqual([
      '「防災（2）」（補助金・交付金）',
    ]);
    expect([await alertOf(first), await alertOf(second)]).toEqual(['weekly', 'off']);
    await server.graphql(SET, { id: String(second), alert: 'asap' }, hanako.token);
    expect(((await (await oneClick(token)).json()) as { data: { stopped: string[] } }).data.stopped).toEqual([]);
    expect(await alertOf(second)).toBe('asap');
  });

  it('stops nothing, and says why, for a link that is not a live one of this mail and user', async () => {
    const id = await save('防災（3）');
    const token = await issueStopLink(server.dataSource, hanako.uid, [id]);
    const expired = await issueStopLink(server.dataSource, hanako.uid, [id], new Date(Date.now() - 61 * 86_400_000));
    // As links were once mailed: signed JSON that names the user.
    const retired = `${Buffer.from(JSON.stringify({ uid: hanako.uid, s: [id], exp: 2e9 })).toString('base64url')}.c2lnbmF0dXJl`;
    const cases: [string, number | null, Account | undefined, string][] = [
      [token, null, taro, STOP_LINK_MESSAGES.foreign],
      [`${token.slice(0, -2)}xx`, null, undefined, STOP_LINK_MESSAGES.invalid],
      [token, id + 1000, undefined, STOP_LINK_MESSAGES.invalid],
      [expired, null, undefined, STOP_LINK_MESSAGES.expired],
      [retired, null, undefined, STOP_LINK_MESSAGES.retired],
    ];
    for (const [given, search, as, message] of cases) {
      expect((await stop(given, search, as)).errors?.[0]?.message).toBe(message);
    }
    const odd = await server.graphql(STOP, { token, search: 'x' });
    expect(odd.errors?.[0]?.message).toBe(STOP_LINK_MESSAGES.invalid);
    expect(await alertOf(id)).toBe('daily');

    // The one-click address answers an old mail's link in the REST envelope, in Japanese.
    const answer = await oneClick(retired);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      success: false,
      data: null,
      error: expect.objectContaining({ code: 'BAD_USER_INPUT', message: STOP_LINK_MESSAGES.retired }),
    });
  });
});
