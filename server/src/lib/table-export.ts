/**
 * Tables sent as a spreadsheet file (CSV or .xlsx) for 庁内報告 and 決裁 attachments. CSV is
 * UTF-8 with a BOM, because Excel reads a CSV without one as Shift_JIS and garbles Japanese;
 * .xlsx is written by exceljs' streaming writer, so a table is never held twice in memory.
 * A cell that a spreadsheet would read as a formula (a leading = + - @, or a tab or CR that
 * some programs strip first) gets a leading apostrophe: an exported record is data, never code.
 */
import { stringify } from 'csv-stringify';
import type { ServerResponse } from 'node:http';
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

export interface ExportTable {
  sheetName: string;
  columns: string[];
  rows: (string | number | null)[][];
}

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
export const EXPORT_FORMAT_MESSAGE = '保存形式（format）は csv または xlsx で指定してください';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows as written. Numbers stay numbers (never a formula). */
export function neutralized(value: string | number | null): string | number {
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

async function writeCsv(res: Response, table: ExportTable): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const done = pipeline(csv, res);
  csv.write(table.columns.map(neutralized));
  for (const row of table.rows) {
    if (!csv.write(row.map(neutralized))) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
  await done;
}

async function writeXlsx(res: Response, table: ExportTable): Promise<void> {
  // Loaded at the first .xlsx export, not at start: exceljs was a tenth of a restart's module loading.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetNameOf(table.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((header) => ({ header: String(neutralized(header)), width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row.map(neutralized)).commit();
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
