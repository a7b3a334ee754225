/**
 * The databases the integration suites run against: SQLite always, MySQL/MariaDB too when
 * TEST_MYSQL_URL names a server (each test server gets a fresh database there).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Connection, createConnection } from 'mysql2/promise';

export type DatabaseKind = 'sqlite' | 'mysql';

export const DATABASES: DatabaseKind[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export interface TestDatabase {
  url?: string;
  sqlitePath: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** How long a suite waits for a MySQL/MariaDB server that refuses connections (one restarting). */
const SERVER_WAIT_MS = 60_000;

/**
 * An administrative connection to the test server. A refused connection is tried again for a
 * minute: CI starts the shared MariaDB again when it stops answering, and the suites that open a
 * database meanwhile should meet the restarted server rather than fail one after another.
 */
export async function connectToTestServer(uri: string): Promise<Connection> {
  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    try {
      return await createConnection({ uri });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== 'ECONNREFUSED' && code !== 'ECONNRESET') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const sqlitePath = path.join(dataDir, 'portal.sqlite');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { sqlitePath, dataDir, drop: async () => removeDir() };

  const base = new URL(process.env.TEST_MYSQL_URL!);
  const name = `portal_t_${randomBytes(5).toString('hex')}`;
  const admin = await connectToTestServer(base.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    sqlitePath,
    dataDir,
    async drop() {
      const connection = await connectToTestServer(base.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      removeDir();
    },
  };
}
