// The search engine alone, without HTTP: per-search time (= event-loop block) over a realistic
// workload at 100 000 records per section. Not part of `npm test`; run after `npm run build:server`:
//
//   node bench/lib/engine-micro.mjs [--per-section 100000] [--db /tmp/x.sqlite] [--dist server/dist]
//                                   [--queries 1000] [--requests 5000] [--json out.json]
//
// --db reuses a SQLite file seeded by an earlier run (it is seeded when missing); --dist runs
// another build of the server (an older commit's, to compare). The workload is seeded: 1 000
// distinct searches drawn from each section's own vocabulary (one or two words, a quarter joined by
// a full-width space, some as kana readings, some one-character or arbitrary substrings of a
// title), most with filters; each distinct search is timed once on fresh indexes (term caches
// cold: the worst case), then a Zipf-distributed stream over them (caches warm, as in production),
// then adversarial terms (very common short fragments, ASCII letters, digits) on fresh indexes.
// Each search is run as the service runs it (the index's `prepare`, where the build has one, then
// `search`) while a setImmediate ticker measures the longest the event loop was held: `block` is
// what a request queued behind the search waits (wall clock: on a loaded machine it includes time
// the process was not scheduled), `cpuBlock` the main thread's CPU time in that stretch (what the
// code costs, GC pauses included, whatever the machine's load), `ms` the search's latency.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const perSection = Number(option('per-section', 100_000));
const dist = path.resolve(option('dist', path.join(root, 'server/dist')));
const dbPath = option('db', path.join(os.tmpdir(), `engine-micro-${perSection}.sqlite`));
const distinct = Number(option('queries', 1000));
const requests = Number(option('requests', 5000));
const jsonOut = option('json', null);
const SECTIONS = ['solutions', 'grants', 'cases'];

require('reflect-metadata');
const serverModule = (name) => require(path.join(dist, name));
const { openDatabase } = serverModule('db/data-source.js');
const { ENTITIES } = serverModule('modules/entities.js');
const { SECTION_LOADERS } = serverModule('modules/sections.js');
const { buildSectionIndex, publishedIds } = serverModule('modules/search/section-loading.js');
const { SectionIndex } = serverModule('modules/search/section-index.js');
const { toSearchQuery } = serverModule('modules/search/search-query.js');
/** The searches the service runs on each index once loaded (absent from older builds). */
const warmUp = fs.existsSync(path.join(dist, 'modules/search/warm-up.js'))
  ? serverModule('modules/search/warm-up.js').warmUp
  : null;
const shared = require(path.join(root, 'shared/dist/index.js'));

function random(seed) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 1000) / 1000;
  return { p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)), worst: round(sorted.at(-1)) };
};

async function corpusDatabase() {
  if (!fs.existsSync(dbPath)) {
    const { seedLarge } = serverModule('seed/large.js');
    const started = Date.now();
    await seedLarge(perSection, { sqlitePath: dbPath });
    console.error(`seeded ${perSection} per section into ${dbPath} in ${Date.now() - started} ms`);
  }
  return openDatabase({ sqlitePath: dbPath }, ENTITIES);
}

/** A section's workload: distinct criteria drawn from its vocabulary and titles. */
function workload(index, section, r) {
  const { terms, readings } = index.vocabulary.snapshot();
  const words = terms.filter((t) => t.length >= 2);
  const titles = index
    .all()
    .slice(0, 2000)
    .map((s) => shared.normalizeText(s.title ?? ''));
  const word = () => {
    const roll = r.next();
    if (roll < 0.05) return r.pick(r.pick(titles).replace(/\s/g, '') || 'の');
    if (roll < 0.15) {
      const title = r.pick(titles).replace(/\s/g, '');
      const length = 3 + Math.floor(r.next() * 4);
      const start = Math.floor(r.next() * Math.max(1, title.length - length));
      return title.slice(start, start + length) || 'システム';
    }
    const id = terms.indexOf(r.pick(words));
    const reading = readings[id]?.split('|').filter(Boolean);
    if (roll < 0.3 && reading?.length) return r.pick(reading);
    return terms[id];
  };
  const seen = new Set();
  const list = [];
  while (list.length < distinct) {
    const keyword = r.next() < 0.6 ? word() : `${word()}${r.next() < 0.5 ? '　' : ' '}${word()}`;
    const input = { keyword };
    if (r.next() < 0.5) input.categories = [r.pick(shared.CATEGORY_IDS)];
    if (r.next() < 0.3) input.affiliations = [r.pick(shared.PREFECTURES).id];
    if (r.next() < 0.2) input.page = 2 + Math.floor(r.next() * 3);
    if (r.next() < 0.2) input.sort = 'newest';
    const key = JSON.stringify(input);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ section, input });
  }
  return list;
}

/** Very common fragments (1–4 characters), ASCII letters and digits: the worst cases for postings. */
const ADVERSARIAL = [
  'シス',
  'システム',
  'の',
  '化',
  '市',
  'データ',
  'a',
  'AI',
  'e',
  's',
  '1',
  '0',
  '2024',
  '202',
  'する',
  'ション',
  'ー',
  'サービス',
  '事業',
  '自治体',
  '支援',
  'の活用',
  'た',
  'ン',
  'ス',
  'テム',
  'ます',
  'こと',
  '業務',
  '情報',
  'ing',
  'tion',
  '10',
  'の ス',
  'シス テム',
  'データ 活用',
];

/**
 * Milliseconds the main thread has spent on a CPU: Linux's per-thread schedstat (nanoseconds; the
 * process's own figure would add the GC's helper threads), else the process's CPU time.
 */
