// `npm run bench:web` results: the goals of issue 8 (client half), the Markdown table, the check
// that a run has every figure, and the section of docs/performance.md between its markers.
import { table, writeReadmeSection } from './markdown.mjs';

export const WEB_README_START = '<!-- bench-web:start (written by npm run bench:web) -->';
export const WEB_README_END = '<!-- bench-web:end -->';

export const WEB_GOALS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2000,
  cls: 0.05,
  homeFirstLoadScriptKb: 150,
};

const FIGURES = [
  'performance',
  'accessibility',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'scriptTransferBytes',
  'scriptGzipBytes',
  'scriptRequests',
  'totalBytes',
];

const kb = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
const fmt = (value, digits) => (value == null || Number.isNaN(value) ? '—' : Number(value).toFixed(digits));

export function missingWebFigures(results) {
  const missing = [];
  if (!results.date) missing.push('date');
  for (const key of ['cpus', 'memoryGb']) {
    if (!Number.isFinite(results.machine?.[key])) missing.push(`machine.${key}`);
  }
  if (!results.pages?.length) missing.push('pages');
  for (const page of results.pages ?? []) {
    for (const key of FIGURES) {
      if (typeof page.median?.[key] !== 'number' || !Number.isFinite(page.median[key]))
        missing.push(`${page.id}.${key}`);
    }
    if (!Array.isArray(page.median?.otherHosts)) missing.push(`${page.id}.otherHosts`);
  }
  if (!results.bundle || !Number.isFinite(results.bundle.homeFirstLoadGzipBytes)) missing.push('bundle');
  return missing;
}

/** Goal rows: [goal, measured, target, met]. */
export function evaluateWebGoals(results) {
  const pages = results.pages;
  const worst = (key, pick) => pages.reduce((w, p) => pick(w, p.median[key]), pick === Math.min ? Infinity : 0);
  const home = pages.find((p) => p.path === '/');
  const rows = [
    ['Performance score (lowest page)', worst('performance', Math.min), `≥ ${WEB_GOALS.performance}`],
    ['Accessibility score (lowest page)', worst('accessibility', Math.min), `= ${WEB_GOALS.accessibility}`],
    ['LCP (slowest page)', worst('lcpMs', Math.max), `≤ ${WEB_GOALS.lcpMs} ms`],
    ['CLS (highest page)', worst('cls', Math.max), `≤ ${WEB_GOALS.cls}`],
    [
      'First-load JavaScript for / (gzip)',
      home ? home.median.scriptGzipBytes / 1024 : NaN,
      `≤ ${WEB_GOALS.homeFirstLoadScriptKb} KB`,
    ],
    ['Requests to other hosts before analytics consent', pages.flatMap((p) => p.median.otherHosts).length, '0'],
    ['Route chunks (code-split screens)', results.bundle.routeChunks, '> 1'],
  ];
  const met = [
    rows[0][1] >= WEB_GOALS.performance,
    rows[1][1] >= WEB_GOALS.accessibility,
    rows[2][1] <= WEB_GOALS.lcpMs,
    rows[3][1] <= WEB_GOALS.cls,
    rows[4][1] <= WEB_GOALS.homeFirstLoadScriptKb,
    rows[5][1] === 0,
    rows[6][1] > 1,
  ];
  const shown = [
    String(rows[0][1]),
    String(rows[1][1]),
    `${fmt(rows[2][1], 0)} ms`,
    fmt(rows[3][1], 3),
    `${fmt(rows[4][1], 1)} KB`,
    String(rows[5][1]),
    String(rows[6][1]),
  ];
  return rows.map((row, i) => ({ goal: row[0], measured: shown[i], target: row[2], met: met[i] }));
}

export function renderWebMarkdown(results) {
  const m = results.machine;
  const s = results.settings;
  const intro =
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ` +
    `${m.chromium}, Lighthouse ${s.lighthouse} (mobile preset, simulated throttling); load average ` +
    `${m.loadBefore.join(' / ')} before the run. Median of ${s.runs} run${s.runs > 1 ? 's' : ''} per page ` +
    `(by performance score); KB = 1,024 bytes${s.smoke ? ' — smoke run, not a measurement' : ''}.`;
  const pageRows = results.pages.map((p) => {
    const f = p.median;
    return [
      `${p.label} (\`${p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path}\`)`,
      String(f.performance),
      String(f.accessibility),
      `${fmt(f.lcpMs / 1000, 2)} s`,
      `${fmt(f.tbtMs, 0)} ms`,
      fmt(f.cls, 3),
      `${kb(f.scriptGzipBytes)} KB / ${kb(f.scriptTransferBytes)} KB (${f.scriptRequests})`,
      `${kb(f.totalBytes)} KB`,
      f.otherHosts.length ? f.otherHosts.join(', ') : 'none',
    ];
  });
  const pages = table(
    [
      'page',
      'performance',
      'accessibility',
      'LCP',
      'TBT',
      'CLS',
      'JS gzip / sent (files)',
      'total bytes',
      'other hosts',
    ],
    pageRows,
  );
  const goals = table(
    ['goal', 'measured', 'target', ''],
    evaluateWebGoals(results).map((g) => [g.goal, g.measured, g.target, g.met ? 'met' : '**not met**']),
  );
  return `${intro}\n\n${pages}\n\n${goals}`;
}

export const writeWebReadme = (readmePath, markdown) =>
  writeReadmeSection(readmePath, [WEB_README_START, WEB_README_END], markdown);
