#!/usr/bin/env node
// `npm run bench`: builds the server, grows a large corpus in SQLite (and in MySQL/MariaDB when
// TEST_MYSQL_URL is set), starts the built portal against it with a real emulator token, loads it
// with autocannon at 1, 8 and 32 connections, measures the naive SQL and bare node:http
// references, start-up and memory, and writes bench/results/latest.json and the table in docs/performance.md.
// `npm run bench -- --smoke` does all of it on a tiny corpus in well under a minute (npm test).
// `npm run bench:attack` measures the worst anonymous requests instead (bench/lib/attack.mjs);
// `npm run bench -- --alerts` an alert run over 10 000 saved searches under load (bench/lib/alerts.mjs).
// `npm run bench -- --insights` the realistic workload with listing insights counted and not (bench/lib/insights-main.mjs).
// The results go to bench/results/ (ignored by git); the document gets a compact table of them.
// `--from FILE` rewrites the document's table from a saved results file (any of the four kinds) without a run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../scripts/lib/emulator.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { createBenchDatabase, ensureBenchAccounts, growCorpus, signIn } from './lib/database.mjs';
import { CONNECTIONS, evaluateGoals, missingFigures } from './lib/goals.mjs';
import { loadPoint, loopPoint } from './lib/load.mjs';
import { ATTACK_END, ATTACK_START, renderAttacks, runAttacks, writeAttackResults } from './lib/attack.mjs';
import { ALERTS_END, ALERTS_START, renderAlerts } from './lib/alerts-report.mjs';
import { loadAverage, machine, writeReadmeSection } from './lib/markdown.mjs';
import { naiveSearch } from './lib/naive-sql.mjs';
import { renderMarkdown, renderSummary, writeReadme } from './lib/report.mjs';
import { startCeiling, startPortal } from './lib/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'per-section': { type: 'string' },
    scale: { type: 'string' },
    duration: { type: 'string' },
    databases: { type: 'string' },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    attack: { type: 'boolean', default: false },
    alerts: { type: 'boolean', default: false },
    insights: { type: 'boolean', default: false },
    pairs: { type: 'string' },
    searches: { type: 'string' },
    connections: { type: 'string' },
    processes: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(`node bench/run.mjs [options]   (npm run bench, bench:smoke, bench:attack)
  --smoke                 tiny corpus, a few requests per point; checks that every figure is there
  --attack | --alerts     the anonymous worst cases | an alert run under load, instead of the load table
  --insights              the realistic workload with listing insights counted and not, alternately
  --pairs N               the --insights mode's off/on pairs of rounds (default 2; --duration: 10 s)
  --per-section N         records per section measured (default 100000; smoke 2000)
  --scale A,B,...         corpus sizes for start-up and growth (default 10000,100000,300000)
  --duration S            seconds per load point (default 5)
  --databases LIST        sqlite and/or mysql (mysql needs TEST_MYSQL_URL)
  --processes N           app processes of the multi-process rows (default: cores, at most 4; 1 drops them)
  --searches N, --connections N   the alert run's saved searches (10000) and search load (8)
  --out FILE              results JSON (default bench/results/<latest|attack|alerts>.json)
  --no-build, --no-readme skip building the server | leave docs/performance.md alone
  --from FILE             rewrite docs/performance.md's table from a saved results file, without a run`);
  process.exit(0);
}

