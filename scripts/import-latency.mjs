/**
 * `node scripts/import-latency.mjs [--records 10000]` (after `npm run build:server`): searches and
 * writes of an app process while `npm run import -- jgrants` writes a large feed into the same
 * SQLite file from another process. The app side is the built server's search (following the
 * search change log every second, as app processes do) and a small write transaction every 250 ms;
 * the feed is the recorded one repeated under new ids. Prints the import's time, the search
 * latency percentiles during it, the longest wait of a write, and when the search had every record.
 * Numbers in docs/operations.md ("Imports").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { records: { type: 'string', default: '10000' } } });
const records = Number(values.records);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-latency-'));
process.env.DATA_DIR = dataDir;
require('reflect-metadata');
const dist = (file) => require(path.join(root, 'server/dist', file));
const { loadEnv } = dist('config/env.js');
const { openDatabase } = dist('db/data-source.js');
const { ENTITIES } = dist('modules/entities.js');
const { seedReference } = dist('seed/reference.js');
const { loadSearch } = dist('modules/sections.js');

const recorded = JSON.parse(fs.readFileSync(path.join(root, 'server/src/test/fixtures/jgrants-feed.json'), 'utf8'));
const placeable = recorded.result.filter((r) => !r.target_area_search.includes('海外'));
const result = Array.from({ length: records }, (_, i) => {
  const { application_guidelines: _a, outline_of_grant: _o, ...record } = placeable[i % placeable.length];
  return { ...record, id: `a0WL${String(i).padStart(14, '0')}`, title: `${record.title}（${i + 1}）` };
});
const feedFile = path.join(dataDir, 'feed.json');
fs.writeFileSync(feedFile, JSON.stringify({ metadata: { resultset: { count: records } }, result }));

const env = loadEnv();
const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
await seedReference(dataSource);
await dataSource.query('CREATE TABLE IF NOT EXISTS latency_probe (id INTEGER PRIMARY KEY, at TEXT)');
const search = await loadSearch(dataSource);
search.follow(1000, () => undefined);

const reads = [];
const writes = [];
let failedWrites = 0;
let running = true;
const started = performance.now();
const child = spawn(process.execPath, [path.join(root, 'server/dist/import.js'), 'jgrants', feedFile], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
let importMs = 0;
void exited.then(() => {
  importMs = performance.now() - started;
  running = false;
});

const keywords = ['補助金', '省エネ', 'デジタル', '観光', '介護', '創業'];
const reader = (async () => {
  for (let i = 0; running; i++) {
    const t = performance.now();
    await search.find('grants', { keyword: keywords[i % keywords.length] });
    reads.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
})();
const writer = (async () => {
  while (running) {
    const t = performance.now();
    try {
      await dataSource.transaction((m) =>
        m.query('INSERT INTO latency_probe (at) VALUES (?)', [new Date().toISOString()]),
      );
      writes.push(performance.now() - t);
    } catch {
      failedWrites += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();
const code = await exited;
await Promise.all([reader, writer]);
let seenMs = null;
for (let waited = 0; waited < 120_000; waited += 250) {
  if ((await search.find('grants', {})).totalCount >= records) {
    seenMs = performance.now() - started;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
search.stop();
await dataSource.destroy();

const pct = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(output.trim().split('\n')[0]);
console.log(`import: exit ${code}, ${(importMs / 1000).toFixed(1)} s for ${records} records`);
console.log(
  `search during the import: ${reads.length} searches, p50 ${ms(pct(reads, 50))}, p95 ${ms(pct(reads, 95))}, p99 ${ms(pct(reads, 99))}, max ${ms(Math.max(...reads))}`,
);
console.log(
  `write transactions during the import: ${writes.length}, p99 ${ms(pct(writes, 99))}, max ${ms(Math.max(...writes))}, refused as busy ${failedWrites}`,
);
console.log(
  `search had every record ${seenMs === null ? 'never (2 min)' : `${(seenMs / 1000).toFixed(1)} s`} after the start`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
