/**
 * Tables sent as a spreadsheet file (CSV or .xlsx) for 庁内報告 and 決裁 attachments. CSV is
 * UTF-8 with a BOM, because Excel reads a CSV without one as Shift_JIS and garbles Japanese;
 * .xlsx is written by exceljs' streaming writer, so a table is never held twice in memory.
 * A cell that a spreadsheet would read as a formula (a leading = + - @, or a tab or CR that
 * some programs strip first) gets a leading apostrophe: an exported record is data, never code.
 *
 * An export shares the event loop with every search. Its rows are pulled from the table (which may
 * make them as they are asked for) and written a slice at a time: after EXPORT_SLICE_MS the loop
 * turns before the next row, as searches turn (modules/search/search-turns.ts). Written in one go,
 * 1 000 rows of .xlsx held the loop 70–110 ms, and the writer's first loading about a second, so
 * it is loaded before the app serves (loadTableWriters).
 */
import { stringify } from 'csv-stringify';
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { appError } from './app-error';
import { attachmentDisposition } from './content-disposition';

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

const importXlsxWriter = () => import('exceljs');
let xlsxWriter: ReturnType<typeof importXlsxWriter> | null = null;

let writersReady: Promise<void> | null = null;

/**
 * Loads the .xlsx writer (about a second of the event loop on a busy machine) and writes one small
 * file with it, thrown away: the first file still loaded and compiled what the library loads on
 * first use (0.1–0.2 s more). The app calls it while it starts, so no request waits behind either;
 * an export still loads the writer if nothing did.
 */
export function loadTableWriters(): Promise<void> {
  writersReady ??= (async () => {
    const discarded = new Writable({ write: (_chunk, _encoding, done) => done() });
    await writeXlsx(discarded, { sheetName: 'warm-up', columns: ['-'], rows: [[1, '-']] });
  })();
  return writersReady;
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
  const { default: ExcelJS } = await (xlsxWriter ??= importXlsxWriter());
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetNameOf(table.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((header) => ({ header: String(neutralized(header)), width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of inSlices(table.rows)) sheet.addRow(row.map(neutralized)).commit();
  sheet.commit();
  await workbook.commit();
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
