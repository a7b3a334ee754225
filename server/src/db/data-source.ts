/**
 * TypeORM DataSource: embedded SQLite (better-sqlite3, a file under DATA_DIR) by default,
 * MySQL/MariaDB when DATABASE_URL is set. Schema changes only through migrations. The entities
 * come from the caller (modules/entities.ts), so db/ depends on nothing above it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

export interface DatabaseSettings {
  /** mysql://… or undefined for SQLite. */
  url?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqlitePath: string;
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
    };
    return new DataSource(options);
  }
  if (settings.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(settings.sqlitePath), { recursive: true });
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: settings.sqlitePath,
    enableWAL: true,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
    },
  });
}

export function databaseKind(dataSource: DataSource): 'sqlite' | 'mysql' {
  return dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(settings: DatabaseSettings, entities: Entities): Promise<DataSource> {
  const dataSource = createDataSource(settings, entities);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
