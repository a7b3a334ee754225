#!/usr/bin/env node
// `npm start`: builds what is stale, starts the Firebase Auth emulator, then the server, which
// migrates and seeds the SQLite file under DATA_DIR, creates the demo accounts and serves the
// app, /graphql and /api on one port. `npm run dev` does the same with the client served by
// Vite (hot reload) and the server rebuilt on change. `--no-build` starts what is built as it is.
// SIGINT (Ctrl-C), SIGTERM (a service manager) and SIGHUP (a closed terminal) alike stop every
// child, the server first, and save the emulator's accounts under DATA_DIR before it stops.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appActionLinkOf, startAuthEmulator } from './lib/emulator.mjs';
import { isPortFree } from './lib/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

function fail(message) {
  console.error(message);
  process.exit(1);
}

function setting(name, fallback) {
  return process.env[name] && process.env[name] !== '' ? process.env[name] : fallback;
}

function portSetting(name, fallback) {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`Setting ${name} must be a port number (got "${process.env[name]}").`);
  return value;
}

const port = portSetting('PORT', 3000);
const emulatorPort = portSetting('AUTH_EMULATOR_PORT', 9099);
const dataDir = path.resolve(root, setting('DATA_DIR', 'data'));
const projectId = setting('FIREBASE_PROJECT_ID', 'demo-portal');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) fail(`"${command} ${args.join(' ')}" failed; see the output above.`);
}

function build() {
  run('npm', ['run', '--silent', 'build:server']);
  if (dev) return;
  const built = newestMtime(path.join(root, 'client/dist/index.html'));
  const sources = Math.max(
    ...[
      'client/src',
      'client/index.html',
      'client/graphiql.html',
      'client/vite.config.ts',
      'client/package.json',
      'shared/src',
    ].map((p) => newestMtime(path.join(root, p))),
  );
  if (built < sources) run('npm', ['run', '--silent', 'build:client']);
}

async function main() {
  if (!(await isPortFree(port))) fail(`Port ${port} is already in use; set PORT to a free port.`);
  if (!skipBuild) build();
  let emulator;
  try {
    emulator = await startAuthEmulator({
      port: emulatorPort,
      projectId,
      workDir: path.join(dataDir, 'emulator'),
      persist: true,
      // The emulator sends no mail: its links are printed here, pointing at the app's own screens.
      onLine: (line) => {
        const link = appActionLinkOf(line, `http://localhost:${port}`);
        if (link) console.log(`[mail link] ${line.includes('reset') ? 'password reset' : 'e-mail action'}: ${link}`);
      },
    });
  } catch (error) {
    fail(error.message);
  }
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    SEED_DEMO: setting('SEED_DEMO', 'true'),
  };
  const children = [];
  const spawnChild = (command, args, extraEnv = {}) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    children.push(child);
    return child;
  };
  const server = dev
    ? spawnChild(process.execPath, ['--watch-path=server/dist', 'server/dist/main.js'])
    : spawnChild(process.execPath, ['server/dist/main.js']);
  if (dev) {
    spawnChild('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'server/tsconfig.build.json']);
    spawnChild('npx', ['vite', '--config', 'client/vite.config.ts'], { API_ORIGIN: `http://127.0.0.1:${port}` });
  }

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await emulator.stop();
    process.exit(code);
  };
  server.once('exit', (code) => stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
}

// After SIGHUP the terminal is gone: writing to it fails, and that must not end the stop midway.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

main();
