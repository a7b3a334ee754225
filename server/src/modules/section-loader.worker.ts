/**
 * Worker entry (see search/section-loading.ts): builds one section's index with its loader from
 * sections.ts and hands it over as buffers.
 * An SQLite file is read through a read-only connection of the worker's own, with the file
 * memory-mapped (no copy of each page) and without TypeORM (a worker starts in a fraction of the
 * time); MySQL goes through a DataSource with the server's settings.
 */
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import type { Section } from '@portal/shared';
import Database from 'better-sqlite3';
import type { DatabaseSettings } from '../db/data-source';
import type { Queryable } from './search/read-model-helpers';
import { buildSectionIndex, type Loader } from './search/section-loading';
import { SECTION_LOADERS } from './sections';

interface Connection {
  queryable: Queryable;
  close(): Promise<void>;
}

function openSqlite(file: string): Connection {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('mmap_size = 4294967296');
  // Rows come as arrays and become objects here: a quarter cheaper than the driver's own objects.
  const statements = new Map<string, { statement: Database.Statement; names: string[] | null }>();
  const query = (sql: string, parameters: unknown[] = []) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      const statement = db.prepare(sql);
      const names = statement.reader ? statement.columns().map((column) => column.name) : null;
      if (names) statement.raw(true);
      statements.set(sql, (prepared = { statement, names }));
    }
    const { statement, names } = prepared;
    if (!names) return Promise.resolve(statement.all(...parameters));
    const rows = statement.all(...parameters) as unknown[][];
    return Promise.resolve(
      rows.map((values) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
        return row;
      }),
    );
  };
  return { queryable: { query } as Queryable, close: async () => void db.close() };
}

async function openMysql(settings: DatabaseSettings): Promise<Connection> {
  // Imported here, only for MySQL; the loaders run plain SQL, so no entity metadata is needed.
  const { createDataSource } = await import('../db/data-source.js');
  const dataSource = await createDataSource(settings, []).initialize();
  return { queryable: dataSource, close: () => dataSource.destroy() };
}

async function main(): Promise<void> {
  const { section, settings, ids } = workerData as { section: Section; settings: DatabaseSettings; ids: number[] };
  const connection = settings.url ? await openMysql(settings) : openSqlite(settings.sqlitePath);
  try {
    const { snapshot, transfer } = (
      await buildSectionIndex(
        connection.queryable,
        SECTION_LOADERS[section] as Loader<object>,
        ids,
        Boolean(settings.url),
      )
    ).snapshot();
    parentPort!.postMessage({ snapshot }, transfer);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
});
