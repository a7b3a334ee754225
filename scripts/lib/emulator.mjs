// Starts the Firebase Auth emulator (firebase-tools, offline, demo- project) as a child process.
// Used by `npm start`, the server test set-up and the end-to-end tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, isPortFree, waitForHttp } from './ports.mjs';

const require = createRequire(import.meta.url);
const SIGNAL_GUARD = new URL('./emulator-signals.mjs', import.meta.url).href;

function withoutEmulatorHost(env) {
  const copy = { ...env };
  delete copy.FIREBASE_AUTH_EMULATOR_HOST;
  return copy;
}

/**
 * A mail link the emulator prints (its own /emulator/action page) as this app's /auth/action link,
 * what production's custom action URL gives: a password reset then reaches the app's own screen
 * (/auth/reset-password/edit) instead of the emulator's form. Null for a line without a link.
 * @param {string} line
 * @param {string} origin
 */
export function appActionLinkOf(line, origin) {
  const match = /https?:\/\/\S+\/emulator\/action\?\S+/.exec(line);
  if (!match) return null;
  const link = new URL(match[0]);
  const mode = link.searchParams.get('mode');
  const oobCode = link.searchParams.get('oobCode');
  if (!mode || !oobCode) return null;
  return `${origin}/auth/action?${new URLSearchParams({ mode, oobCode, lang: 'ja' })}`;
}

/**
 * @param {{ port: number, projectId: string, workDir: string, persist?: boolean, quiet?: boolean, onLine?: (line: string) => void }} options
 * @returns {Promise<{ host: string, stop: () => Promise<void>, process: import('node:child_process').ChildProcess }>}
 */
export async function startAuthEmulator({ port, projectId, workDir, persist = false, quiet = true, onLine }) {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `FIREBASE_PROJECT_ID must start with "demo-" to run the Auth emulator offline (got "${projectId}").`,
    );
  }
  if (!(await isPortFree(port, '127.0.0.1'))) {
    throw new Error(`Port ${port} for the Auth emulator is already in use; set AUTH_EMULATOR_PORT to a free port.`);
  }
  fs.mkdirSync(workDir, { recursive: true });
  const hubPort = await freePort();
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configFile = path.join(workDir, 'firebase.json');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  const exportDir = path.join(workDir, 'export');
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  // Saved by `stop` through this emulator's own hub, not by --export-on-exit, which finds "the"
  // hub of the project id through a file in the temporary folder that any emulator of the same
  // project id (a test run, a second checkout) overwrites or deletes.
  if (persist && fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) {
    args.push('--import', exportDir);
  }
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  // A session of its own (detached) and signals ignored (emulator-signals.mjs): a Ctrl-C, a closed
  // terminal or a service manager's signal reaches the parent, which saves the accounts first and
  // then stops the emulator.
  const child = spawn(process.execPath, ['--import', SIGNAL_GUARD, bin, ...args], {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: withoutEmulatorHost(process.env),
  });
  let output = '';
  let partial = '';
  const log = fs.createWriteStream(path.join(workDir, 'emulator.log'), { flags: 'a' });
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
    if (onLine) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    }
    log.write(chunk);
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const ready = await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 90_000, isAlive: () => !exited });
  if (!ready) {
    child.kill('SIGKILL');
    const tail = output.split('\n').filter(Boolean).slice(-3).join(' | ');
    throw new Error(
      `The Firebase Auth emulator did not start on port ${port} (AUTH_EMULATOR_PORT): ${tail || 'no output'}.`,
    );
  }
  let stopped = null;
  return {
    host: `127.0.0.1:${port}`,
    process: child,
    stop() {
      stopped ??= (async () => {
        if (exited) return;
        if (persist) await saveAccounts(hubPort, exportDir);
        child.send({ type: 'stop' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exitPromise;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}

/** Writes the emulator's accounts to `exportDir` (the hub's export: a new folder swapped in whole). */
async function saveAccounts(hubPort, exportDir) {
  try {
    const response = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: exportDir, initiatedBy: 'portal-start', targets: ['auth'] }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`the emulator answered ${response.status}: ${await response.text()}`);
  } catch (error) {
    console.error(`Could not save the Auth emulator's accounts to ${exportDir}: ${error.message}`);
  }
}
