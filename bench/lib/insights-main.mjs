// The --insights mode of bench/run.mjs: the realistic workload (result cache on) with listing
// insights counted and not, in alternating rounds on one corpus and one build: off
// (INSIGHTS_RECORDING=false), on (INSIGHTS_RECORDING=true: each solutions search answered counts
// its impressions), off, on, … The traffic is the same in every round: the workload's signed-in
// searches asked by municipal users of many municipalities in turn (insight-users.mjs). Each
// round is a fresh app process; the table compares each on round with the off round before it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBenchDatabase, ensureBenchAccounts, growCorpus, signIn } from './database.mjs';
import { municipalUsers, workloadOfUsers } from './insight-users.mjs';
import { loadPoint } from './load.mjs';
import { loadAverage, machine, table, writeReadmeSection } from './markdown.mjs';
import { startPortal } from './server.mjs';
import { realisticWorkload, verifyWorkload } from './workload.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
export const INSIGHTS_START = '<!-- bench-insights:start (written by npm run bench -- --insights) -->';
export const INSIGHTS_END = '<!-- bench-insights:end -->';
// As the main benchmark measures the goal's row: a restart's first 20 s at 32 connections, then 1, 8, 32.
const POINTS = [1, 8, 32];
const COLD_SECONDS = 20;
const round2 = (value) => (value == null ? null : Math.round(value * 100) / 100);

/** Rows and the sum of counts in listing_insights (the app process has stopped, so all is written). */
async function storedCounts(database) {
  require('reflect-metadata');
  const { openDatabase } = require(path.join(root, 'server/dist/db/data-source.js'));
  const { ENTITIES } = require(path.join(root, 'server/dist/modules/entities.js'));
  const dataSource = await openDatabase(database.settings, ENTITIES);
  try {
    const [row] = await dataSource.query('SELECT COUNT(*) AS cells, SUM(count) AS events FROM listing_insights');
    return { cells: Number(row.cells), events: Number(row.events ?? 0) };
  } finally {
    await dataSource.destroy();
  }
}

/** A load point with the server's CPU per request and its worst event-loop delay. */
async function measured(server, load, connections, timing) {
  await server.probe();
  const cpuBefore = server.cpuSeconds();
  const point = await loadPoint({ origin: server.origin, ...load, connections, ...timing });
  const cpu = server.cpuSeconds() - cpuBefore;
  const probe = await server.probe();
  return {
    ...point,
    cpuMsPerRequest: round2((cpu * 1000) / point.requests),
    maxLoopDelayMs: probe.maxDelayMs,
    maxOwnLoopDelayMs: probe.maxOwnDelayMs,
  };
}

