// Starts the built portal (`node server/dist/main.js`, what `npm run serve` runs) and measures the
// time from spawn to the first healthy answer, and its resident memory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Resident set size of a process in MB (Linux /proc; `ps` elsewhere). */
export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return Math.round(kb / 1024);
  } catch {
    // not Linux
  }
  return null;
}

const CLOCK_TICKS = (() => {
  const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(result.stdout) || 100;
})();

/**
 * CPU seconds a process has used, all threads (Linux /proc). Beside the wall-clock time to ready
 * it shows how much of a slow start was waiting for a busy machine rather than work.
 */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 10) / 10;
  } catch {
    return null;
  }
}

async function waitHealthy(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/**
 * NODE_ENV=test: the server refuses NODE_ENV=production while FIREBASE_AUTH_EMULATOR_HOST is set
 * (emulator tokens are unsigned), and the benchmark needs real emulator tokens. NODE_ENV only
 * decides whether introspection is open to everyone; the request path is the same.
 */
export async function startPortal({ env, logFile, timeoutMs = 180_000 }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      // One loopback address and one account send everything: measure the app, not the limiter
      // (which still runs and counts).
      RATE_LIMITS: 'search.account=999999999/60,search.ip=999999999/60',
      // A signed-in read may reuse a revocation check for a minute (the setting's documented use)
      // instead of asking the Auth backend on every request, which would measure the emulator.
      AUTH_STATUS_CACHE_SECONDS: '60',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const healthy = await waitHealthy(origin, child, timeoutMs);
  const readyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  const readyCpuSeconds = cpuSeconds(child.pid);
  if (!healthy) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join('\n');
    throw new Error(`the portal did not become ready within ${timeoutMs / 1000} s:\n${tail}`);
  }
  return {
    origin,
    readyMs,
    readyCpuSeconds,
    pid: child.pid,
    rssMb: () => residentMb(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The bare node:http ceiling, answering `body` (a Buffer) to everything. */
export async function startCeiling(body, workDir) {
  const port = await freePort();
  const bodyFile = path.join(workDir, 'ceiling-body.json');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.mjs'), String(port), bodyFile],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
