// The --insights mode of bench/run.mjs: the realistic workload (result cache on) with listing
// insights counted and not, in alternating rounds on one corpus and one build: off (today's
// searches, INSIGHTS_RECORDING=false), on (the same searches, each browser results page followed
// by its reports, insight-reports.mjs, INSIGHTS_RECORDING=true), off, on, … Each round is a fresh
// app process; the table compares each on round with the off round before it. `sameTraffic`: the
// off rounds send the same reports (answered, not counted), leaving the recorder and its writes
// as the only difference.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBenchDatabase, ensureBenchAccounts, growCorpus, signIn } from './database.mjs';
import { reportUsers, shownListings, verifyReport, workloadWithReports } from './insight-reports.mjs';
import { loadPoint } from './load.mjs';
import { loadAverage, machine, table, writeReadmeSection } from './markdown.mjs';
import { startPortal } from './server.mjs';
import { realisticWorkload, verifyWorkload, workloadRequests } from './workload.mjs';

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

/** A load point with the server's CPU per request and per search and its worst event-loop delay. */
async function measured(server, load, connections, timing) {
  await server.probe();
  const cpuBefore = server.cpuSeconds();
  const point = await loadPoint({ origin: server.origin, ...load, connections, ...timing });
  const cpu = server.cpuSeconds() - cpuBefore;
  const probe = await server.probe();
  const searches = point.byKind?.search?.requests ?? point.requests;
  return {
    ...point,
    cpuMsPerRequest: round2((cpu * 1000) / point.requests),
    cpuMsPerSearch: round2((cpu * 1000) / searches),
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
  sameTraffic,
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
    const users = await reportUsers(database, emulator.host, projectId);
    const token = await signIn(emulator.host, account.municipal.email, account.password);
    const workload = realisticWorkload({ token });
    const env = { ...database.env, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
    // The first start builds the search indexes (every round then reads them back) and finds what
    // each browser search shows. On a busy shared machine building them takes minutes, not seconds.
    const first = await startPortal({
      env: { ...env, DB_STATEMENT_TIMEOUT_MS: '60000', INSIGHTS_RECORDING: 'false' },
      timeoutMs: 900_000,
      logFile: path.join(database.dataDir, 'server-first.log'),
    });
    let shown;
    try {
      await verifyWorkload(first.origin, workload, smoke ? 20 : 60);
      shown = await shownListings(first.origin, workload);
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
        const load = () => {
          if (!counting && !sameTraffic) return { autocannonRequests: workloadRequests(workload) };
          const mixed = workloadWithReports(workload, shown, users);
          return { autocannonRequests: mixed.requests, kindOf: mixed.kindOf };
        };
        if (counting) await verifyReport(server.origin, users, shown);
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
      sameTraffic,
      reportUsers: users.length,
      browserSearches: shown.size,
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
  const searchOf = (point) => point.byKind?.search ?? point;
  const rows = POINTS.map((connections, p) => {
    const pairs = on.map((round, i) => [searchOf(off[i].points[p]), searchOf(round.points[p]), off[i], round]);
    const ratios = (of) => pairs.map(([a, b, ra, rb]) => fixed(of(b, rb) / of(a, ra), 2)).join(', ');
    const mid = (rounds, key) => median(rounds.map((r) => searchOf(r.points[p])[key]));
    const reports = on.map((r) => r.points[p].byKind?.report).filter(Boolean);
    return [
      `${connections} conn.`,
      `${fixed(mid(off, 'p50'))} / ${fixed(mid(off, 'p99'))} → ${fixed(mid(on, 'p50'))} / ${fixed(mid(on, 'p99'))}`,
      ratios((x) => x.p50),
      ratios((x) => x.p99),
      ratios((x) => x.rps),
      ratios((_, round) => round.points[p].cpuMsPerSearch),
      `${fixed(median(reports.map((r) => r.p50)))} / ${fixed(median(reports.map((r) => r.p99)))}`,
    ];
  });
  const first = on[0]?.points[0];
  const share = first?.byKind ? first.byKind.report.requests / first.byKind.search.requests : 0;
  // `stored` is the table's total after a round (one database for all rounds).
  const stored = on.map((r, i) => (r.stored.events - (i > 0 ? on[i - 1].stored.events : 0)).toLocaleString('en-US'));
  const loads = run.rounds.map((r) => r.loadBefore[0]).join(', ');
  const head =
    `${run.database}, ${run.perSection.toLocaleString('en-US')} per section, result cache on, ${run.duration ?? '—'} s per ` +
    `point; ${run.date.slice(0, 16).replace('T', ' ')} UTC, ${run.machine.cpus} cores, Node.js ${run.machine.node}; ` +
    `1-min load average before each round ${loads}. On: ${fixed(share, 2)} reports per search, ` +
    `${run.reportUsers} users${run.sameTraffic ? ', off rounds too (not counted)' : ''}; counts stored ${stored.join(', ')}.`;
  // The search goals (goals.mjs) on the rounds with counting on: realistic p50 < 5 ms, p99 < 50 ms at 32.
  const at32 = on.map((r) => searchOf(r.points[POINTS.indexOf(32)]));
  const met = at32.length > 0 && at32.every((x) => x.p50 < 5 && x.p99 < 50);
  const goal =
    `Search goals at 32 connections with counting on (p50 < 5 ms, p99 < 50 ms): ` +
    `${at32.map((x) => `${fixed(x.p50)} / ${fixed(x.p99)} ms`).join(', ')}, ${met ? 'met' : '**not met**'}.`;
  return `${head}\n\n${goal}\n\n${table(
    [
      'realistic workload',
      'searches p50 / p99 ms, off → on',
      'on ÷ off: p50',
      'p99',
      'searches/s',
      'CPU/search',
      'reports p50 / p99 ms',
    ],
    rows,
  )}`;
}
