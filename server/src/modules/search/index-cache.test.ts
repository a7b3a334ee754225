/**
 * The search index cache: a second start reads what the first built, gives the same answers,
 * and builds again whenever the rows, the change log, the database or the file says it must.
 * On SQLite and (with TEST_MYSQL_URL) MariaDB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { type IndexCache, readIndexCache, release, writeIndexCache } from './index-cache';
import type { IndexSnapshot } from './section-index';
import { loadSearch, type InProcessSearch } from '../sections';

describe.each(DATABASES)('search index cache on %s', (database) => {
  let server: TestServer;
  let cache: IndexCache;
  const load = (over: Partial<IndexCache> = {}) =>
    loadSearch(server.dataSource, { cache: { ...cache, ...over }, cacheMinimum: 0 });
  const answers = (service: InProcessSearch) => ({
    keyword: service.search('grants', { keyword: '防災 支援' }),
    filtered: service.search('cases', { categories: ['01'], affiliations: ['136_subnames'], page: 2 }),
    solutions: service.search('solutions', { keyword: 'クラウド' }),
    all: service.all('grants').map((grant) => grant.id),
  });

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SEARCH_SYNC_SECONDS: '300' } });
    cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-index-cache-')), database: 'test-db' };
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(cache.dir, { recursive: true, force: true });
  });

  it('builds and writes each section once, then reads the same index back', async () => {
    const first = await load();
    expect(first.origins).toEqual({ solutions: 'database', grants: 'database', cases: 'database' });
    expect(fs.readdirSync(cache.dir).sort()).toEqual(['cases.idx', 'grants.idx', 'solutions.idx']);
    const second = await load();
    expect(second.origins).toEqual({ solutions: 'cache', grants: 'cache', cases: 'cache' });
    expect(answers(second)).toEqual(answers(first));
    expect(second.count('grants')).toBe(first.count('grants'));
  });

  it('builds again after a write through the app (the change log moved)', async () => {
    const service = await load();
    const [row] = (await server.dataSource.query(
      "SELECT id FROM grants WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as [{ id: number | string }];
    await server.dataSource.query('UPDATE grants SET title = ? WHERE id = ?', [
      'キャッシュ更新 みなもと補助金',
      row.id,
    ]);
    await service.refresh('grants', [Number(row.id)]);
    const after = await load();
    expect(after.origins.grants).toBe('database');
    expect(after.search('grants', { keyword: 'みなもと' }).totalCount).toBe(1);
    expect((await load()).origins.grants).toBe('cache');
  });

  it('builds again after a plain SQL edit that touches updated_at or adds a category', async () => {
    await server.dataSource.query("UPDATE cases SET updated_at = '2031-01-01 00:00:00' WHERE id = 1");
    expect((await load()).origins.cases).toBe('database');
    const [row] = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' AND id NOT IN (SELECT solution_id FROM solution_categories WHERE category_id = '12') ORDER BY id LIMIT 1",
    )) as [{ id: number | string }];
    await server.dataSource.query("INSERT INTO solution_categories (solution_id, category_id) VALUES (?, '12')", [
      row.id,
    ]);
    expect((await load()).origins.solutions).toBe('database');
  });

  it('never reads another database’s cache, and survives a damaged file', async () => {
    await load();
    expect((await load({ database: 'another-db' })).origins).toEqual({
      solutions: 'database',
      grants: 'database',
      cases: 'database',
    });
    const file = path.join(cache.dir, 'grants.idx');
    const data = fs.readFileSync(file);
    fs.writeFileSync(file, data.subarray(0, Math.floor(data.length / 2)));
    const rebuilt = await load({ database: 'another-db' });
    expect(rebuilt.origins.grants).toBe('database');
    expect(rebuilt.count('grants')).toBeGreaterThan(0);
  });
});

describe('search index cache file', () => {
  it('gives each array of a restored index its own memory, so the file read is freed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-index-file-'));
    try {
      const cache = { dir, database: 'test-db' };
      const arrays = [new Int32Array([1, -2, 3]), new Float64Array([0.5, 2]), new Uint16Array(5000).fill(7)];
      const snapshot = { arrays, text: 'テキスト'.repeat(1000) } as unknown as IndexSnapshot;
      await writeIndexCache(cache, 'grants', 'key', snapshot);
      const back = (await readIndexCache(cache, 'grants', 'key')) as unknown as typeof snapshot & {
        arrays: typeof arrays;
      };
      expect(back.arrays.map((array) => Array.from(array))).toEqual(arrays.map((array) => Array.from(array)));
      // A view into the file's buffer would keep the whole file (here about 20 KB) alive.
      for (const array of back.arrays) expect(array.buffer.byteLength).toBe(array.byteLength);
      expect(back.arrays.map((array) => array.constructor)).toEqual([Int32Array, Float64Array, Uint16Array]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("hands a whole buffer's memory back at once, and leaves buffers sharing Node's pool alone", () => {
    const file = Buffer.alloc(1 << 20, 1);
    release(file);
    // Detached: its memory went with the closed port, not at the next collection.
    expect(file.buffer.byteLength).toBe(0);
    const pooled = Buffer.from('小さなファイル');
    const neighbour = Buffer.from('隣のバッファ');
    release(pooled);
    expect(pooled.toString()).toBe('小さなファイル');
    expect(neighbour.toString()).toBe('隣のバッファ');
  });
});
