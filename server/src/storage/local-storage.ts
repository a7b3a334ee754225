/** FileStorage on the local disk: the file under its key, its content type in a sidecar file. */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage, type StoredFile } from './storage';

const TYPE_SUFFIX = '.type';

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
      await pipeline(Readable.from(source), createWriteStream(temporary));
      await fs.writeFile(file + TYPE_SUFFIX, contentType);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<StoredFile | null> {
    const file = this.file(key);
    try {
      const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(file + TYPE_SUFFIX, 'utf8')]);
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(file + TYPE_SUFFIX, { force: true })]);
  }
}
