/**
 * Tables sent as files (issue 22). CSV only here: UTF-8 with a BOM so Excel opens Japanese
 * correctly, written by csv-stringify, and every cell that a spreadsheet would read as a formula
 * (= + - @ at its start, also after a tab or CR) neutralised with a leading apostrophe.
 */
import { stringify } from 'csv-stringify/sync';
import { appError } from './app-error';
import { attachmentDisposition } from './content-disposition';

export type ExportFormat = 'csv' | 'xlsx';
export interface ExportTable {
  sheetName: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function tableCsv(table: ExportTable): string {
  const records = [table.columns, ...table.rows].map((row) => row.map(safeCell));
  return `\uFEFF${stringify(records, { record_delimiter: 'windows' })}`;
}

export async function sendTable(
  // The type only: lib/ stays free of protocol packages (the edges call this with theirs).
  res: import('express').Response,
  table: ExportTable,
  format: ExportFormat,
  fileBaseName: string,
): Promise<void> {
  if (format !== 'csv') throw appError('BAD_USER_INPUT', 'この形式では出力できません。CSVを選んでください。');
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachmentDisposition(`${fileBaseName}.csv`),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(tableCsv(table));
}
