/**
 * TypeORM DataSource: embedded SQLite (better-sqlite3, a file under DATA_DIR) by default,
 * MySQL/MariaDB when DATABASE_URL is set. Schema changes only through migrations. The entities
 * come from the caller (modules/entities.ts), so db/ depends on nothing above it.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { deadlineOptions, limitConnectionWait } from './deadlines';
import { MIGRATIONS } from './migrations';
import { useSeparateWriter } from './sqlite-writer';

export interface DatabaseSettings {
  /** mysql://… or undefined for SQLite. */
  url?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqlitePath: string;
  /** MySQL/MariaDB: deadline of each statement and connection wait (db/deadlines.ts); unset: none. */
  statementTimeoutMs?: number | undefined;
}

/** The entity classes TypeORM maps (modules/entities.ts lists the portal's). */
export type Entities = NonNullable<DataSourceOptions['entities']>;

export function createDataSource(settings: DatabaseSettings, entities: Entities): DataSource {
  const common = { entities, migrations: MIGRATIONS, synchronize: false, logging: false } as const;
  if (settings.url) {
    const options: DataSourceOptions = {
      ...common,
      type: 'mysql',
      url: settings.url.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
      ...(settings.statementTimeoutMs ? deadlineOptions(settings.statementTimeoutMs) : {}),
    } as DataSourceOptions;
    return new DataSource(options);
  }
  if (settings.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(settings.sqlitePath), { recursive: true });
  const dataSource = new DataSource({
    ...common,
    type: 'better-sqlite3',
    // Passed in: TypeORM would look for it from its own folder, where npm need not place it (the
    // server's better-sqlite3 is newer than TypeORM's declared peer range).
    driver: Database,
    database: settings.sqlitePath,
    enableWAL: true,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
    },
  });
  useSeparateWriter(dataSource, settings.sqlitePath === ':memory:');
  return dataSource;
}

export function databaseKind(dataSource: DataSource): 'sqlite' | 'mysql' {
  return dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
}

/**
 * Opens the database and applies pending migrations. Migrations run without the statement
 * deadline (an index on a large table may take minutes), on a connection pool of their own.
 */
export async function openDatabase(settings: DatabaseSettings, entities: Entities): Promise<DataSource> {
  const deadline = settings.url ? settings.statementTimeoutMs : undefined;
  const migrator = createDataSource({ ...settings, statementTimeoutMs: undefined }, entities);
  await migrator.initialize();
  await migrator.runMigrations({ transaction: 'each' });
  if (!deadline) return migrator;
  await migrator.destroy();
  const dataSource = await createDataSource(settings, entities).initialize();
  limitConnectionWait(dataSource, deadline);
  return dataSource;
}
