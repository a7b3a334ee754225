/**
 * Tables sent as a spreadsheet file (CSV or .xlsx) for 庁内報告 and 決裁 attachments. CSV is
 * UTF-8 with a BOM, because Excel reads a CSV without one as Shift_JIS and garbles Japanese;
 * .xlsx is written a slice at a time by the streaming writer beside this file (xlsx-writer.ts), so
 * a table is never held twice in memory.
 * A cell that a spreadsheet would read as a formula (a leading = + - @, or a tab or CR that
 * some programs strip first) gets a leading apostrophe: an exported record is data, never code.
 *
 * An export shares the event loop with every search. Its rows are pulled from the table (which may
 * make them as they are asked for) and written a slice at a time: after EXPORT_SLICE_MS the loop
 * turns before the next row, as searches turn (modules/search/search-scheduler.ts).
 */
import { stringify } from 'csv-stringify';
import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { appError } from './app-error';
import { attachmentDisposition } from './content-disposition';
import { XlsxSheetWriter } from './xlsx-writer';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * What the writer needs of an answer. express's Response (which the edges pass) is one; lib/ names
 * no protocol package (the lint zones), so the shape is spelled out here.
 */
export type Response = ServerResponse & {
  status(code: number): Response;
  set(headers: Record<string, string>): Response;
  json(body: unknown): unknown;
};

export type ExportCell = string | number | null;

export interface ExportTable {
  sheetName: string;
  columns: string[];
  /** Read once, a row at a time as the file is written: a generator may make each row when asked. */
  rows: Iterable<ExportCell[]>;
}

/** How long an export makes and writes rows before the event loop turns: a search turn's budget. */
export const EXPORT_SLICE_MS = 4;

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
export const EXPORT_FORMAT_MESSAGE = '保存形式（format）は csv または xlsx で指定してください';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows as written. Numbers stay numbers (never a formula). */
export function neutralized(value: ExportCell): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The format asked for, or BAD_USER_INPUT with a Japanese message. */
export function exportFormatOf(raw: unknown): ExportFormat {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value)) {
    return value as ExportFormat;
  }
  throw appError('BAD_USER_INPUT', EXPORT_FORMAT_MESSAGE, { format: EXPORT_FORMAT_MESSAGE });
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
function sheetNameOf(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, '・').slice(0, 31) || 'Sheet1';
}

/**
 * The rows, with a turn of the event loop whenever making and writing them (the caller's loop body
 * runs between two of them) has held it EXPORT_SLICE_MS.
 */
async function* inSlices<T>(rows: Iterable<T>, sliceMs = EXPORT_SLICE_MS): AsyncGenerator<T> {
  let sliceStart = performance.now();
  for (const row of rows) {
    yield row;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

async function writeCsv(res: Response, table: ExportTable): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const done = pipeline(csv, res);
  csv.write(table.columns.map(neutralized));
  for await (const row of inSlices(table.rows)) {
    if (!csv.write(row.map(neutralized))) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
  await done;
}

async function writeXlsx(out: Writable, table: ExportTable): Promise<void> {
  // Settles when the file is all written, or fails when the answer breaks off (a client gone).
  const done = finished(out);
  done.catch(() => undefined);
  const writer = new XlsxSheetWriter(
    { sheetName: sheetNameOf(table.sheetName), columnWidth: 20, columnCount: table.columns.length },
    (chunk, final) => {
      out.write(chunk);
      if (final) out.end();
    },
  );
  writer.row(table.columns.map(neutralized), true);
  for await (const row of inSlices(table.rows)) {
    writer.row(row.map(neutralized));
    if (out.writableNeedDrain) {
      writer.flush();
      await Promise.race([once(out, 'drain'), done]);
    }
  }
  writer.end();
  await done;
}

/**
 * Sends the table as `fileBaseName` + the format's extension (a Japanese name is kept through
 * RFC 5987). An unknown format answers 400 before any byte of the file.
 */
export async function sendTable(
  res: Response,
  table: ExportTable,
  format: ExportFormat,
  fileBaseName: string,
): Promise<void> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    res.status(400).json({
      success: false,
      data: null,
      error: { code: 'BAD_USER_INPUT', message: EXPORT_FORMAT_MESSAGE, fields: { format: EXPORT_FORMAT_MESSAGE } },
    });
    return;
  }
  res.status(200).set({
    'Content-Type': MIME[format],
    'Content-Disposition': attachmentDisposition(`${fileBaseName}.${format}`),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (format === 'csv') await writeCsv(res, table);
  else await writeXlsx(res, table);
}
