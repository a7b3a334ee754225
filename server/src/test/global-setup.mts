/**
 * Starts one Firebase Auth emulator for the whole server test run (unless one is already named by
 * FIREBASE_AUTH_EMULATOR_HOST) and hands its address to the test files.
 */
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../scripts/lib/emulator.mjs';
import { freePort } from '../../../scripts/lib/ports.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide('authEmulatorHost', existing);
    return;
  }
  const emulator = await startAuthEmulator({
    port: await freePort(),
    projectId: 'demo-portal-test',
    workDir: path.join(os.tmpdir(), `portal-emulator-${process.pid}`),
  });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
