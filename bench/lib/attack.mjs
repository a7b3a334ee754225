// `npm run bench -- --attack`: the worst requests an anonymous caller may send, at the benchmark's
// scale, each measured while /healthz is polled: the server's worst event-loop delay (perf_hooks,
// through loop-probe.mjs), the slowest /healthz answer, the peak resident memory above the level
// before, the answer's status, size and time. Written to bench/results/attack.json and, as a
// compact table, docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import { table } from './markdown.mjs';

export const ATTACK_START = '<!-- bench-attack:start (written by npm run bench -- --attack) -->';
export const ATTACK_END = '<!-- bench-attack:end -->';

const CASE_FIELDS =
  'id uid title excerpt organizationName municipalityName categories { id name } areaNames fiscalYear publishedAt';
const aliases = (n, field) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;
const graphql = (query) => ({
  path: '/graphql',
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
});
/** Distinct, uncached keywords: each alias is a search of its own. */
const KEYWORDS = [
  '防災',
  '子育て',
  '観光',
  '窓口',
  '高齢者',
  '教育',
  '農業',
  '健康',
  '交通',
  '環境',
  '税',
  '福祉',
  '道路',
  '水道',
  'ごみ',
];

export const ATTACKS = [
  {
    id: 'aliases-full',
    label: '15 aliased allCases, every summary field',
    request: graphql(aliases(15, () => `allCases { ${CASE_FIELDS} }`)),
  },
  {
    id: 'aliases-allowed',
    label: '15 aliased allCases(limit: 130) { id uid title excerpt } (about the largest that passes)',
    request: graphql(aliases(15, () => 'allCases(limit: 130) { id uid title excerpt }')),
  },
  {
    id: 'page-max',
    label: 'allCases, one full page (500 records, every summary field)',
    request: graphql(`{ allCases { ${CASE_FIELDS} } }`),
  },
  {
    id: 'search-aliases-allowed',
    label: '3 aliased searchCases, each an uncached keyword, with facet counts (the most that pass)',
    request: graphql(
      aliases(
        3,
        (i) =>
          `searchCases(criteria: { keyword: "${KEYWORDS[14 - i]}" }) { totalCount items { ${CASE_FIELDS} } categoryCounts { id name count } }`,
      ),
    ),
  },
  {
    id: 'search-aliases',
    label: '15 aliased searchCases, each an uncached keyword, with facet counts',
    request: graphql(
      aliases(
        15,
        (i) =>
          `searchCases(criteria: { keyword: "${KEYWORDS[i]}" }) { totalCount items { ${CASE_FIELDS} } categoryCounts { id name count } }`,
      ),
    ),
  },
  {
    id: 'rest-fetch-all',
    label: 'REST fetch-all of cases (every record, streamed; Accept-Encoding: br, gzip)',
    request: {
      path: '/api/service/cases/search?searchType=cases',
      init: { headers: { 'accept-encoding': 'br, gzip' } },
    },
  },
  {
    id: 'rest-fetch-all-identity',
    label: 'REST fetch-all of cases, uncompressed',
    request: {
      path: '/api/service/cases/search?searchType=cases',
      init: { headers: { 'accept-encoding': 'identity' } },
    },
  },
  {
    id: 'rest-fetch-all-x4',
    label: '4 REST fetch-alls at once (cases; br, gzip)',
    concurrency: 4,
    request: {
      path: '/api/service/cases/search?searchType=cases',
      init: { headers: { 'accept-encoding': 'br, gzip' } },
    },
  },
];

async function send(origin, { path: url, init }) {
  const started = performance.now();
  const response = await fetch(`${origin}${url}`, init);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { status: response.status, bytes, ms: performance.now() - started };
}

