// Turns one run's results into Markdown: every figure for the console (renderMarkdown), and the compact
// summary rewritten into docs/performance.md between its markers (renderSummary). The results JSON keeps all.
import { CONNECTIONS } from './goals.mjs';
import { table, writeReadmeSection } from './markdown.mjs';

export const README_START = '<!-- bench:start (written by npm run bench) -->';
export const README_END = '<!-- bench:end -->';

const fmt = (value, digits = 1) => (value == null ? '—' : Number(value).toFixed(digits));
const int = (value) => (value == null ? '—' : Math.round(value).toLocaleString('en'));
const cells = (p) => (p ? [`${fmt(p.p50)} / ${fmt(p.p95)} / ${fmt(p.p99)}`, int(p.rps)] : ['—', '—']);

function loadTable(db) {
  const header = ['', ...CONNECTIONS.flatMap((c) => [`${c} conn. p50 / p95 / p99 ms`, 'req/s'])];
  const rows = db.scenarios.map((s) => [
    s.label,
    ...CONNECTIONS.flatMap((c) => cells(s.points.find((p) => p.connections === c))),
  ]);
  rows.push([
    'ref. naive SQL for search 1 (LIKE, COUNT, GROUP BY)',
    ...cells(db.references.naiveSql),
    ...CONNECTIONS.slice(1).flatMap(() => ['—', '—']),
  ]);
  rows.push([
    'ref. bare node:http, same JSON body',
    ...CONNECTIONS.flatMap((c) => cells(db.references.ceiling.points.find((p) => p.connections === c))),
  ]);
  return table(header, rows);
}

/** The worst loop delay, and beside it the same less the process's waits for a core (loop-probe.mjs). */
const loopDelay = (p) =>
  p.maxOwnLoopDelayMs == null ? fmt(p.maxLoopDelayMs) : `${fmt(p.maxLoopDelayMs)} (${fmt(p.maxOwnLoopDelayMs)})`;

const detail = (p) =>
  p
    ? [`${fmt(p.p50)} / ${fmt(p.p95)} / ${fmt(p.p99)}`, int(p.rps), fmt(p.cpuMsPerRequest, 2), loopDelay(p)]
    : ['—', '—', '—', '—'];

/** The realistic workload (workload.mjs): the search goals' measure, with its references from the same run. */
function realisticTable(db) {
  const real = db.realistic;
  const header = [
    '',
    ...CONNECTIONS.flatMap((c) => [
      `${c} conn. p50 / p95 / p99 ms`,
      'req/s',
      'CPU ms / req',
      'worst loop delay ms (less waits for a core)',
    ]),
  ];
  const row = (label, points) => [
    label,
    ...CONNECTIONS.flatMap((c) => detail(points?.find((p) => p.connections === c))),
  ];
  const rows = [
    row('R1. realistic workload, result cache on (1 process)', real.cached),
    row('R2. realistic workload, result cache off (1 process)', real.uncached),
  ];
  if (real.multi)
    rows.push(row(`R3. realistic workload, result cache on, ${real.multi.processes} processes`, real.multi.points));
  rows.push(row(`R4. first ${real.cold.seconds} s after a restart (cold caches, cache on)`, [real.cold]));
  if (real.multi?.cold) {
    rows.push(
      row(`R5. first ${real.multi.cold.seconds} s after a start, ${real.multi.processes} processes`, [real.multi.cold]),
    );
  }
  rows.push(row('ref. bare node:http, 1 process', db.references.ceiling.points));
  if (db.references.ceilingMulti) {
    rows.push(
      row(`ref. bare node:http, ${db.references.ceilingMulti.processes} processes`, db.references.ceilingMulti.points),
    );
  }
  return table(header, rows);
}

function realisticSummary(db) {
  const real = db.realistic;
  const at32 = (points) => points?.find((p) => p.connections === 32);
  const rss = (p) => (p ? `${int(p.rssMb)} MB in all, ${int(p.rssPerProcessMb)} MB the largest process` : '—');
  const parts = [
    `${int(real.distinct)} distinct searches from a vocabulary of ${int(real.vocabulary)} corpus words, Zipf popularity; ` +
      `resident memory at 32 connections: ${rss(at32(real.cached))} (1 process)` +
      (real.multi ? `, ${rss(at32(real.multi.points))} (${real.multi.processes} processes, primary included)` : '') +
      '.',
  ];
  if (real.multi) {
    const r = (a, b) => (a && b ? (a / b).toFixed(2) : '—');
    parts.push(
      `Throughput of ${real.multi.processes} processes against 1 at 32 connections: ` +
        `${r(at32(real.multi.points)?.rps, at32(real.cached)?.rps)}× (bare node:http: ` +
        `${r(at32(db.references.ceilingMulti?.points)?.rps, at32(db.references.ceiling.points)?.rps)}×); ` +
        `all ${real.multi.processes} ready ${int(real.multi.allReadyMs)} ms after the start.`,
    );
  }
  return parts.join(' ');
}

function sizeTable(db) {
  const header = [
    'records per section',
    'seeded (s)',
    'first start: ready (ms)',
    'first start: server CPU (s)',
    'restart: ready (ms)',
    'restart: server CPU (s)',
    'load average then',
    'RSS after warm-up (MB)',
    'search 1 p50 at 1 conn., cache off (ms)',
  ];
  const rows = db.startup.map((s) => {
    const scaled = db.scaling.find((x) => x.perSection === s.perSection);
    const seeded = db.seeding.find((x) => x.perSection === s.perSection);
    return [
      int(s.perSection),
      fmt(seeded?.ms / 1000),
      int(s.firstReadyMs),
      fmt(s.firstReadyCpuSeconds),
      int(s.readyMs),
      fmt(s.readyCpuSeconds),
      fmt(s.loadAverage),
      int(s.rssMb),
      fmt(scaled?.p50, 2),
    ];
  });
  return table(header, rows);
}

