/**
 * Several app processes, one database: a write through one process's search read model reaches
 * the others through the change log, on SQLite and (with TEST_MYSQL_URL) MariaDB. Process A is a
 * running test server, process B a second read model loaded from the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import { loadSearch, type InProcessSearch } from '../sections';

describe.each(DATABASES)('search change log on %s', (database) => {
  let server: TestServer;
  let a: InProcessSearch;
  let b: InProcessSearch;
  let grantId: number;

  const titles = (service: InProcessSearch, keyword: string) =>
    service.search('grants', { keyword }).items.map((item) => item.title);
  const setTitle = (id: number, title: string) =>
    server.dataSource.query('UPDATE grants SET title = ? WHERE id = ?', [title, id]);

  beforeAll(async () => {
    // A long interval: this suite drives process A's following itself.
    server = await startTestServer({ database, env: { SEARCH_SYNC_SECONDS: '300' } });
    a = inProcessSearch(server);
    b = await loadSearch(server.dataSource);
    const [row] = (await server.dataSource.query(
      "SELECT id FROM grants WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as [{ id: number | string }];
    grantId = Number(row.id);
  });
  afterAll(async () => {
    b?.stop();
    await server?.stop();
  });

  it('a change refreshed in one process shows in another after it catches up', async () => {
    await setTitle(grantId, '変更ログ検証 ゆずりは補助金');
    await a.refresh('grants', [grantId]);
    expect(titles(a, 'ゆずりは')).toEqual(['変更ログ検証 ゆずりは補助金']);
    expect(titles(b, 'ゆずりは')).toEqual([]);

    expect(await b.catchUp()).toBeGreaterThan(0);
    expect(titles(b, 'ゆずりは')).toEqual(['変更ログ検証 ゆずりは補助金']);
    expect(await b.catchUp()).toBe(0);
  });

  it('an unpublished record leaves the other process too', async () => {
    const before = b.count('grants');
    await server.dataSource.query("UPDATE grants SET status = 'draft' WHERE id = ?", [grantId]);
    await a.refresh('grants', [grantId]);
    await b.catchUp();
    expect(b.count('grants')).toBe(before - 1);
    expect(titles(b, 'ゆずりは')).toEqual([]);
    await server.dataSource.query("UPDATE grants SET status = 'published' WHERE id = ?", [grantId]);
    await a.refresh('grants', [grantId]);
    await b.catchUp();
    expect(b.count('grants')).toBe(before);
  });

  it('re-reads a change whose id became visible after a newer one (concurrent writers)', async () => {
    await b.catchUp();
    const [row] = (await server.dataSource.query('SELECT MAX(id) AS id FROM search_changes')) as [{ id: unknown }];
    const newest = Number(row.id);
    // A writer that took id newest+1 commits after another writer's newest+2 was already seen.
    await server.dataSource.query('INSERT INTO search_changes (id, section, record_id) VALUES (?, ?, ?)', [
      newest + 2,
      'grants',
      grantId,
    ]);
    await b.catchUp();
    await setTitle(grantId, '遅れて見えた変更 かざぐるま補助金');
    await server.dataSource.query('INSERT INTO search_changes (id, section, record_id) VALUES (?, ?, ?)', [
      newest + 1,
      'grants',
      grantId,
    ]);
    expect(titles(b, 'かざぐるま')).toEqual([]);
    // The next change of another record makes B look back over the recent window as well.
    const [other] = (await server.dataSource.query(
      "SELECT id FROM grants WHERE status = 'published' AND id <> ? ORDER BY id LIMIT 1",
      [grantId],
    )) as [{ id: number | string }];
    await a.refresh('grants', [Number(other.id)]);
    await b.catchUp();
    expect(titles(b, 'かざぐるま')).toEqual(['遅れて見えた変更 かざぐるま補助金']);
  });

  it('follows the log on its own', async () => {
    b.follow(50, (error) => {
      throw error;
    });
    await setTitle(grantId, '自動反映 ひだまり補助金');
    await a.refresh('grants', [grantId]);
    await expect.poll(() => titles(b, 'ひだまり'), { timeout: 5000 }).toEqual(['自動反映 ひだまり補助金']);
  });
});
