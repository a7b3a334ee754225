/**
 * Builds the section indexes at start. Each section loads in a worker thread of its own when the
 * server runs from its build against a database file or server: the rows, their text and the
 * index structures are built off the main thread, two sections at a time on two cores, and handed
 * over as buffers without copying. Small sections, tests and in-memory databases load in-process.
 * The sections themselves (their loaders, their summary types, the worker entry) are composed in
 * modules/sections.ts and passed in: this engine knows a section only by its id.
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { DatabaseSettings } from '../../db/data-source';
import type { BuildScope, Queryable } from './read-model-helpers';
import {
  cacheKey,
  type IndexCache,
  readIndexCache,
  type SectionTables,
  sectionFingerprint,
  writeIndexCache,
} from './index-cache';
import type { SearchDocument } from './search-document';
import type { SearchScheduler } from './search-scheduler';
import { type IndexSnapshot, SectionIndex } from './section-index';

/** Per section, the summary type its search results carry. */
export type Summaries = { [K in Section]: object };

/**
 * Reads a section's published records (some ids, or all) as search documents; a whole-section
 * build passes the same scope with every batch.
 */
export type Loader<S> = (
  dataSource: Queryable,
  ids?: readonly number[],
  scope?: BuildScope,
) => Promise<SearchDocument<S>[]>;

export type SectionLoaders<M extends Summaries> = { [K in Section]: Loader<M[K]> };

/** Every section as the portal declares it: the engine knows them by id and receives the rest. */
export interface SectionSources<M extends Summaries> {
  loaders: SectionLoaders<M>;
  tables: { [K in Section]: SectionTables };
  /** The folders of the code that turns the sections' rows into documents (a kept index's code hash). */
  codeDirs: readonly string[];
  /** The compiled worker entry that builds one section off the main thread; none: in-process. */
  workerFile?: string;
}

/** Documents are read in batches of ids, so loading never holds every row at once. */
const BATCH = 2000;
/** Below this many records a worker's own start-up (a second module graph) costs more than it saves. */
const WORKER_MINIMUM = 20_000;
/**
 * Below this many records a section is built at every start rather than kept on disk. Building
 * 10 000 per section in this thread took about 4 s of each restart, reading them back well
 * under one; the demo's and the tests' few hundred stay below it.
 */
const CACHE_MINIMUM = 2_000;

/** `table`: a section's own table (SectionTables). */
export async function publishedIds(dataSource: Queryable, table: string): Promise<number[]> {
  const rows = (await dataSource.query(`SELECT id FROM ${table} WHERE status = 'published' ORDER BY id`)) as {
    id: number | string;
  }[];
  return rows.map((row) => Number(row.id));
}

async function* documentBatches<S>(
  dataSource: Queryable,
  loader: Loader<S>,
  ids: readonly number[],
  prefetch: boolean,
): AsyncGenerator<SearchDocument<S>[]> {
  const scope: BuildScope = new Map();
  const batch = (start: number) =>
    start < ids.length ? loader(dataSource, ids.slice(start, start + BATCH), scope) : null;
  let next = batch(0);
  for (let start = 0; next; start += BATCH) {
    const current = await next;
    // A database server works on the next batch while this one is indexed; SQLite, in this
    // thread, would only keep two batches alive (about 5 % more garbage-collection work).
    if (prefetch) next = batch(start + BATCH);
    yield current;
    if (!prefetch) next = batch(start + BATCH);
  }
}

/** `prefetch`: the database is a server (MySQL), not a file read by this thread. */
export function buildSectionIndex<S extends object>(
  dataSource: Queryable,
  loader: Loader<S>,
  ids: readonly number[],
  prefetch: boolean,
) {
  return SectionIndex.build(documentBatches(dataSource, loader, ids, prefetch));
}

/** Where a worker can open the same database, or null when it cannot (an in-memory SQLite). */
function workerSettings(dataSource: DataSource): DatabaseSettings | null {
  const options = dataSource.options as { type: string; url?: string; database?: unknown };
  if (options.type === 'mysql') return options.url ? { url: options.url, sqlitePath: '' } : null;
  if (options.type === 'better-sqlite3' && typeof options.database === 'string' && options.database !== ':memory:') {
    return { sqlitePath: options.database };
  }
  return null;
}

function loadInWorker<S extends object>(
  workerFile: string,
  settings: DatabaseSettings,
  section: Section,
  ids: readonly number[],
) {
  return new Promise<SectionIndex<S>>((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: { section, settings, ids },
      // A batch of rows stays young until indexed rather than being promoted and collected by a
      // full mark (about 5 % less CPU for a section of 100 000).
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    worker.once('message', (message: { snapshot?: IndexSnapshot; error?: string }) => {
      if (message.snapshot) resolve(SectionIndex.restore<S>(message.snapshot));
      else reject(new Error(message.error ?? 'the loading worker sent nothing'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the loading worker stopped (${code})`)));
  });
}

export interface LoadOptions {
  /** Where built indexes are kept between starts; null: always build. */
  cache?: IndexCache | null;
  /** Sections smaller than this build faster than a file round trip is worth. */
  cacheMinimum?: number;
  /** The engine's scheduler (search-scheduler.ts); tests give one with their own clock. */
  scheduler?: SearchScheduler;
}

export interface LoadedSection<S extends object> {
  index: SectionIndex<S>;
  origin: 'cache' | 'database';
}

async function buildFromDatabase<M extends Summaries, K extends Section>(
  dataSource: DataSource,
  sources: SectionSources<M>,
  section: K,
  ids: readonly number[],
): Promise<SectionIndex<M[K]>> {
  const settings = workerSettings(dataSource);
  const { workerFile } = sources;
  if (settings && workerFile && ids.length >= WORKER_MINIMUM && fs.existsSync(workerFile)) {
    try {
      return await loadInWorker<M[K]>(workerFile, settings, section, ids);
    } catch {
      // A worker that could not load (threads unavailable, say) leaves the job to this thread,
      // which reports a real database failure itself.
    }
  }
  return buildSectionIndex(dataSource, sources.loaders[section], ids, dataSource.options.type === 'mysql');
}

export async function loadSectionIndex<M extends Summaries, K extends Section>(
  dataSource: DataSource,
  sources: SectionSources<M>,
  section: K,
  { cache = null, cacheMinimum = CACHE_MINIMUM }: LoadOptions = {},
): Promise<LoadedSection<M[K]>> {
  const tables = sources.tables[section];
  const key = cache ? cacheKey(cache, section, await sectionFingerprint(dataSource, tables), sources.codeDirs) : null;
  if (cache && key) {
    const snapshot = await readIndexCache(cache, section, key);
    if (snapshot) return { index: SectionIndex.restore<M[K]>(snapshot), origin: 'cache' };
  }
  const ids = await publishedIds(dataSource, tables.table);
  const index = await buildFromDatabase(dataSource, sources, section, ids);
  if (cache && key && ids.length >= cacheMinimum) {
    // A start that cannot write its cache (read-only disk, full disk) simply builds next time too.
    await writeIndexCache(cache, section, key, index.snapshot().snapshot).catch(() => undefined);
  }
  return { index, origin: 'database' };
}
