#!/usr/bin/env node
// `npm run soak`: mixed traffic against the real built server for a while (default 5 minutes)
// with autocannon, on loopback only: keyword searches, fetch-all lists, details, profile reads
// and edits, GraphQL `me`, document requests (stored with their mails), and sign-ins through the
// Auth emulator's REST API with fresh tokens.
// Reports errors, status classes, latency (overall and per route), the server's CPU per request
// and resident memory after warm-up, and exits non-zero on any error, any 5xx, or resident memory
// growing more than 10 %. `--rate` is the mean number of requests per second. By default they
// arrive at random times as independent users do (`--arrivals poisson`, lib/open-loop.mjs) over
// at most `--connections` sockets. `--arrivals burst` uses autocannon's overallRate instead: each
// connection's share is sent at the start of every second, so the tail is the time to drain that
// burst; there a rate above what the server answers (`--rate 100000`) leaves each connection
// sending its next request as soon as it is answered.
//
//   npm run soak -- --duration 300 --warmup 60 --rate 150 --connections 8
//   npm run soak -- --duration 60 --warmup 10 --connections 32 --arrivals burst
//   SOAK_DATABASE_URL=mysql://root@127.0.0.1:3306/soak npm run soak   (MySQL/MariaDB instead of SQLite)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { runOpenLoop } from './lib/open-loop.mjs';
import { startAuthEmulator } from './lib/emulator.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.SOAK_DURATION ?? '300' },
    warmup: { type: 'string', default: process.env.SOAK_WARMUP ?? '60' },
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '150' },
    connections: { type: 'string', default: process.env.SOAK_CONNECTIONS ?? '8' },
    arrivals: { type: 'string', default: process.env.SOAK_ARRIVALS ?? 'poisson' },
  },
});
const duration = Number(options.duration);
const warmup = Math.min(Number(options.warmup), Math.floor(duration / 2));
const rate = Number(options.rate);
const connections = Number(options.connections);
const arrivals = options.arrivals;
if (arrivals !== 'poisson' && arrivals !== 'burst') {
  console.error('--arrivals is poisson or burst');
  process.exit(2);
}
const PASSWORD = 'portal-demo-2024';
const PROJECT = 'demo-portal-soak';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
const emulator = await startAuthEmulator({
  port: await freePort(),
  projectId: PROJECT,
  workDir: path.join(workDir, 'emulator'),
});
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(workDir, 'data'),
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    // One loopback address sends everything: the soak measures the app, not the limiter.
    RATE_LIMITS:
      'search.account=1000000/60,search.ip=1000000/60,registration.account=1000000/60,' +
      'request.account=1000000/60,request.ip=1000000/60',
    ...(process.env.SOAK_DATABASE_URL ? { DATABASE_URL: process.env.SOAK_DATABASE_URL } : {}),
  },
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));

