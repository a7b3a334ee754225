/**
 * A section's built search index, kept on disk between starts (DATA_DIR/search-index/). Building
 * 300 000 records takes tens of seconds of CPU; reading the file back takes well under one. The
 * file is used only when its key still matches: the code that builds indexes (a hash of its
 * files), the database, and a fingerprint of the section's rows and of the change log that every
 * write through the app appends to. Anything else (a missing, stale, foreign or damaged file) means
 * the index is built from the database as before and the file is written anew.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import type { Section } from '@portal/shared';
import type { Queryable } from './read-model-helpers';
import type { IndexSnapshot } from './section-index';

/** A table a section's documents are also read from; `updatedAt`: it has an `updated_at` column. */
export interface RelatedTable {
  table: string;
  updatedAt: boolean;
}

/** Where a section's records live, as the portal declares it (modules/sections.ts). */
export interface SectionTables {
  /** Its own table: `id`, `status` ('published') and `updated_at`. */
  table: string;
  /** The tables its documents are also read from: a change there makes a kept index stale. */
  related: readonly RelatedTable[];
}

const codeVersions = new Map<string, string>();

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, file);
    else if (/\.[cm]?[jt]s$/.test(entry.name) && !/\.(d|test)\.[jt]s$/.test(entry.name)) {
      hash.update(entry.name).update(fs.readFileSync(file));
    }
  }
}

/**
 * A hash of the code that turns rows into an index: this folder, the sections' read models
 * (`codeDirs`, section-loading.ts) and shared.
 */
export function indexCodeVersion(codeDirs: readonly string[]): string {
  const known = codeVersions.get(codeDirs.join('\u0000'));
  if (known) return known;
  const hash = createHash('sha256');
  hashTree(hash, __dirname);
  for (const dir of codeDirs) hashTree(hash, dir);
  hashTree(hash, path.dirname(require.resolve('@portal/shared')));
  const version = hash.digest('hex');
  codeVersions.set(codeDirs.join('\u0000'), version);
  return version;
}

/** What the rows looked like; read before the index is built, so later writes change it. */
export async function sectionFingerprint(dataSource: Queryable, { table, related }: SectionTables): Promise<string> {
  const parts: unknown[] = [];
  const add = async (sql: string) => parts.push(...Object.values(((await dataSource.query(sql)) as object[])[0]!));
  await add(`SELECT COUNT(*) AS n, MAX(id) AS max_id, MAX(updated_at) AS updated FROM ${table}`);
  for (const other of related) {
    await add(`SELECT COUNT(*) AS n${other.updatedAt ? ', MAX(updated_at) AS updated' : ''} FROM ${other.table}`);
  }
  await add('SELECT MAX(id) AS changes FROM search_changes');
  return JSON.stringify(parts.map((value) => (value instanceof Date ? value.toISOString() : String(value))));
}

export interface IndexCache {
  dir: string;
  /** Names the database (file or server) so that another one never reads this cache. */
  database: string;
}

function fileOf(cache: IndexCache, section: Section): string {
  return path.join(cache.dir, `${section}.idx`);
}

export function cacheKey(
  cache: IndexCache,
  section: Section,
  fingerprint: string,
  codeDirs: readonly string[],
): string {
  return JSON.stringify({ code: indexCodeVersion(codeDirs), database: cache.database, section, fingerprint });
}

/**
 * Node's deserializer makes each aligned typed array a view into the buffer it reads, and one view
 * keeps the whole file alive: every file (about 1.6 KB per record, the texts included, which
 * become strings) stayed in memory beside the index built from it, 400 MB at 100 000 records per
 * section. Each array gets its own copy instead, and the file's buffer is freed.
 */
const readView = (v8.DefaultDeserializer.prototype as unknown as { _readHostObject(): NodeJS.TypedArray })
  ._readHostObject;

class CopyingDeserializer extends v8.DefaultDeserializer {
  /** Node's documented hook for host objects (typed arrays); its typings leave it out. */
  _readHostObject(): NodeJS.TypedArray {
    const value = readView.call(this);
    const Typed = value.constructor as new (
      buffer: ArrayBufferLike,
      offset: number,
      length: number,
    ) => NodeJS.TypedArray;
    const copy = new Uint8Array(value.byteLength);
    copy.set(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    return new Typed(copy.buffer, 0, value.length);
  }
}

function deserialize(data: Buffer): unknown {
  const deserializer = new CopyingDeserializer(data);
  deserializer.readHeader();
  return deserializer.readValue();
}

/** The snapshot stored under `key`, or null (no file, another key, or a damaged file). */
export async function readIndexCache(cache: IndexCache, section: Section, key: string): Promise<IndexSnapshot | null> {
  let data: Buffer;
  try {
    data = await fs.promises.readFile(fileOf(cache, section));
  } catch {
    return null;
  }
  try {
    const headerEnd = data.indexOf(10);
    if (headerEnd < 0 || data.toString('utf8', 0, headerEnd) !== key) return null;
    return deserialize(data.subarray(headerEnd + 1)) as IndexSnapshot;
  } catch {
    return null;
  } finally {
    release(data);
  }
}

/**
 * Gives a whole buffer's memory (an index file read, or one serialized to be written) back now
 * rather than at the next full collection. Nothing points into it once read or written (the
 * deserializer copies strings and, above, arrays), but the collector frees a Buffer only when it
 * finds it dead: the three files (140–190 MB at 100 000 records per section) stayed resident
 * after a start until the process first ran a full collection, which a lightly loaded one
 * reached only after minutes. A restart measured 860 MB resident right after ready where it now
 * measures 690, and each of the bench's 2 app processes had measured about 1 GB right after its
 * start. A transferred ArrayBuffer is detached, and what sits in a closed port's queue is freed
 * with it. A Buffer sharing Node's pool (a small file) is left to the collector.
 */
export function release(data: Buffer): void {
  if (data.byteOffset !== 0 || data.buffer.byteLength !== data.length) return;
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(null, [data.buffer as ArrayBuffer]);
  } catch {
    // Not transferable: the collector frees it as before.
  }
  port1.close();
  port2.close();
}

/** Writes atomically (a reader sees the old file or the new one, never half of one). */
export async function writeIndexCache(
  cache: IndexCache,
  section: Section,
  key: string,
  snapshot: IndexSnapshot,
): Promise<void> {
  await fs.promises.mkdir(cache.dir, { recursive: true });
  const file = fileOf(cache, section);
  const temporary = `${file}.${process.pid}.tmp`;
  const data = v8.serialize(snapshot);
  try {
    await fs.promises.writeFile(temporary, `${key}\n`);
    await fs.promises.appendFile(temporary, data);
  } finally {
    release(data);
  }
  await fs.promises.rename(temporary, file);
}
