// `npm run bench:web` results: the client's goals and the search pages' goals (the search pages:
// every run of every page, not only the median), the Markdown tables (every run with the machine's
// load beside it, for the console; the median runs and the goals for docs/performance.md, between
// its markers), and the check that a run has every figure.
import { table, writeReadmeSection } from './markdown.mjs';

export const WEB_README_START = '<!-- bench-web:start (written by npm run bench:web) -->';
export const WEB_README_END = '<!-- bench-web:end -->';

export const WEB_GOALS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2000,
  cls: 0.05,
  homeFirstLoadScriptKb: 150,
  // On every page bench:web measures, in every run.
  firstLoadScriptKb: 150,
  tbtMs: 150,
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
    for (const [i, run] of (page.runs ?? []).entries()) {
      if (!Array.isArray(run.load) || run.load.length !== 3) missing.push(`${page.id}.runs[${i}].load`);
    }
  }
  if (!results.bundle || !Number.isFinite(results.bundle.homeFirstLoadGzipBytes)) missing.push('bundle');
  for (const [page, bytes] of Object.entries(results.bundle?.searchFirstLoadGzipBytes ?? {})) {
    if (!Number.isFinite(bytes)) missing.push(`bundle.searchFirstLoadGzipBytes[${page}]`);
  }
  return missing;
}

/** Every run of every page, each with its page. */
const allRuns = (pages) => pages.flatMap((p) => p.runs.map((run, i) => ({ page: p, run, index: i + 1 })));

/** Goal rows: { goal, measured, target, met }. Performance, TBT and JavaScript count every run. */
export function evaluateWebGoals(results) {
  const pages = results.pages;
  const runs = allRuns(pages);
  const worstMedian = (key, pick) => pages.reduce((w, p) => pick(w, p.median[key]), pick === Math.min ? Infinity : 0);
  const worstRun = (key, pick) => runs.reduce((w, r) => pick(w, r.run[key]), pick === Math.min ? Infinity : 0);
  const home = pages.find((p) => p.path === '/');
  const where = (key, value) => {
    const hit = runs.find((r) => r.run[key] === value);
    return hit ? ` (${hit.page.id}, run ${hit.index})` : '';
  };
  const lowestPerformance = worstRun('performance', Math.min);
  const highestTbt = worstRun('tbtMs', Math.max);
  const mostScript = worstRun('scriptGzipBytes', Math.max);
  const rows = [
    {
      goal: 'Performance score (lowest run of any page)',
      measured: `${lowestPerformance}${where('performance', lowestPerformance)}`,
      target: `≥ ${WEB_GOALS.performance}`,
      met: lowestPerformance >= WEB_GOALS.performance,
    },
    {
      goal: 'TBT (highest run of any page)',
      measured: `${fmt(highestTbt, 0)} ms${where('tbtMs', highestTbt)}`,
      target: `≤ ${WEB_GOALS.tbtMs} ms`,
      met: highestTbt <= WEB_GOALS.tbtMs,
    },
    {
      goal: 'First-load JavaScript, gzip (largest run of any page)',
      measured: `${kb(mostScript)} KB${where('scriptGzipBytes', mostScript)}`,
      target: `≤ ${WEB_GOALS.firstLoadScriptKb} KB`,
      met: mostScript / 1024 <= WEB_GOALS.firstLoadScriptKb,
    },
    ...Object.entries(results.bundle.searchFirstLoadGzipBytes ?? {}).map(([page, bytes]) => ({
      goal: `First-load JavaScript of ${page} in the build (gzip)`,
      measured: `${kb(bytes)} KB`,
      target: `≤ ${WEB_GOALS.firstLoadScriptKb} KB`,
      met: bytes / 1024 <= WEB_GOALS.firstLoadScriptKb,
    })),
    {
      goal: 'Accessibility score (lowest page)',
      measured: String(worstMedian('accessibility', Math.min)),
      target: `= ${WEB_GOALS.accessibility}`,
      met: worstMedian('accessibility', Math.min) >= WEB_GOALS.accessibility,
    },
    {
      goal: 'LCP (slowest page)',
      measured: `${fmt(worstMedian('lcpMs', Math.max), 0)} ms`,
      target: `≤ ${WEB_GOALS.lcpMs} ms`,
      met: worstMedian('lcpMs', Math.max) <= WEB_GOALS.lcpMs,
    },
    {
      goal: 'CLS (highest page)',
      measured: fmt(worstMedian('cls', Math.max), 3),
      target: `≤ ${WEB_GOALS.cls}`,
      met: worstMedian('cls', Math.max) <= WEB_GOALS.cls,
    },
    {
      goal: 'First-load JavaScript for / (gzip)',
      measured: `${fmt(home ? home.median.scriptGzipBytes / 1024 : NaN, 1)} KB`,
      target: `≤ ${WEB_GOALS.homeFirstLoadScriptKb} KB`,
      met: home != null && home.median.scriptGzipBytes / 1024 <= WEB_GOALS.homeFirstLoadScriptKb,
    },
    {
      goal: 'Requests to other hosts before analytics consent',
      measured: String(pages.flatMap((p) => p.median.otherHosts).length),
      target: '0',
      met: pages.every((p) => p.median.otherHosts.length === 0),
    },
    {
      goal: 'Route chunks (code-split screens)',
      measured: String(results.bundle.routeChunks),
      target: '> 1',
      met: results.bundle.routeChunks > 1,
    },
  ];
  return rows;
}

const loadShown = (load) => (Array.isArray(load) ? load.map((l) => l.toFixed(2)).join(' / ') : '—');

/** The parts of a run's report: the run's line, the pages' median runs, every run, the goals. */
function webSections(results) {
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
  const everyRun = table(
    [
      'page',
      'run',
      'load average before (1 / 5 / 15 min)',
      'CPU benchmark index',
      'performance',
      'TBT',
      'LCP',
      'JS gzip (files)',
    ],
    allRuns(results.pages).map(({ page, run, index }) => [
      page.id,
      String(index),
      loadShown(run.load),
      Number.isFinite(run.benchmarkIndex) ? fmt(run.benchmarkIndex, 0) : '—',
      String(run.performance),
      `${fmt(run.tbtMs, 0)} ms`,
      `${fmt(run.lcpMs / 1000, 2)} s`,
      `${kb(run.scriptGzipBytes)} KB (${run.scriptRequests})`,
    ]),
  );
  const goals = table(
    ['goal', 'measured', 'target', ''],
    evaluateWebGoals(results).map((g) => [g.goal, g.measured, g.target, g.met ? 'met' : '**not met**']),
  );
  return { intro, pages, everyRun, goals };
}

export function renderWebMarkdown(results) {
  const { intro, pages, everyRun, goals } = webSections(results);
  return `${intro}\n\n${pages}\n\nEvery run, with the machine's load average just before it and Lighthouse's own measure of the CPU's speed during it (its \`benchmarkIndex\`: the mobile preset's 4× slowdown is calibrated for about 1 500, so a lower index means a slower machine and a higher TBT for the same page):\n\n${everyRun}\n\n${goals}`;
}

/** The committed summary: the median run of each page and the goals; every run stays in the results JSON. */
export function renderWebSummary(results) {
  const { intro, pages, goals } = webSections(results);
  return `${intro} Every run, with its load average and Lighthouse's CPU index, is in the results JSON.\n\n${pages}\n\n${goals}`;
}

export const writeWebReadme = (readmePath, markdown) =>
  writeReadmeSection(readmePath, [WEB_README_START, WEB_README_END], markdown);
