/**
 * Alerts end to end on the server: one mail per user per run with the new records' decision data
 * and a stop link per search, RFC 8058 headers, grant reminders, no second mail for the same news,
 * two processes running at once storing each mail once. Stop links (alert-stop.test.ts) are
 * checked here as the mail carries them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/data-source';
import { MailOutbox } from '../../mail/mail-outbox.entity';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import { ENTITIES } from '../entities';
import { Grant } from '../grant/grant.entity';
import { SavedSearch } from '../saved-search/saved-search.entity';
import { SavedSearchService } from '../saved-search/saved-search.service';
import { loadSearch } from '../sections';
import { AlertService } from './alert.service';
import { tokyoDay } from './dates';

const SAVE = `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`;

describe.each(DATABASES)('alerts on %s', (database) => {
  let server: TestServer;
  let hanako: Account;
  let taro: Account;
  let changed: Grant[];

  const mailsTo = (email: string) =>
    server.dataSource
      .getRepository(MailOutbox)
      .find({ where: { toAddress: email, kind: 'alert.digest' }, order: { id: 'ASC' } });
  const tokenIn = (text: string) => /alerts\/stop\?token=([\w.-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ALERT_RUN_SECONDS: '0' } });
    hanako = await municipalAccount(server);
    taro = await memberAccount(server);
    changed = await server.dataSource
      .getRepository(Grant)
      .find({ where: { status: 'published' }, order: { id: 'ASC' }, take: 2 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('mails each user once per run with their own news, reminders and stop links', async () => {
    const saved = await server.graphql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { section: 'grants', name: 'すべての補助金', query: 'sort=newest', alert: 'daily' } },
      hanako.token,
    );
    await server.graphql(SAVE, { input: { section: 'grants', name: '通知なし', query: '', alert: 'off' } }, taro.token);
    await server.graphql(SAVE, { input: { section: 'cases', name: '事例', query: '', alert: 'weekly' } }, taro.token);
    // A bookmarked grant whose deadline is a week away.
    const soon = tokyoDay(new Date(Date.now() + 7 * 86_400_000));
    const reminded = changed[1]!;
    await server.graphql(
      'mutation($input: BookmarkInput!) { addBookmark(input: $input) { id } }',
      { input: { section: 'grants', recordId: String(reminded.id) } },
      hanako.token,
    );
    const later = new Date(Date.now() + 60_000);
    await server.dataSource.getRepository(Grant).update({ id: changed[0]!.id }, { updatedAt: later });
    await server.dataSource
      .getRepository(Grant)
      .update({ id: reminded.id }, { updatedAt: later, applicationEnd: soon });
    await inProcessSearch(server).catchUp();

    const alerts = server.portal.services.alerts;
    const result = await alerts.run({ force: true, now: new Date(later.getTime() + 1000) });
    expect(result.mails).toBe(1);
    const [mail] = await mailsTo(hanako.email);
    expect(mail!.subject).toBe('【自治体ソリューションポータル】お知らせ（新着2件・締切が近い補助金）');
    expect(mail!.body).toContain('■ 保存した検索条件「すべての補助金」（補助金・交付金）: 新着・更新 2件');
    expect(mail!.body).toContain(`・${changed[0]!.title}`);
    expect(mail!.body).toContain(`/grants/shows/${changed[0]!.id}`);
    expect(mail!.body).toMatch(/公募期間: .+\n {2}上限額: .+\n {2}補助率: /);
    expect(mail!.body).toContain('■ お気に入りの補助金の締切が近づいています');
    expect(mail!.body).toContain('締切まであと7日です');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/.+\/api\/alerts\/stop\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailsTo(taro.email)).toEqual([]);

    // The same news is not mailed twice; the reminder went once.
    expect((await alerts.run({ force: true, now: new Date(later.getTime() + 2000) })).mails).toBe(0);

    // The mail's links carry one opaque token that names nobody: the page link says which search.
    const token = tokenIn(mail!.body);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(hanako.uid);
    expect(mail!.body).toContain(`alerts/stop?token=${token}&search=${saved.data!.saveSearch.id}`);

    // RFC 8058: the mail program POSTs to the header's address, form-encoded, without signing in.
    const oneClick = new URL(/<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    expect(oneClick.pathname).toBe('/api/alerts/stop');
    expect(oneClick.searchParams.get('token')).toBe(token);
    const response = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { message: string } }).data.message).toBe(
      '「すべての補助金」（補助金・交付金）の新着メールを止めました。',
    );
    const stopped = await server.dataSource
      .getRepository(SavedSearch)
      .findOneByOrFail({ id: Number(saved.data!.saveSearch.id) });
    expect(stopped).toMatchObject({ alert: 'off', nextAlertAt: null });
  });

  // Two connections in one test process: better-sqlite3 blocks the thread while it waits for a
  // lock, so the two "processes" would wait on each other; processes on SQLite share one host and
  // the claim is the same SQL. Run with TEST_MYSQL_URL (MariaDB), as production scales out.
  it.skipIf(database === 'sqlite')('stores each mail once when two processes run at the same moment', async () => {
    const user = await municipalAccount(server);
    await server.graphql(
      SAVE,
      { input: { section: 'grants', name: '同時実行', query: '', alert: 'asap' } },
      user.token,
    );
    const later = new Date(Date.now() + 120_000);
    await server.dataSource.getRepository(Grant).update({ id: changed[0]!.id }, { updatedAt: later });
    // A second process: its own connection and read model, the same database.
    const other = await openDatabase({ url: server.env.DATABASE_URL, sqlitePath: server.env.sqlitePath }, ENTITIES);
    try {
      const search = await loadSearch(other);
      const second = new AlertService(
        other,
        search,
        new SavedSearchService(other, search),
        { publicUrl: server.env.publicUrl },
        () => undefined,
      );
      const now = new Date(later.getTime() + 1000);
      const results = await Promise.all([
        server.portal.services.alerts.run({ force: true, now }),
        second.run({ force: true, now }),
      ]);
      search.stop();
      expect(results.map((r) => r.mails).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
      expect(await mailsTo(user.email)).toHaveLength(1);
    } finally {
      await other.destroy();
    }
  });
});
