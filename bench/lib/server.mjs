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

/** The process and its children (the app processes of a cluster primary), Linux /proc. */
export function processTree(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

const sum = (values) => (values.some((v) => v == null) ? null : values.reduce((a, b) => a + b, 0));

/**
 * The loop probe's figures (loop-probe.mjs) since the last call, from every app process: the
 * worst event-loop delay and GC pause, and the peak memory of the largest process.
 */
async function readProbes(pids, file) {
  const sent = Date.now();
  const stats = [];
  for (const pid of pids) {
    const target = pids.length > 1 ? `${file}.${pid}` : file;
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; ; i++) {
      try {
        const value = JSON.parse(fs.readFileSync(target, 'utf8'));
        if (value.at >= sent) {
          stats.push(value);
          break;
        }
      } catch {
        // not written yet, or being written
      }
      if (i > 250) throw new Error(`the loop probe of process ${pid} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const max = (key) => Math.max(...stats.map((s) => s[key]));
  return {
    maxDelayMs: max('maxDelayMs'),
    maxOwnDelayMs: stats.some((s) => s.maxOwnDelayMs == null) ? null : max('maxOwnDelayMs'),
    p99DelayMs: max('p99DelayMs'),
    longestGcMs: max('longestGcMs'),
    peakRssMb: max('peakRssMb'),
  };
}

async function waitWorkers(logFile, count, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const text = fs.readFileSync(logFile, 'utf8');
    if ((text.match(/"msg":"app process listening"/g) ?? []).length >= count) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
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
 * A setting production runs with (the Dockerfile's `ENV NAME=value` line: the Node.js options, the
 * malloc tunables), so memory and start-up are measured as deployed.
 */
function productionEnv(name) {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const value = new RegExp(`^ENV ${name}=(.+)$`, 'm').exec(dockerfile)?.[1].trim();
  if (!value) throw new Error(`the Dockerfile sets no ENV ${name}= line: the bench would not measure what ships`);
  return value;
}

/**
 * NODE_ENV=test: the server refuses NODE_ENV=production while FIREBASE_AUTH_EMULATOR_HOST is set
 * (emulator tokens are unsigned), and the benchmark needs real emulator tokens. NODE_ENV only
 * decides whether introspection is open to everyone; the request path is the same.
 */
export async function startPortal({ env, logFile, processes = 1, timeoutMs = 180_000 }) {
  const port = await freePort();
  const probeFile = path.join(path.dirname(logFile), `loop-probe-${port}.json`);
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
      // The day's open data files are made 2–5 s after a start, from every record: that work would
      // land inside the first load point after each restart, which measures search.
      OPEN_DATA_CHECK_SECONDS: '0',
      // The worst event-loop delay and GC pause per load point (loop-probe.mjs, read on SIGUSR2).
      GLIBC_TUNABLES: productionEnv('GLIBC_TUNABLES'),
      NODE_OPTIONS: `${productionEnv('NODE_OPTIONS')} --import ${path.join(import.meta.dirname, 'loop-probe.mjs')}`,
      BENCH_LOOP_PROBE: probeFile,
      WEB_CONCURRENCY: String(processes),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const healthy = await waitHealthy(origin, child, timeoutMs);
  const readyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  const readyCpuSeconds = sum(processTree(child.pid).map(cpuSeconds));
  // With several processes the first answers alone at first: load waits for all of them.
  const allReady = processes === 1 || (healthy && (await waitWorkers(logFile, processes, child, timeoutMs)));
  const allReadyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  if (!healthy || !allReady) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join('\n');
    throw new Error(`the portal did not become ready within ${timeoutMs / 1000} s:\n${tail}`);
  }
  const appPids = () => (processes > 1 ? processTree(child.pid).slice(1) : [child.pid]);
  return {
    origin,
    readyMs,
    allReadyMs,
    readyCpuSeconds,
    processes,
    pid: child.pid,
    /** Resident memory of all processes (the primary included). */
    rssMb: () => sum(processTree(child.pid).map(residentMb)),
    /** The largest app process's resident memory. */
    rssPerProcessMb: () => Math.max(...appPids().map((pid) => residentMb(pid) ?? 0)),
    /** CPU seconds of all processes so far. */
    cpuSeconds: () => sum(processTree(child.pid).map(cpuSeconds)),
    probe: () => readProbes(appPids(), probeFile),
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
export async function startCeiling(body, workDir, processes = 1) {
  const port = await freePort();
  const bodyFile = path.join(workDir, 'ceiling-body.json');
  fs.writeFileSync(bodyFile, body);
  // The same loop probe as the portal's: what this machine's scheduler and hypervisor alone cost
  // a process that does almost nothing (its worst delay at 1 connection is the floor under the
  // block goal, its p50 at 32 the floor under the latency goals).
  const probeFile = path.join(workDir, `ceiling-probe-${port}.json`);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.mjs'), String(port), bodyFile, String(processes)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'loop-probe.mjs')}`,
        BENCH_LOOP_PROBE: probeFile,
      },
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  const workerPids = () => (processes > 1 ? processTree(child.pid).slice(1) : [child.pid]);
  return {
    origin: `http://127.0.0.1:${port}`,
    cpuSeconds: () => sum(processTree(child.pid).map(cpuSeconds)),
    rssMb: () => sum(processTree(child.pid).map(residentMb)),
    rssPerProcessMb: () => Math.max(...workerPids().map((pid) => residentMb(pid) ?? 0)),
    probe: () => readProbes(workerPids(), probeFile),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