const smoke = args.smoke;
const perSection = Number(args['per-section'] ?? (smoke ? 2000 : 100_000));
const scale = (args.scale ?? (smoke ? '1000,2000' : '10000,100000,300000')).split(',').map(Number);
const duration = Number(args.duration ?? 5);
/** App processes of the multi-process rows (WEB_CONCURRENCY); 1 leaves them out. */
const processes = Number(args.processes ?? Math.min(4, os.availableParallelism()));
/** The first seconds after a restart, measured with cold caches. */
const coldSeconds = smoke ? 2 : 20;
// The smoke run checks the benchmark's own code on one database (npm test, within CI's budget);
// pass --databases sqlite,mysql to smoke both. A real run measures every database it can reach.
const databases = (args.databases ?? (process.env.TEST_MYSQL_URL && !smoke ? 'sqlite,mysql' : 'sqlite')).split(',');
const out = path.resolve(
  args.out ??
    (smoke
      ? path.join(
          os.tmpdir(),
          `portal-bench-${args.attack ? 'attack-' : args.alerts ? 'alerts-' : args.insights ? 'insights-' : ''}smoke.json`,
        )
      : `bench/results/${args.attack ? 'attack' : args.alerts ? 'alerts' : args.insights ? 'insights' : 'latest'}.json`),
);
const projectId = 'demo-portal-bench';
if (!scale.includes(perSection)) scale.push(perSection);
scale.sort((a, b) => a - b);
if (databases.includes('mysql') && !process.env.TEST_MYSQL_URL) {
  console.error('MySQL needs TEST_MYSQL_URL=mysql://user@host:3306/any (a fresh database is created there).');
  process.exit(1);
}

/** A load point: timed in a real run, a fixed small number of requests in the smoke run. */
const point = (origin, request, connections, seconds = duration) =>
  loadPoint({ origin, request, connections, ...(smoke ? { amount: 40 } : { duration: seconds }) });

const round2 = (value) => (value == null ? null : Math.round(value * 100) / 100);

/**
 * A load point on a portal or ceiling server with what it cost the server: CPU per request (all
 * its processes), the worst event-loop delay and GC pause (loop-probe.mjs) and resident memory.
 */
async function measuredPoint(server, load, connections, seconds = duration) {
  if (server.probe) await server.probe(); // starts the interval
  const cpuBefore = server.cpuSeconds();
  const measured = await loadPoint({
    origin: server.origin,
    ...load,
    connections,
    ...(smoke && seconds === duration ? { amount: 120 } : { duration: seconds }),
  });
  const cpu = server.cpuSeconds() - cpuBefore;
  const probe = server.probe ? await server.probe() : null;
  return {
    ...measured,
    cpuMsPerRequest: round2((cpu * 1000) / measured.requests),
    ...(probe
      ? {
          maxLoopDelayMs: probe.maxDelayMs,
          maxOwnLoopDelayMs: probe.maxOwnDelayMs,
          longestGcMs: probe.longestGcMs,
          rssMb: server.rssMb(),
          rssPerProcessMb: server.rssPerProcessMb(),
        }
      : {}),
  };
}

