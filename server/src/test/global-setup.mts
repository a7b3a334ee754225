/**
 * Starts one Firebase Auth emulator for the whole server test run (unless one is already named by
 * FIREBASE_AUTH_EMULATOR_HOST) and hands its address to the test files, with a folder for the
 * run's database templates (templates.ts), removed with the MySQL databases they name at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../scripts/lib/emulator.mjs';
import { freePort } from '../../../scripts/lib/ports.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    testTemplates: string;
  }
}

async function removeTemplates(dir: string) {
  const databases = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mysql.json'))
    .map((name) => (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { database: string }).database);
  if (databases.length > 0 && process.env.TEST_MYSQL_URL) {
    const connection = await createConnection({ uri: process.env.TEST_MYSQL_URL });
    for (const name of databases) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.end();
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-templates-'));
  project.provide('testTemplates', templates);
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide('authEmulatorHost', existing);
    return () => removeTemplates(templates);
  }
  const emulator = await startAuthEmulator({
    port: await freePort(),
    projectId: 'demo-portal-test',
    workDir: path.join(os.tmpdir(), `portal-emulator-${process.pid}`),
  });
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    await removeTemplates(templates);
  };
}