function goalTable(db) {
  return table(
    ['goal', 'measured', 'target', ''],
    db.goals.map((g) => [g.goal, g.value, g.target, g.pass ? 'met' : '**not met**']),
  );
}

export function renderMarkdown(results) {
  const m = results.machine;
  const lines = [
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ` +
      `Node.js ${m.node}; load average ${m.loadBefore.join(' / ')} before the run and ${m.loadAfter.join(' / ')} after ` +
      `(other work on the machine shows here). ${int(results.settings.perSection)} records per section, ` +
      `${results.settings.duration} s per point${results.settings.smoke ? ' (smoke run: tiny corpus, not a measurement)' : ''}.`,
  ];
  for (const db of results.databases) {
    const s1 = db.search1;
    lines.push(
      '',
      `**${db.label}** — search 1 finds ${int(s1.totalCount)} of ${int(results.settings.perSection)} listings ` +
        `(category counts ${s1.categoryCounts.join(', ')}; ${int(s1.bytes)} bytes of JSON).`,
      '',
      realisticTable(db),
      '',
      realisticSummary(db),
      '',
      'Secondary: one search repeated (answered by the result cache after its first time), and the other single requests.',
      '',
      loadTable(db),
      '',
      sizeTable(db),
      '',
      goalTable(db),
    );
  }
  return lines.join('\n');
}

const pair = (p) => (p ? `${fmt(p.p50)} / ${fmt(p.p95)}` : '—');
const withRps = (p) => (p ? `${pair(p)}, ${int(p.rps)}` : '—');
const at = (points, c) => points?.find((p) => p.connections === c);

/** The summary's rows: a label and, per database, the point at 1 and at 32 connections. */
const SUMMARY_ROWS = [
  ['R1. realistic workload, result cache on', (db) => db.realistic.cached],
  ['R2. realistic workload, result cache off', (db) => db.realistic.uncached],
  ['R3. realistic workload, cache on, N processes', (db) => db.realistic.multi?.points],
  ['R4. first seconds after a restart (cold)', (db) => [db.realistic.cold]],
  ['R5. the same, N processes', (db) => (db.realistic.multi?.cold ? [db.realistic.multi.cold] : null)],
];

/** Per scenario and database: p50 / p95 at 1 connection, and p50 / p95 with throughput at 32. */
function summaryTable(databases) {
  const rows = SUMMARY_ROWS.map(([label, points]) => [label, ...databases.map(points)]);
  for (const scenario of databases[0].scenarios) {
    const label = scenario.label.replace(/ \(.*\)$/, '');
    rows.push([label, ...databases.map((db) => db.scenarios.find((s) => s.id === scenario.id)?.points)]);
  }
  rows.push(['ref. naive SQL for search 1', ...databases.map((db) => [{ ...db.references.naiveSql, connections: 1 }])]);
  rows.push(['ref. bare node:http, same JSON body', ...databases.map((db) => db.references.ceiling.points)]);
  const header = [
    'p50 / p95 ms',
    ...databases.flatMap((db) => [`${db.label.split(' ')[0]}, 1 conn.`, '32 conn., req/s']),
  ];
  const cold = (points) => points?.length === 1 && points[0].seconds != null;
  return table(
    header,
    rows
      .filter(([, ...perDb]) => perDb.some(Boolean))
      .map(([label, ...perDb]) => [
        label,
        ...perDb.flatMap((points) =>
          cold(points) ? ['—', withRps(points[0])] : [pair(at(points, 1)), withRps(at(points, 32))],
        ),
      ]),
  );
}

/** The goals of every database side by side; the reference figures beside a measure stay in the JSON. */
function summaryGoals(databases) {
  const rows = databases[0].goals.map((goal, i) => [
    goal.goal.replace(/ \(restart; first start after import: [^)]*\)/, ' (restart)'),
    goal.target,
    ...databases.map((db) => {
      const g = db.goals[i];
      return g ? `${g.value.replace(/; bare node:http here: .*$/, '')}, ${g.pass ? 'met' : '**not met**'}` : '—';
    }),
  ]);
  return table(['goal', 'target', ...databases.map((db) => db.label)], rows);
}

/** The committed summary: the workloads' latency and throughput, start-up and the goals, per database. */
export function renderSummary(results) {
  const m = results.machine;
  const s = results.settings;
  const startup = results.databases.map((db) => {
    const here = db.startup.find((x) => x.perSection === s.perSection);
    return (
      `${db.label}: first start after import ${fmt(here?.firstReadyMs / 1000)} s, restart ` +
      `${fmt(here?.readyMs / 1000)} s, ${int(here?.rssMb)} MB resident after warm-up`
    );
  });
  const processes = results.databases[0].realistic.multi?.processes;
  return [
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ` +
      `Node.js ${m.node}; load average ${m.loadBefore.join(' / ')} before and ${m.loadAfter.join(' / ')} after. ` +
      `${int(s.perSection)} records per section, ${s.duration} s per point, N = ${processes ?? 1}, ` +
      `the first ${s.coldSeconds} s after a restart at 32 connections` +
      `${s.smoke ? ' (smoke run: tiny corpus, not a measurement)' : ''}. Search 1 finds ` +
      `${int(results.databases[0].search1.totalCount)} listings (${int(results.databases[0].search1.bytes)} bytes of JSON). ` +
      `${startup.join('; ')}.`,
    '',
    summaryTable(results.databases),
    '',
    summaryGoals(results.databases),
  ].join('\n');
}

export const writeReadme = (readmePath, markdown) =>
  writeReadmeSection(readmePath, [README_START, README_END], markdown);
