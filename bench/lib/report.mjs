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