async function stop(code) {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await emulator.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

if (!(await waitForHttp(`${base}/healthz`, { timeoutMs: 120_000, isAlive: () => server.exitCode === null }))) {
  console.error(`The server did not start:\n${serverErrors}`);
  await stop(1);
}

async function signIn(email) {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=soak`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return { token: body.idToken, uid: body.localId };
}

const session = await signIn('shokuin@city.demo.lg.jp');
const profile = await (
  await fetch(`${base}/api/auth/${session.uid}`, { headers: { authorization: `Bearer ${session.token}` } })
).json();
const ids = (
  await (
    await fetch(`${base}/api/service/solutions/search?page=1`, {
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).json()
).contents.contents.map((item) => item.id);
const TERMS = ['補助', 'DX', 'システム', '防災', '子育て', '窓口', 'ｼｽﾃﾑ', '観光 交流', 'AI', '健康'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const auth = () => ({ authorization: `Bearer ${session.token}`, 'content-type': 'application/json' });

// Sign-ins through the emulator's REST API, as a browser does; the fresh token is used from then on.
let signIns = 0;
let signInFailures = 0;
const signInLoop = setInterval(() => {
  signIn('shokuin@city.demo.lg.jp')
    .then((fresh) => {
      session.token = fresh.token;
      signIns++;
    })
    .catch(() => signInFailures++);
}, 2000);

const requests = [
  {
    setupRequest: (r) => ({
      ...r,
      method: 'GET',
      path: `/api/service/grants/search?searchKeyword=${encodeURIComponent(pick(TERMS))}&page=${1 + Math.floor(Math.random() * 3)}`,
    }),
  },
  {
    setupRequest: (r) => ({
      ...r,
      method: 'GET',
      path: `/api/service/solutions/search?searchKeyword=${encodeURIComponent(pick(TERMS))}&categories=0${1 + Math.floor(Math.random() * 9)}`,
      headers: auth(),
    }),
  },
  {
    setupRequest: (r) => ({
      ...r,
      method: 'GET',
      path: `/api/service/solutions/search?id=${pick(ids)}&searchType=solutions`,
      headers: auth(),
    }),
  },
  {
    setupRequest: (r) => ({
      ...r,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($c: SearchInput) { searchCases(criteria: $c) { totalCount items { id title } } }',
        variables: { c: { keyword: pick(TERMS) } },
      }),
    }),
  },
  { setupRequest: (r) => ({ ...r, method: 'GET', path: `/api/auth/${session.uid}`, headers: auth() }) },
  {
    setupRequest: (r) => ({
      ...r,
      method: 'POST',
      path: '/graphql',
      headers: auth(),
      body: JSON.stringify({ query: '{ me { uid division municipalStatus } }' }),
    }),
  },
  { setupRequest: (r) => ({ ...r, method: 'GET', path: '/api/service/any/count?searchType=solutions' }) },
  {
    setupRequest: (r) => ({
      ...r,
      method: 'POST',
      path: '/api/auth/edit',
      headers: auth(),
      body: JSON.stringify({ ...pickProfile(profile.data), uid: session.uid }),
    }),
  },
  { setupRequest: (r) => ({ ...r, method: 'GET', path: '/api/service/cases/search?searchType=cases' }) },
  {
    // A document request for one solution: rows, an idempotency key and two outbox mails each time.
    setupRequest: (r) => ({
      ...r,
      method: 'POST',
      path: '/graphql',
      headers: auth(),
      body: JSON.stringify({
        query: 'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
        variables: {
          input: {
            idempotencyKey: randomUUID(),
            items: [{ solutionId: pick(ids), inquiryTypes: ['0'], contactMeans: ['0'], contents: '' }],
            // Load writes on purpose: a repeat of recent content would otherwise ask first (RECENTLY_SENT).
            confirmResend: true,
          },
        },
      }),
    }),
  },
];

// One name per entry of `requests`, in order, for the per-route latencies.
const ROUTES = [
  'grants keyword search',
  'solutions keyword search',
  'solution detail',
  'graphql searchCases',
  'profile read',
  'graphql me',
  'count',
  'profile edit',
  'cases fetch-all',
  'document request',
];

// GraphQL answers errors with status 200: count them from the bodies.
let graphqlErrors = 0;
for (const request of requests) {
  request.onResponse = (status, body) => {
    if (body.startsWith('{"errors"') || body.includes('"errors":[')) graphqlErrors++;
  };
}

function pickProfile(data) {
  const fields = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'division', 'position', 'organization'];
  return Object.fromEntries(fields.map((field) => [field, data[field]]));
}

function rssKiB() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
/** The server's CPU time so far in ms (user + system, all threads; clock ticks of 10 ms). */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const samples = [];
const sampler = setInterval(() => samples.push({ at: Date.now(), kib: rssKiB() }), 2000);
const started = Date.now();
const cpuAtStart = cpuMs();
console.log(
  `Soak: ${duration}s (warm-up ${warmup}s), ${connections} connections, ${rate} req/s (${arrivals}), server pid ${server.pid}`,
);

const { result, routeTimes } = arrivals === 'poisson' ? await openLoop() : await burst();
const cpuSpent = cpuMs() - cpuAtStart;
clearInterval(sampler);
clearInterval(signInLoop);

async function openLoop() {
  const { result, latencies } = await runOpenLoop({ base, requests, connections, rate, durationSeconds: duration });
  const all = latencies.flat().sort((a, b) => a - b);
  const at = (q) => Math.round(all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0);
  return {
    result: {
      ...result,
      requests: { total: result.total, average: result.total / duration },
      latency: { p50: at(0.5), p99: at(0.99), max: at(1) },
    },
    routeTimes: latencies,
  };
}

async function burst() {
  const cannon = autocannon({ url: base, connections, duration, overallRate: rate, requests, timeout: 10 });
  // Each connection runs `requests` in turn; when a response arrives its iterator still points at it.
  const routeTimes = ROUTES.map(() => []);
  cannon.on('response', (client, status, bytes, ms) =>
    routeTimes[client.requestIterator.currentRequestIndex]?.push(ms),
  );
  return { result: await cannon, routeTimes };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
const afterWarmup = samples.filter((s) => s.at - started >= warmup * 1000).map((s) => s.kib);
const window = Math.max(3, Math.floor(afterWarmup.length / 10));
const baseline = median(afterWarmup.slice(0, window));
const final = median(afterWarmup.slice(-window));
const growth = baseline ? ((final - baseline) / baseline) * 100 : 0;
const fiveXX = result['5xx'];
const errors = result.errors + result.timeouts;
const report = {
  durationSeconds: duration,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  '2xx': result['2xx'],
  '4xx': result['4xx'],
  '5xx': fiveXX,
  errors,
  graphqlErrors,
  signIns,
  signInFailures,
  serverCpuMsPerRequest: +(cpuSpent / Math.max(1, result.requests.total)).toFixed(2),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  // Per route: where the tail is.
  routeLatencyMs: Object.fromEntries(ROUTES.map((name, i) => [name, percentiles(routeTimes[i])])),
  rssMiB: {
    afterWarmup: +(baseline / 1024).toFixed(1),
    end: +(final / 1024).toFixed(1),
    peak: +(Math.max(...afterWarmup) / 1024).toFixed(1),
    // One sample per 30 s from the start: shows whether memory levels off or keeps climbing.
    timeline: samples.filter((_, i) => i % 15 === 0).map((sample) => Math.round(sample.kib / 1024)),
  },
  rssGrowthPercent: +growth.toFixed(1),
};
console.log(JSON.stringify(report, null, 2));
const ok =
  fiveXX === 0 && errors === 0 && graphqlErrors === 0 && result['4xx'] === 0 && signInFailures === 0 && growth <= 10;
console.log(ok ? 'Soak passed.' : 'Soak FAILED: errors, 4xx/5xx answers or memory growth above 10 %.');
if (serverErrors.trim()) console.log(`Server error log (tail):\n${serverErrors}`);
await stop(ok ? 0 : 1);
