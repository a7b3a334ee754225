// The benchmark's databases: a fresh SQLite file, and a fresh MySQL/MariaDB database on the server
// TEST_MYSQL_URL names. Seeding and the demo accounts go through the built server's own code.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../server/dist');
const serverModule = (name) => require(path.join(dist, name));

/** @returns {Promise<{ kind: 'sqlite'|'mysql', label: string, env: Record<string,string>, settings: {url?: string, sqlitePath: string}, dataDir: string, drop(): Promise<void> }>} */
export async function createBenchDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const sqlitePath = path.join(dataDir, 'portal.sqlite');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      label: 'SQLite',
      env: { DATA_DIR: dataDir },
      settings: { sqlitePath },
      dataDir,
      drop: async () => removeDir(),
    };
  }
  const { createConnection } = require('mysql2/promise');
  const base = new URL(process.env.TEST_MYSQL_URL);
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: base.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const [[version]] = await admin.query('SELECT VERSION() AS version');
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    kind,
    label: /mariadb/i.test(version.version) ? `MariaDB ${version.version.split('-')[0]}` : `MySQL ${version.version}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    settings: { url: url.toString(), sqlitePath },
    dataDir,
    async drop() {
      const connection = await createConnection({ uri: base.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      removeDir();
    },
  };
}

/** Grows the corpus to `perSection` records per section (same corpus as seeding that size at once). */
export async function growCorpus(database, perSection, companies) {
  const { seedLarge } = serverModule('seed/large.js');
  const started = Date.now();
  const counts = await seedLarge(perSection, database.settings, { companies, append: true });
  return { ms: Date.now() - started, inserted: counts };
}

/** The demo accounts (npm start's) in the emulator and their profiles in this database. */
export async function ensureBenchAccounts(database, projectId) {
  require('reflect-metadata');
  const { openDatabase } = serverModule('db/data-source.js');
  const { ENTITIES } = serverModule('modules/entities.js');
  const { createIdentity } = serverModule('auth/identity.js');
  const { ensureDemoAccounts, DEMO_PASSWORD } = serverModule('seed/demo-accounts.js');
  const dataSource = await openDatabase(database.settings, ENTITIES);
  const identity = createIdentity(projectId);
  try {
    const accounts = await ensureDemoAccounts(identity.auth, dataSource);
    return { municipal: accounts.find((a) => a.role === 'municipal'), password: DEMO_PASSWORD };
  } finally {
    await identity.close();
    await dataSource.destroy();
  }
}

/** An approved municipal staff profile of the bench's own users (`uid` also names the address). */
export function staffProfile(uid, organization, municipalityCode = null) {
  const email = `${uid}@city.bench.lg.jp`;
  return {
    uid,
    email,
    telephone: '03-0000-0000',
    lastName: '検証',
    firstName: uid.split('-').at(-1),
    lastNameKana: 'ケンショウ',
    firstNameKana: 'タロウ',
    division: '情報政策課',
    position: '主事',
    organization,
    ...(municipalityCode ? { municipalityCode } : {}),
    isMunicipality: true,
    municipalStatus: 'approved',
    municipalEmail: email,
  };
}

/** A real ID token from the emulator (what the client sends as Bearer). */
export async function signIn(emulatorHost, email, password) {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}
