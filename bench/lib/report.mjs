// Turns one run's results into Markdown (printed, and rewritten into docs/performance.md between markers).
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

/** The realistic workload (workload.mjs): the measure, with its references from the same run. */
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

export const writeReadme = (readmePath, markdown) =>
  writeReadmeSection(readmePath, [README_START, README_END], markdown);
