/**
 * The real server process (`node server/dist/main.js`) for tests that need start-up, signals or
 * crashes: compiled first (incremental, quick when up to date), started on a free port with the
 * given environment, its output kept for assertions.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(ROOT, 'server/dist/main.js');

let built = false;
export function ensureServerBuilt(): void {
  if (built) return;
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'server/tsconfig.build.json'],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
  built = true;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once /healthz answers (any status), or rejects when the process ends first. */
  ready(): Promise<void>;
  kill(signal?: NodeJS.Signals): void;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  ensureServerBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: 'demo-portal-test',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => output,
    exited,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
    },
    async ready() {
      let done = false;
      void exited.then(() => (done = true));
      for (;;) {
        if (done) throw new Error(`the server exited during start-up:\n${output}`);
        try {
          await fetch(`${url}/healthz`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
