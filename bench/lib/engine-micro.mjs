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
// cold: the worst case), then a Zipf-distributed stream over them (caches warm, as in production).
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

function timeSearch(indexes, { section, input }) {
  const query = toSearchQuery(input);
  const started = process.hrtime.bigint();
  indexes[section].search(query);
  return Number(process.hrtime.bigint() - started) / 1e6;
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

// Fresh copies per pass (cold term caches), as a restart from the index cache gives them.
const serialized = Object.fromEntries(SECTIONS.map((s) => [s, v8.serialize(built[s].snapshot().snapshot)]));
const snapshotMb = Object.fromEntries(SECTIONS.map((s) => [s, Math.round(serialized[s].length / 1e5) / 10]));
const fresh = () => {
  const started = Date.now();
  const indexes = Object.fromEntries(SECTIONS.map((s) => [s, SectionIndex.restore(v8.deserialize(serialized[s]))]));
  return { indexes, restoreMs: Date.now() - started };
};

let { indexes, restoreMs } = fresh();
const r = random(20261124);
const queries = SECTIONS.flatMap((section) => workload(indexes[section], section, r));
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(r.next() * (i + 1));
  [queries[i], queries[j]] = [queries[j], queries[i]];
}

// 1. Every distinct search once, cold.
const cold = queries.map((q) => ({ q, ms: timeSearch(indexes, q) }));
// 2. A Zipf stream (s = 1) over the same searches, on fresh indexes: caches fill as in production.
({ indexes } = fresh());
const weights = queries.map((_, rank) => 1 / (rank + 1));
const total = weights.reduce((a, b) => a + b, 0);
const stream = [];
for (let i = 0; i < requests; i++) {
  let x = r.next() * total;
  let k = 0;
  while (k < weights.length - 1 && (x -= weights[k]) > 0) k++;
  stream.push(timeSearch(indexes, queries[k]));
}

const worstCold = [...cold].sort((a, b) => b.ms - a.ms).slice(0, 8);
const result = {
  date: new Date().toISOString(),
  dist,
  perSection,
  loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  buildMs,
  restoreMs,
  snapshotMb,
  rssMb: Math.round(memory.rss / 1e6),
  heapUsedMb: Math.round(memory.heapUsed / 1e6),
  externalMb: Math.round((memory.external + memory.arrayBuffers) / 1e6),
  distinctSearches: queries.length,
  cold: summary(cold.map((c) => c.ms)),
  zipf: { requests, ...summary(stream) },
  worstCold: worstCold.map(({ q, ms }) => ({ ms: Math.round(ms * 100) / 100, section: q.section, ...q.input })),
};
console.log(JSON.stringify(result, null, 2));
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(result, null, 2));
