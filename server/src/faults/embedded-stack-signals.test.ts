/**
 * Fault suite: `npm start` (scripts/start.mjs) stopped by each signal a person or a machine sends
 * keeps the accounts created in the Auth emulator since it started. Real processes: the stack is
 * started on free ports and a throwaway DATA_DIR, an account is created in its emulator, the
 * signal is sent, and the next start on the same DATA_DIR must still sign that account in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt, freePort, ROOT } from '../test/process';

const PASSWORD = 'signal-test-2024';

interface Stack {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

describe('the embedded stack stopped by a signal', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stack-'));
  const running = new Set<ChildProcess>();
  let ports: { app: number; auth: number };

  afterAll(() => {
    // A failed run leaves nothing behind: the stack's process group goes, and the emulator
    // (detached) stops when its parent is gone.
    for (const child of running) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<Stack> {
    ports ??= { app: await freePort(), auth: await freePort() };
    // Its own process group, as under a terminal or a service manager, so the test can signal
    // every process of the stack at once as they do.
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        TMPDIR: os.tmpdir(),
        PORT: String(ports.app),
        AUTH_EMULATOR_PORT: String(ports.auth),
        DATA_DIR: dataDir,
        FIREBASE_PROJECT_ID: 'demo-portal-signals',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        CLIENT_DIST: path.join(dataDir, 'no-client'),
      },
    });
    running.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the stack did not start:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${ports.app}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { child, output: () => output, exited };
  }

  async function identityToolkit(method: string, email: string): Promise<Response> {
    return fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
  }

  async function canSignIn(email: string): Promise<boolean> {
    return (await identityToolkit('signInWithPassword', email)).ok;
  }

  // A terminal's Ctrl-C and hang-up and a service manager's stop reach every process of the
  // stack, not only the one started: each signal is sent to the whole process group.
  const STOPS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

  it('keeps every account created before SIGTERM, SIGINT or SIGHUP', { timeout: 600_000 }, async () => {
    ensureServerBuilt();
    const created: string[] = [];
    for (const signal of STOPS) {
      const stack = await start();
      for (const email of created) expect(await canSignIn(email), `${email} after the previous stop`).toBe(true);
      const email = `kept-${signal.toLowerCase()}@example.jp`;
      expect((await identityToolkit('signUp', email)).ok).toBe(true);
      created.push(email);

      process.kill(-stack.child.pid!, signal);
      const { code } = await stack.exited;
      expect(code, `stopped by ${signal}:\n${stack.output()}`).toBe(0);
      expect(stack.output()).not.toMatch(/Could not save the Auth emulator's accounts/);
    }
    const last = await start();
    for (const email of created) expect(await canSignIn(email), email).toBe(true);
    process.kill(last.child.pid!, 'SIGTERM');
    await last.exited;
  });
});
