/**
 * Another process writing the SQLite file does not make this one's transaction fail: the other
 * writer is a worker thread with its own connection, holding the write lock while this process
 * reads and then writes in a transaction (what TypeORM's save does).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataSource } from './data-source';

/** Takes the write lock, writes a row, holds the lock for `holdMs`, then commits. */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec('BEGIN IMMEDIATE');
db.prepare('INSERT INTO notes (body) VALUES (?)').run('from the other process');
parentPort.postMessage('holding');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
db.exec('COMMIT');
db.close();
parentPort.postMessage('committed');
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite transactions while another process writes', () => {
  it('waits for the other writer and then reads and writes, instead of failing with SQLITE_BUSY', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sqlite-busy-'));
    dirs.push(dir);
    const file = path.join(dir, 'portal.sqlite');
    const dataSource = createDataSource({ sqlitePath: file }, []);
    await dataSource.initialize();
    try {
      await dataSource.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
      const worker = new Worker(OTHER_WRITER, {
        eval: true,
        workerData: { file, driver: require.resolve('better-sqlite3'), holdMs: 400 },
      });
      const committed = new Promise<void>((resolve, reject) => {
        worker.on('message', (message) => message === 'committed' && resolve());
        worker.on('error', reject);
      });
      await new Promise<void>((resolve) => worker.once('message', () => resolve()));
      const seen = await dataSource.transaction(async (manager) => {
        const [row] = (await manager.query('SELECT COUNT(*) AS count FROM notes')) as [{ count: number }];
        await manager.query('INSERT INTO notes (body) VALUES (?)', ['from this process']);
        return row.count;
      });
      await committed;
      // The transaction began after the other writer committed, so it read that row.
      expect(seen).toBe(1);
      const rows = (await dataSource.query('SELECT body FROM notes ORDER BY id')) as { body: string }[];
      expect(rows.map((r) => r.body)).toEqual(['from the other process', 'from this process']);
    } finally {
      await dataSource.destroy();
    }
  });
});