const UNCACHED_LABEL = '1′. search 1 with the result cache off (searched and executed every time)';
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function benchDatabase(
  kind,
  emulator,
  { scenarios, fetchJson, detailIdsFrom, SEARCH_1, SEARCH_1_AREAS },
  { realisticWorkload, verifyWorkload, workloadRequests },
) {
  const database = await createBenchDatabase(kind);
  const result = { kind, label: database.label, seeding: [], startup: [], scaling: [], scenarios: [], references: {} };
  const companies = Math.max(45, Math.ceil(Math.max(...scale) / 500));
  let account;
  try {
    for (const size of scale) {
      log(`${database.label}: growing the corpus to ${size} per section`);
      const seeded = await growCorpus(database, size, companies);
      result.seeding.push({ perSection: size, ms: seeded.ms });
      account ??= await ensureBenchAccounts(database, projectId);
      const env = { ...database.env, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
      // The first start after an import builds the search indexes and keeps them on disk; every
      // later start (a deploy, a restart) reads them back. Both are measured; the restart serves.
      // Right after an import MariaDB may still be writing it out: on a busy machine one of the
      // first start's reads then outlasts the 5 s statement deadline, so this start waits longer.
      const building = await startPortal({
        env: { ...env, DB_STATEMENT_TIMEOUT_MS: '60000' },
        logFile: path.join(database.dataDir, `server-${size}-first.log`),
      });
      const firstStart = { readyMs: building.readyMs, cpuSeconds: building.readyCpuSeconds };
      await building.stop();
      // Start-up, memory and growth are the search itself: this start answers nothing from the
      // result cache. The load table's server (below) runs as configured, with the cache.
      let server = await startPortal({
        env: { ...env, SEARCH_RESULT_CACHE_ENTRIES: '0' },
        logFile: path.join(database.dataDir, `server-${size}.log`),
      });
      log(
        `${database.label}: ${size} per section: first start ready in ${firstStart.readyMs} ms, ` +
          `restart in ${server.readyMs} ms`,
      );
      try {
        const token = await signIn(emulator.host, account.municipal.email, account.password);
        const list = scenarios({ token, detailIds: await detailIdsFrom(server.origin, token) });
        const search1 = list[0].request;
        const answer = await fetchJson(server.origin, search1);
        await point(server.origin, search1, 8, smoke ? 1 : 2); // warm-up
        const startup = {
          perSection: size,
          firstReadyMs: firstStart.readyMs,
          firstReadyCpuSeconds: firstStart.cpuSeconds,
          readyMs: server.readyMs,
          readyCpuSeconds: server.readyCpuSeconds,
          rssMb: server.rssMb(),
          rssPerProcessMb: server.rssPerProcessMb(),
          loadAverage: loadAverage()[0],
        };
        result.startup.push(startup);
        if (size !== perSection) {
          result.scaling.push({ perSection: size, ...(await point(server.origin, search1, 1)) });
          continue;
        }
        result.search1 = {
          totalCount: answer.body.contents.totalCount,
          categoryCounts: answer.body.contents.categoryCounts.map((c) => c.count),
          bytes: answer.bytes.length,
        };
        // The realistic workload (workload.mjs), first with the result cache off: every search searched.
        const workload = realisticWorkload({ token });
        await verifyWorkload(server.origin, workload, smoke ? 20 : 60);
        const realistic = () => ({ autocannonRequests: workloadRequests(workload) });
        result.realistic = { distinct: workload.searches.length, vocabulary: workload.vocabularySize, uncached: [] };
        for (const connections of CONNECTIONS) {
          result.realistic.uncached.push(await measuredPoint(server, realistic(), connections));
          log(
            `${database.label}: realistic, cache off @${connections}: ${JSON.stringify(result.realistic.uncached.at(-1))}`,
          );
        }
        const uncached = { id: 'search-rest-uncached', label: UNCACHED_LABEL, points: [] };
        for (const connections of CONNECTIONS) {
          uncached.points.push(await point(server.origin, search1, connections));
          log(`${database.label}: search 1, cache off @${connections}: ${JSON.stringify(uncached.points.at(-1))}`);
        }
        result.scaling.push({ perSection: size, ...uncached.points[0] });
        await server.stop();
        server = await startPortal({ env, logFile: path.join(database.dataDir, `server-${size}-cached.log`) });
        // A restart meets traffic at once: the first seconds, with every cache cold.
        result.realistic.cold = {
          seconds: coldSeconds,
          ...(await measuredPoint(server, realistic(), 32, coldSeconds)),
        };
        log(
          `${database.label}: realistic, first ${coldSeconds} s after a restart: ${JSON.stringify(result.realistic.cold)}`,
        );
        result.realistic.cached = [];
        for (const connections of CONNECTIONS) {
          result.realistic.cached.push(await measuredPoint(server, realistic(), connections));
          log(
            `${database.label}: realistic, cache on @${connections}: ${JSON.stringify(result.realistic.cached.at(-1))}`,
          );
        }
        await point(server.origin, search1, 8, smoke ? 1 : 2); // warm-up
        for (const scenario of list) {
          for (const connections of CONNECTIONS) {
            await fetchJson(server.origin, [scenario.request].flat()[0]);
            const measured = await point(server.origin, scenario.request, connections);
            const entry = result.scenarios.find((s) => s.id === scenario.id);
            if (entry) entry.points.push(measured);
            else result.scenarios.push({ id: scenario.id, label: scenario.label, points: [measured] });
            log(`${database.label}: ${scenario.id} @${connections}: p50 ${measured.p50} ms, ${measured.rps} req/s`);
          }
          if (scenario.id === 'search-rest') result.scenarios.push(uncached);
        }
        startup.rssAfterRunMb = server.rssMb();
        await server.stop();
        if (processes > 1) {
          log(`${database.label}: realistic workload on ${processes} app processes`);
          server = await startPortal({
            env,
            processes,
            logFile: path.join(database.dataDir, `server-${size}-processes.log`),
          });
          const multi = { processes, readyMs: server.readyMs, allReadyMs: server.allReadyMs, points: [] };
          // The same history as the one process had before its rows: the first seconds, cold.
          multi.cold = { seconds: coldSeconds, ...(await measuredPoint(server, realistic(), 32, coldSeconds)) };
          for (const connections of CONNECTIONS) {
            multi.points.push(await measuredPoint(server, realistic(), connections));
            log(
              `${database.label}: realistic, ${processes} processes @${connections}: ${JSON.stringify(multi.points.at(-1))}`,
            );
          }
          result.realistic.multi = multi;
          await server.stop();
        }

        log(`${database.label}: naive SQL reference`);
        const naive = await naiveSearch(database, { ...SEARCH_1, areas: SEARCH_1_AREAS });
        try {
          result.references.naiveSql = await loopPoint(() => naive.run(), {
            duration: smoke ? 0.2 : duration,
            maxRuns: smoke ? 5 : Infinity,
          });
        } finally {
          await naive.close();
        }
        log(`${database.label}: bare node:http ceiling`);
        for (const count of processes > 1 ? [1, processes] : [1]) {
          const ceiling = await startCeiling(answer.bytes, database.dataDir, count);
          try {
            const points = [];
            for (const connections of CONNECTIONS)
              points.push(await measuredPoint(ceiling, { request: { path: '/' } }, connections));
            result.references[count === 1 ? 'ceiling' : 'ceilingMulti'] = { processes: count, points };
          } finally {
            await ceiling.stop();
          }
        }
      } finally {
        await server.stop();
      }
    }
    result.goals = evaluateGoals(result, { largest: Math.max(...scale), perSection });
    return result;
  } finally {
    await database.drop();
  }
}

/** One database at `perSection`, the attacks of bench/lib/attack.mjs against it, one report section. */
async function attackMain(emulator, loadBefore) {
  const database = await createBenchDatabase(databases[0]);
  try {
    log(`${database.label}: growing the corpus to ${perSection} per section`);
    await growCorpus(database, perSection, Math.max(45, Math.ceil(perSection / 500)));
    const probeFile = path.join(database.dataDir, 'loop-probe.json');
    const server = await startPortal({
      env: {
        ...database.env,
        FIREBASE_PROJECT_ID: projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        NODE_OPTIONS: `--import ${path.join(root, 'bench/lib/loop-probe.mjs')}`,
        BENCH_LOOP_PROBE: probeFile,
        // Every round searches anew: a repeated keyword would be answered from the result cache.
        SEARCH_RESULT_CACHE_ENTRIES: '0',
      },
      logFile: path.join(database.dataDir, 'server-attack.log'),
    });
    try {
      const attacks = await runAttacks({
        origin: server.origin,
        pid: server.pid,
        probeFile,
        log,
        rounds: smoke ? 1 : 3,
      });
      const run = { date: new Date().toISOString(), machine: machine(loadBefore), database: database.label };
      run.machine.loadAfter = loadAverage();
      Object.assign(run, { perSection, attacks });
      writeAttackResults(out, run);
      const markdown = renderAttacks(run);
      console.log(`\n${markdown}\n`);
      if (!smoke && !args['no-readme']) {
        await writeReadmeSection(path.join(root, 'docs', 'performance.md'), [ATTACK_START, ATTACK_END], markdown);
        log('docs/performance.md attack table rewritten');
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** `--from FILE`: the document's section for a saved run, told apart by what the file holds. */
async function renderSaved(file) {
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  const readme = path.join(root, 'docs', 'performance.md');
  if (saved.attacks) await writeReadmeSection(readme, [ATTACK_START, ATTACK_END], renderAttacks(saved));
  else if (saved.fixtures) await writeReadmeSection(readme, [ALERTS_START, ALERTS_END], renderAlerts(saved));
  else if (saved.rounds) {
    const { INSIGHTS_START, INSIGHTS_END, renderInsights } = await import('./lib/insights-main.mjs');
    await writeReadmeSection(readme, [INSIGHTS_START, INSIGHTS_END], renderInsights(saved));
  } else await writeReadme(readme, renderSummary(saved));
  log(`docs/performance.md rewritten from ${path.relative(root, path.resolve(file))}`);
}

async function main() {
  if (args.from) return renderSaved(args.from);
  const started = Date.now();
  const loadBefore = loadAverage();
  if (!args['no-build']) {
    log('building the server');
    const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:server failed');
  }
  const emulatorDir = path.join(os.tmpdir(), `portal-bench-emulator-${process.pid}`);
  const emulator = await startAuthEmulator({ port: await freePort(), projectId, workDir: emulatorDir });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  if (args.insights) {
    try {
      const { insightsMain } = await import('./lib/insights-main.mjs'); // after the build, as the workload reads it
      await insightsMain({
        emulator,
        loadBefore,
        projectId,
        kind: databases[0],
        perSection,
        pairs: Number(args.pairs ?? 2),
        duration: Number(args.duration ?? 10),
        smoke,
        out,
        writeDocs: !smoke && !args['no-readme'],
        log,
      });
    } finally {
      await emulator.stop();
      fs.rmSync(emulatorDir, { recursive: true, force: true });
    }
    log(`results in ${path.relative(root, out) || out} after ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (args.alerts) {
    try {
      const { alertsMain } = await import('./lib/alerts-main.mjs'); // after the build, as the workload reads it
      await alertsMain({
        emulator,
        loadBefore,
        projectId,
        kind: databases[0],
        perSection,
        searches: Number(args.searches ?? (smoke ? 300 : 10_000)),
        connections: Number(args.connections ?? 8),
        smoke,
        out,
        writeDocs: !smoke && !args['no-readme'],
        log,
      });
    } finally {
      await emulator.stop();
      fs.rmSync(emulatorDir, { recursive: true, force: true });
    }
    log(`results in ${path.relative(root, out) || out} after ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  if (args.attack) {
    try {
      await attackMain(emulator, loadBefore);
    } finally {
      await emulator.stop();
      fs.rmSync(emulatorDir, { recursive: true, force: true });
    }
    log(`results in ${path.relative(root, out) || out} after ${Math.round((Date.now() - started) / 1000)} s`);
    return;
  }
  const results = {
    date: new Date().toISOString(),
    machine: machine(loadBefore),
    settings: { smoke, perSection, scale, duration, connections: CONNECTIONS, processes, coldSeconds },
    databases: [],
  };
  try {
    // Imported after the build: they read the GraphQL documents and the corpus from the built server.
    const scenarios = await import('./lib/scenarios.mjs');
    const workload = await import('./lib/workload.mjs');
    for (const kind of databases) results.databases.push(await benchDatabase(kind, emulator, scenarios, workload));
  } finally {
    await emulator.stop();
    fs.rmSync(emulatorDir, { recursive: true, force: true });
  }
  results.machine.loadAfter = loadAverage();
  results.seconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderMarkdown(results);
  console.log(`\n${markdown}\n`);
  log(`results in ${path.relative(root, out) || out} after ${results.seconds} s`);
  if (!smoke && !args['no-readme']) {
    await writeReadme(path.join(root, 'docs', 'performance.md'), renderSummary(results));
    log('docs/performance.md table rewritten');
  }
  const missing = missingFigures(results);
  if (missing.length > 0) {
    console.error(`The run is missing figures: ${missing.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
