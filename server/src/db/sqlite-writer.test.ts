/**
 * SQLite writes from one process (sqlite-writer.ts): concurrent transactions of this process keep
 * apart (one's rollback never takes another's writes), and another process holding the write lock
 * (a worker thread with its own connection) is waited for without blocking the event loop.
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

async function openNotes(): Promise<{ dataSource: ReturnType<typeof createDataSource>; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sqlite-writer-'));
  dirs.push(dir);
  const file = path.join(dir, 'portal.sqlite');
  const dataSource = createDataSource({ sqlitePath: file }, []);
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  return { dataSource, file };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SQLite transactions of one process', () => {
  it('keeps concurrent transactions apart: a failing one takes none of the others with it', async () => {
    const { dataSource } = await openNotes();
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 24 }, (_, i) =>
          dataSource.transaction(async (manager) => {
            await manager.query('INSERT INTO notes (body) VALUES (?)', [`${i}-a`]);
            await tick();
            await manager.query('INSERT INTO notes (body) VALUES (?)', [`${i}-b`]);
            if (i % 3 === 0) throw new Error(`transaction ${i} fails`);
          }),
        ),
      );
      const committed = outcomes.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [i] : []));
      expect(committed).toHaveLength(16);
      const rows = (await dataSource.query('SELECT body FROM notes')) as { body: string }[];
      expect(rows.map((row) => row.body).sort()).toEqual(committed.flatMap((i) => [`${i}-a`, `${i}-b`]).sort());
    } finally {
      await dataSource.destroy();
    }
  });

  it('does not let a read outside a transaction see another transaction’s uncommitted write', async () => {
    const { dataSource } = await openNotes();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const written = new Promise<void>((resolve) => (inserted = resolve));
      const pending = dataSource.transaction(async (manager) => {
        await manager.query('INSERT INTO notes (body) VALUES (?)', ['not yet']);
        inserted();
        await held;
        throw new Error('rolled back');
      });
      await written;
      const seen = (await dataSource.query('SELECT COUNT(*) AS count FROM notes')) as [{ count: number }];
      release();
      await expect(pending).rejects.toThrow('rolled back');
      expect(seen[0].count).toBe(0);
    } finally {
      await dataSource.destroy();
    }
  });

  it('orders a write outside a transaction after the transaction that holds the writer', async () => {
    const { dataSource } = await openNotes();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const pending = dataSource.transaction(async (manager) => {
        await manager.query('INSERT INTO notes (body) VALUES (?)', ['first']);
        begun();
        await held;
        throw new Error('rolled back');
      });
      await started;
      const plain = dataSource.query('INSERT INTO notes (body) VALUES (?)', ['plain']);
      release();
      await expect(pending).rejects.toThrow('rolled back');
      await plain;
      const rows = (await dataSource.query('SELECT body FROM notes')) as { body: string }[];
      expect(rows.map((row) => row.body)).toEqual(['plain']);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('SQLite transactions while another process writes', () => {
  it('waits for the other writer, with the event loop free, then reads and writes', async () => {
    const { dataSource, file } = await openNotes();
    try {
      const worker = new Worker(OTHER_WRITER, {
        eval: true,
        workerData: { file, driver: require.resolve('better-sqlite3'), holdMs: 400 },
      });
      const committed = new Promise<void>((resolve, reject) => {
        worker.on('message', (message) => message === 'committed' && resolve());
        worker.on('error', reject);
      });
      await new Promise<void>((resolve) => worker.once('message', () => resolve()));
      // The longest the loop went without running a 2 ms timer while this process waited.
      let last = performance.now();
      let longestGap = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 2);
      const seen = await dataSource.transaction(async (manager) => {
        const [row] = (await manager.query('SELECT COUNT(*) AS count FROM notes')) as [{ count: number }];
        await manager.query('INSERT INTO notes (body) VALUES (?)', ['from this process']);
        return row.count;
      });
      clearInterval(ticker);
      longestGap = Math.max(longestGap, performance.now() - last);
      await committed;
      // SQLite's busy handler would have slept through the other writer's 400 ms on this thread.
      expect(longestGap).toBeLessThan(200);
      // The transaction began after the other writer committed, so it read that row.
      expect(seen).toBe(1);
      const rows = (await dataSource.query('SELECT body FROM notes ORDER BY id')) as { body: string }[];
      expect(rows.map((r) => r.body)).toEqual(['from the other process', 'from this process']);
    } finally {
      await dataSource.destroy();
    }
  });
});
