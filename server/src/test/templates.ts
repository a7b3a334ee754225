/**
 * Seeded databases to copy: migrating a database and seeding the demo take seconds (tens of
 * seconds on MariaDB), and most integration suites start from the same state. The first test
 * server of a run that needs a state builds it once as a template in the run's templates folder
 * (global-setup.mts); every later one, and every suite that opens a database itself
 * (createDatabaseIn), copies the template, a file copy on SQLite and a copy of
 * each table on MySQL. Two workers building the same template at once each build one and the
 * last rename wins, so no lock is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { seedDemo } from '../seed/demo';
import { seedReference } from '../seed/reference';
import { connectToTestServer, createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export type TemplateState = 'migrated' | 'reference' | 'demo';

const SEEDS: Record<TemplateState, (dataSource: DataSource) => Promise<unknown>> = {
  migrated: async () => undefined,
  reference: seedReference,
  demo: seedDemo,
};

/** A MySQL template: its database and each table's CREATE statement, read once when it was built. */
interface MysqlTemplate {
  database: string;
  tables: { name: string; create: string }[];
}

function templatesDir(): string | undefined {
  return process.env.PORTAL_TEST_TEMPLATES || undefined;
}

/** Writes `content` to `file` so that a reader never sees half of it. */
function writeWhole(file: string, content: string | Buffer) {
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

async function buildSqlite(state: TemplateState, file: string) {
  const scratch = await createTestDatabase('sqlite');
  const dataSource = await openDatabase({ sqlitePath: scratch.sqlitePath }, ENTITIES);
  await SEEDS[state](dataSource);
  const copy = path.join(scratch.dataDir, 'template.sqlite');
  // A standalone copy, with nothing left in the write-ahead log.
  await dataSource.query('VACUUM INTO ?', [copy]);
  await dataSource.destroy();
  writeWhole(file, fs.readFileSync(copy));
  await scratch.drop();
}

async function buildMysql(state: TemplateState, file: string) {
  const scratch = await createTestDatabase('mysql');
  const dataSource = await openDatabase({ url: scratch.url, sqlitePath: scratch.sqlitePath }, ENTITIES);
  await SEEDS[state](dataSource);
  const database = new URL(scratch.url!).pathname.slice(1);
  const names = (await dataSource.query('SHOW FULL TABLES WHERE Table_type = ?', ['BASE TABLE'])) as Record<
    string,
    string
  >[];
  const tables = [];
  for (const row of names) {
    const name = Object.values(row)[0]!;
    const [created] = (await dataSource.query(`SHOW CREATE TABLE \`${name}\``)) as Record<string, string>[];
    tables.push({ name, create: created!['Create Table']! });
  }
  await dataSource.destroy();
  // The scratch database stays: it is the template (global-setup.mts drops it with the run).
  writeWhole(file, JSON.stringify({ database, tables } satisfies MysqlTemplate));
}

async function copyMysql(template: MysqlTemplate, target: TestDatabase) {
  const connection = await connectToTestServer(target.url!);
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of template.tables) {
      await connection.query(table.create);
      await connection.query(`INSERT INTO \`${table.name}\` SELECT * FROM \`${template.database}\`.\`${table.name}\``);
    }
  } finally {
    await connection.end();
  }
}

/**
 * Gives `target` the tables and rows of `state` from the run's template, building the template
 * first if this run has none. False when the run keeps no templates (the caller seeds itself).
 */
async function copyTemplate(kind: DatabaseKind, state: TemplateState, target: TestDatabase): Promise<boolean> {
  const dir = templatesDir();
  if (!dir) return false;
  const file = path.join(dir, `${state}.${kind === 'sqlite' ? 'sqlite' : 'mysql.json'}`);
  if (!fs.existsSync(file)) await (kind === 'sqlite' ? buildSqlite(state, file) : buildMysql(state, file));
  if (kind === 'sqlite') fs.copyFileSync(file, target.sqlitePath);
  else await copyMysql(JSON.parse(fs.readFileSync(file, 'utf8')) as MysqlTemplate, target);
  return true;
}

/**
 * A fresh database in `state` for suites that open it themselves: copied from the run's template
 * where the run keeps one, otherwise migrated (and seeded) here.
 */
export async function createDatabaseIn(kind: DatabaseKind, state: TemplateState): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  if (await copyTemplate(kind, state, database)) return database;
  const dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
  await SEEDS[state](dataSource);
  await dataSource.destroy();
  return database;
}
