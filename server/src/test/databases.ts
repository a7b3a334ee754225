/**
 * The databases the integration suites run against: SQLite always, MySQL/MariaDB too when
 * TEST_MYSQL_URL names a server (each test server gets a fresh database there).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';

export type DatabaseKind = 'sqlite' | 'mysql';

export const DATABASES: DatabaseKind[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export interface TestDatabase {
  url?: string;
  sqlitePath: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const sqlitePath = path.join(dataDir, 'portal.sqlite');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { sqlitePath, dataDir, drop: async () => removeDir() };

  const base = new URL(process.env.TEST_MYSQL_URL!);
  const name = `portal_t_${randomBytes(5).toString('hex')}`;
  const admin = await createConnection({ uri: base.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    sqlitePath,
    dataDir,
    async drop() {
      const connection = await createConnection({ uri: base.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      removeDir();
    },
  };
}
