/** FileStorage on the local disk: the file under its key, its content type in a sidecar file. */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  type ByteRange,
  type FileInfo,
  type FileStorage,
  type ListedFile,
  type StoredFile,
} from './storage';

const TYPE_SUFFIX = '.type';

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.writeFile(file + TYPE_SUFFIX, contentType);
    await fs.rename(temporary, file);
  }

  async write(key: string, source: AsyncIterable<Buffer>, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      // One chunk read ahead at most: the request is read only as fast as the disk takes it.
      await pipeline(Readable.from(source, { highWaterMark: 1 }), createWriteStream(temporary));
      await fs.writeFile(file + TYPE_SUFFIX, contentType);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<FileInfo | null> {
    const file = this.file(key);
    try {
      const [stats, contentType] = await Promise.all([fs.stat(file), fs.readFile(file + TYPE_SUFFIX, 'utf8')]);
      return { size: stats.size, contentType };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const file = this.file(key);
    // Opened before returning, so a file removed in between answers null instead of a broken stream.
    const handle = await fs.open(file, 'r').catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    // The stream closes the handle when it ends or is destroyed (a client that went away).
    const body = handle.createReadStream({ autoClose: true, ...(range ?? {}) });
    return { ...info, body, range: range ?? null };
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(file + TYPE_SUFFIX, { force: true })]);
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const base = path.join(this.root, prefix);
    let entries: string[];
    try {
      entries = await fs.readdir(base, { recursive: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.endsWith(TYPE_SUFFIX) || entry.endsWith('.tmp')) continue;
      const stats = await fs.stat(path.join(base, entry)).catch(() => null);
      if (!stats?.isFile()) continue;
      const key = path.posix.join(prefix, entry.split(path.sep).join('/'));
      yield { key, size: stats.size, lastModified: stats.mtime };
    }
  }
}
