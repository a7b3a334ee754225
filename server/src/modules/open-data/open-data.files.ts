/**
 * The open data files, made and written a slice of records at a time with a turn of the event
 * loop between slices: at 100 000 records a file is tens of megabytes, and made in one go it held
 * every request of the process for seconds and the whole text in memory. The bytes are exactly
 * what one `stringify` call makes (open-data.files.test.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import { neutralized } from '../../lib/table-export';
import type { OpenDataTable } from './open-data.tables';

const SLICE = 1000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What was written: its size and SHA-256, hashed as it was written. */
export interface WrittenFile {
  bytes: number;
  sha256: string;
}

/** Writes the slices to `target` as they are made, a turn of the event loop after each. */
export async function writeSlices(
  target: string,
  slices: Iterable<string> | AsyncIterable<string>,
): Promise<WrittenFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  const file = await fs.open(target, 'w');
  try {
    for await (const slice of slices) {
      const buffer = Buffer.from(slice, 'utf8');
      hash.update(buffer);
      bytes += buffer.length;
      await file.write(buffer);
      await turn();
    }
  } finally {
    await file.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** CSV as the exports write it, in slices: a BOM (Excel reads Japanese right), CRLF, formulas neutralised. */
export async function* csvSlices(table: OpenDataTable): AsyncGenerator<string> {
  const rows = [table.columns, ...table.rows];
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = rows.slice(start, start + SLICE).map((row) => row.map(neutralized));
    yield stringify(slice, { bom: start === 0, record_delimiter: 'windows' });
  }
}

/**
 * `JSON.stringify({ ...head, items }, null, 1)` and a newline, in slices. A record's text holds no raw line
 * break (JSON escapes them in strings), so indenting it as an element of `items` is a replace.
 */
export async function* jsonSlices(head: Record<string, unknown>, items: readonly unknown[]): AsyncGenerator<string> {
  if (items.length === 0) {
    yield `${JSON.stringify({ ...head, items }, null, 1)}\n`;
    return;
  }
  const opening = JSON.stringify({ ...head, items: [] }, null, 1);
  yield `${opening.slice(0, opening.lastIndexOf('[]'))}[\n`;
  for (let start = 0; start < items.length; start += SLICE) {
    const slice = items
      .slice(start, start + SLICE)
      .map((item) => `  ${JSON.stringify(item, null, 1).replaceAll('\n', '\n  ')}`);
    yield `${start > 0 ? ',\n' : ''}${slice.join(',\n')}`;
  }
  yield '\n ]\n}\n';
}