/** Polls /healthz one request after another until stopped; the slowest answer wins. */
function pollHealth(origin) {
  let running = true;
  let worst = 0;
  let count = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${origin}/healthz`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      count++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    return { worstMs: worst, polls: count };
  };
}

async function probe(pid, file) {
  const before = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 500; i++) {
    if (fs.existsSync(file) && fs.statSync(file).mtimeMs !== before) {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        // being written
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the loop probe did not answer');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (value) => Math.round(value * 10) / 10;

async function once(attack, { origin, pid, probeFile }) {
  // Settle, then start a clean interval.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = await probe(pid, probeFile);
  const stopPolling = pollHealth(origin);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: attack.concurrency ?? 1 }, () => send(origin, attack.request)),
  );
  const wallMs = performance.now() - started;
  const health = await stopPolling();
  const stats = await probe(pid, probeFile);
  return {
    statuses: answers.map((a) => a.status),
    bytes: Math.max(...answers.map((a) => a.bytes)),
    wallMs,
    maxLoopDelayMs: stats.maxDelayMs,
    longestGcMs: stats.longestGcMs,
    worstHealthzMs: health.worstMs,
    rssBeforeMb: baseline.rssMb,
    rssRiseMb: stats.peakRssMb - baseline.rssMb,
  };
}

/**
 * Runs every attack `rounds` times against a started portal (spawned with the loop probe). On a
 * machine others share, one round can be slowed by them: the median of the rounds is reported
 * beside the worst.
 */
export async function runAttacks({ origin, pid, probeFile, log, rounds = 3 }) {
  const counted = await (await fetch(`${origin}/api/service/cases/count?searchType=cases`)).json();
  log(`the portal serves ${counted.contents.totalCount} cases`);
  const results = [];
  for (const attack of ATTACKS) {
    const runs = [];
    for (let round = 0; round < rounds; round++) runs.push(await once(attack, { origin, pid, probeFile }));
    const of = (key) => runs.map((r) => r[key]);
    const result = {
      id: attack.id,
      label: attack.label,
      concurrency: attack.concurrency ?? 1,
      rounds,
      statuses: [...new Set(runs.flatMap((r) => r.statuses))],
      bytes: Math.max(...of('bytes')),
      wallMs: Math.round(median(of('wallMs'))),
      maxLoopDelayMs: round1(median(of('maxLoopDelayMs'))),
      worstLoopDelayMs: round1(Math.max(...of('maxLoopDelayMs'))),
      longestGcMs: round1(Math.max(...of('longestGcMs'))),
      worstHealthzMs: round1(median(of('worstHealthzMs'))),
      rssBeforeMb: runs[0].rssBeforeMb,
      rssRiseMb: round1(Math.max(...of('rssRiseMb'))),
    };
    log(`${attack.id}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  return results;
}

const fmt = (value, digits = 0) => (value == null ? '—' : Number(value).toFixed(digits));
const size = (bytes) => (bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

export function renderAttacks(run) {
  // The committed table keeps what a reader weighs; attack.json keeps every figure (medians, GC pauses).
  const header = [
    'anonymous request',
    'status',
    'answer',
    'time (ms)',
    'worst loop delay (ms)',
    'slowest /healthz (ms)',
    'RSS rise (MB)',
  ];
  const rows = run.attacks.map((a) => [
    a.label,
    a.statuses.join(', '),
    size(a.bytes),
    fmt(a.wallMs),
    fmt(a.worstLoopDelayMs, 1),
    fmt(a.worstHealthzMs, 1),
    fmt(a.rssRiseMb, 1),
  ]);
  return [
    `${run.database}, ${run.perSection.toLocaleString('en')} records per section, ${run.date.slice(0, 10)}; ` +
      `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}; load average before ` +
      `${run.machine.loadBefore.join(' ')}, after ${run.machine.loadAfter.join(' ')}; ${run.attacks[0]?.rounds ?? 1} rounds each (time and /healthz: median; loop delay: worst round).`,
    '',
    table(header, rows),
  ].join('\n');
}

export function writeAttackResults(out, run) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`);
}
