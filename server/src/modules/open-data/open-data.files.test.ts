/**
 * The files made and written a slice at a time are byte for byte what one stringify call makes,
 * across slice edges and with the values that need quoting, escaping or neutralising; the size
 * and hash reported are the written file's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { neutralized } from '../../lib/table-export';
import { csvSlices, jsonSlices, writeSlices } from './open-data.files';
import type { OpenDataTable } from './open-data.tables';

const TRICKY = ['改行\nを含む', 'カンマ,と"引用符"', '=1+1', '', null, 12, '防災行政無線'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-data-files-'));

function table(count: number): OpenDataTable {
  const rows = Array.from({ length: count }, (_, i) => [i + 1, TRICKY[i % TRICKY.length]!, `名称${i}`]);
  const items = rows.map(([id, note, name]) => ({ id, note, name, tags: ['a', `b${id}`], nested: { at: null } }));
  return { columns: ['ID', '備考', '名称'], rows, items };
}

async function written(slices: AsyncIterable<string>): Promise<string> {
  const target = path.join(dir, 'file');
  const file = await writeSlices(target, slices);
  const bytes = fs.readFileSync(target);
  expect(file).toEqual({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  return bytes.toString('utf8');
}

describe('open data files', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([0, 1, 999, 1000, 2501])('writes %i records as one stringify call would make them', async (count) => {
    const data = table(count);
    const whole = stringify([data.columns, ...data.rows.map((row) => row.map(neutralized))], {
      bom: true,
      record_delimiter: 'windows',
    });
    expect(await written(csvSlices(data))).toBe(whole);

    const head = { dataset: 'grants', date: '2026-12-03', license: { name: 'CC BY 4.0', url: 'https://example.jp' } };
    expect(await written(jsonSlices({ ...head, count }, data.items))).toBe(
      `${JSON.stringify({ ...head, count, items: data.items }, null, 1)}\n`,
    );
  });
});