export async function insightsMain({
  emulator,
  loadBefore,
  projectId,
  kind,
  perSection,
  pairs,
  duration,
  smoke,
  out,
  writeDocs,
  log,
}) {
  const database = await createBenchDatabase(kind);
  const timing = smoke ? { amount: 200 } : { duration };
  try {
    log(`${database.label}: growing the corpus to ${perSection} per section`);
    await growCorpus(database, perSection, Math.max(45, Math.ceil(perSection / 500)));
    const account = await ensureBenchAccounts(database, projectId);
    const users = await municipalUsers(database, emulator.host, projectId);
    const token = await signIn(emulator.host, account.municipal.email, account.password);
    const workload = realisticWorkload({ token });
    const env = { ...database.env, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
    // The first start builds the search indexes (every round then reads them back). On a busy
    // shared machine building them takes minutes, not seconds.
    const first = await startPortal({
      env: { ...env, DB_STATEMENT_TIMEOUT_MS: '60000', INSIGHTS_RECORDING: 'false' },
      timeoutMs: 900_000,
      logFile: path.join(database.dataDir, 'server-first.log'),
    });
    try {
      await verifyWorkload(first.origin, workload, smoke ? 20 : 60);
    } finally {
      await first.stop();
    }
    const rounds = [];
    for (let i = 0; i < pairs * 2; i++) {
      const counting = i % 2 === 1;
      const server = await startPortal({
        env: { ...env, INSIGHTS_RECORDING: String(counting) },
        logFile: path.join(database.dataDir, `server-round-${i + 1}.log`),
        timeoutMs: 600_000,
      });
      const round = { round: i + 1, counting, loadBefore: loadAverage(), points: [] };
      try {
        const load = () => ({ autocannonRequests: workloadOfUsers(workload, users) });
        round.cold = await measured(server, load(), 32, smoke ? { amount: 40 } : { duration: COLD_SECONDS });
        for (const connections of POINTS) {
          round.points.push(await measured(server, load(), connections, timing));
          log(
            `round ${i + 1} (counting ${counting ? 'on' : 'off'}) @${connections}: ${JSON.stringify(round.points.at(-1))}`,
          );
        }
      } finally {
        await server.stop();
      }
      round.loadAfter = loadAverage();
      round.stored = await storedCounts(database); // the total so far
      rounds.push(round);
    }
    const run = {
      date: new Date().toISOString(),
      machine: { ...machine(loadBefore), loadAfter: loadAverage() },
      database: database.label,
      perSection,
      duration: smoke ? null : duration,
      users: users.length,
      rounds,
    };
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`);
    const markdown = renderInsights(run);
    console.log(`\n${markdown}\n`);
    if (writeDocs) {
      await writeReadmeSection(path.join(root, 'docs', 'performance.md'), [INSIGHTS_START, INSIGHTS_END], markdown);
      log('docs/performance.md insights table rewritten');
    }
    if (!rounds.some((r) => r.counting && r.stored.events > 0)) throw new Error('counting on stored no counts');
  } finally {
    await database.drop();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const fixed = (value, digits = 1) => (value == null ? '—' : value.toFixed(value >= 100 ? 0 : digits));

/** Each on round against the off round before it, as ratios (on ÷ off) at each point; medians beside. */
export function renderInsights(run) {
  const off = run.rounds.filter((r) => !r.counting);
  const on = run.rounds.filter((r) => r.counting);
  const rows = POINTS.map((connections, p) => {
    const pairs = on.map((round, i) => [off[i].points[p], round.points[p]]);
    const ratios = (key) => pairs.map(([a, b]) => fixed(b[key] / a[key], 2)).join(', ');
    const mid = (rounds, key) => median(rounds.map((r) => r.points[p][key]));
    return [
      `${connections} conn.`,
      `${fixed(mid(off, 'p50'))} / ${fixed(mid(off, 'p99'))} → ${fixed(mid(on, 'p50'))} / ${fixed(mid(on, 'p99'))}`,
      ratios('p50'),
      ratios('p99'),
      ratios('rps'),
      ratios('cpuMsPerRequest'),
    ];
  });
  // `stored` is the table's total after a round (one database for all rounds).
  const stored = on.map((r, i) => (r.stored.events - (i > 0 ? on[i - 1].stored.events : 0)).toLocaleString('en-US'));
  const loads = run.rounds.map((r) => r.loadBefore[0]).join(', ');
  const head =
    `${run.database}, ${run.perSection.toLocaleString('en-US')} per section, result cache on, ${run.duration ?? '—'} s per ` +
    `point; ${run.date.slice(0, 16).replace('T', ' ')} UTC, ${run.machine.cpus} cores, Node.js ${run.machine.node}; ` +
    `1-min load average before each round ${loads}. Signed-in searches by ${run.users} municipal users in turn; ` +
    `counts stored per round with counting on: ${stored.join(', ')}.`;
  // The search goals (goals.mjs) at 32 connections: realistic p50 < 5 ms, p99 < 50 ms.
  const at32 = (rounds) => rounds.map((r) => r.points[POINTS.indexOf(32)]);
  const met = (points) => points.length > 0 && points.every((x) => x.p50 < 5 && x.p99 < 50);
  const reading = (points) =>
    `${points.map((x) => `${fixed(x.p50)} / ${fixed(x.p99)} ms`).join(', ')}, ${met(points) ? 'met' : '**not met**'}`;
  const goal =
    `Search goals at 32 connections (p50 < 5 ms, p99 < 50 ms): counting on ${reading(at32(on))}; ` +
    `counting off ${reading(at32(off))}.`;
  return `${head}\n\n${goal}\n\n${table(
    ['realistic workload', 'p50 / p99 ms, off → on', 'on ÷ off: p50', 'p99', 'requests/s', 'CPU/request'],
    rows,
  )}`;
}