const SCHEDSTAT = '/proc/thread-self/schedstat';
const hasSchedstat = fs.existsSync(SCHEDSTAT);
const cpuNow = () => {
  if (hasSchedstat) return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs one search as the service does; `block` is the longest stretch without an event-loop turn. */
async function timeSearch(indexes, { section, input }) {
  // As the HTTP bench's municipal caller: the whole texts (older builds ignore the access).
  const query = toSearchQuery(input, undefined, null, 'detail');
  const index = indexes[section];
  let running = true;
  let last = performance.now();
  let lastCpu = cpuNow();
  let block = 0;
  let cpuBlock = 0;
  const stretch = () => {
    const now = performance.now();
    const cpu = cpuNow();
    block = Math.max(block, now - last);
    cpuBlock = Math.max(cpuBlock, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
  };
  const tick = () => {
    stretch();
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const started = performance.now();
  last = started;
  lastCpu = cpuNow();
  if (index.prepare) await index.prepare(query.terms, query.access);
  index.search(query);
  const ended = performance.now();
  running = false;
  stretch();
  return { ms: ended - started, block, cpuBlock };
}

const database = await corpusDatabase();
const built = {};
const buildMs = {};
for (const section of SECTIONS) {
  const ids = await publishedIds(database, section);
  const started = Date.now();
  built[section] = await buildSectionIndex(database, SECTION_LOADERS[section], ids, false);
  buildMs[section] = Date.now() - started;
  console.error(`${section}: ${ids.length} records indexed in ${buildMs[section]} ms`);
}
await database.destroy();
global.gc?.();
const memory = process.memoryUsage();

// Fresh copies per pass (cold term caches), as a restart from the index cache gives them, warmed
// up as the service warms them up before it serves.
const serialized = Object.fromEntries(SECTIONS.map((s) => [s, v8.serialize(built[s].snapshot().snapshot)]));
const snapshotMb = Object.fromEntries(SECTIONS.map((s) => [s, Math.round(serialized[s].length / 1e5) / 10]));
const fresh = () => {
  const started = Date.now();
  const indexes = Object.fromEntries(SECTIONS.map((s) => [s, SectionIndex.restore(v8.deserialize(serialized[s]))]));
  const restored = Date.now();
  for (const section of SECTIONS) warmUp?.(indexes[section]);
  return { indexes, restoreMs: restored - started, warmUpMs: Date.now() - restored };
};

let { indexes, restoreMs, warmUpMs } = fresh();
const r = random(20261124);
const queries = SECTIONS.flatMap((section) => workload(indexes[section], section, r));
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(r.next() * (i + 1));
  [queries[i], queries[j]] = [queries[j], queries[i]];
}

// 1. Every distinct search once, cold.
const cold = [];
for (const q of queries) cold.push({ q, ...(await timeSearch(indexes, q)) });
// 2. A Zipf stream (s = 1) over the same searches, on fresh indexes: caches fill as in production.
({ indexes } = fresh());
const weights = queries.map((_, rank) => 1 / (rank + 1));
const total = weights.reduce((a, b) => a + b, 0);
const stream = [];
for (let i = 0; i < requests; i++) {
  let x = r.next() * total;
  let k = 0;
  while (k < weights.length - 1 && (x -= weights[k]) > 0) k++;
  stream.push({ q: queries[k], ...(await timeSearch(indexes, queries[k])) });
}
// 3. Adversarial terms, each alone and first on fresh indexes (cold), in every section.
({ indexes } = fresh());
const adversarial = [];
for (const keyword of ADVERSARIAL) {
  for (const section of SECTIONS) {
    const q = { section, input: { keyword } };
    adversarial.push({ q, ...(await timeSearch(indexes, q)) });
  }
}

const rounded = ({ q, ms, block, cpuBlock }) => ({
  cpuBlock: Math.round(cpuBlock * 100) / 100,
  block: Math.round(block * 100) / 100,
  ms: Math.round(ms * 100) / 100,
  section: q.section,
  ...q.input,
});
const worst = (list, n) =>
  [...list]
    .sort((a, b) => b.cpuBlock - a.cpuBlock)
    .slice(0, n)
    .map(rounded);
const spread = (list) => ({
  ms: summary(list.map((c) => c.ms)),
  block: summary(list.map((c) => c.block)),
  cpuBlock: summary(list.map((c) => c.cpuBlock)),
});
const all = [...cold, ...stream, ...adversarial];
const result = {
  date: new Date().toISOString(),
  dist,
  perSection,
  loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  cpuClock: hasSchedstat ? 'main thread (schedstat)' : 'process (cpuUsage)',
  buildMs,
  restoreMs,
  warmUpMs,
  snapshotMb,
  rssMb: Math.round(memory.rss / 1e6),
  heapUsedMb: Math.round(memory.heapUsed / 1e6),
  externalMb: Math.round((memory.external + memory.arrayBuffers) / 1e6),
  distinctSearches: queries.length,
  cold: spread(cold),
  zipf: { requests, ...spread(stream) },
  adversarial: { searches: adversarial.length, ...spread(adversarial) },
  worstBlock: Math.round(Math.max(...all.map((c) => c.block)) * 100) / 100,
  worstCpuBlock: Math.round(Math.max(...all.map((c) => c.cpuBlock)) * 100) / 100,
  worstCold: worst(cold, 8),
  worstZipf: worst(stream, 5),
  worstAdversarial: worst(adversarial, 12),
};
console.log(JSON.stringify(result, null, 2));
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(result, null, 2));
