/**
 * A spreadsheet the operator fills in (CSV or .xlsx) read as a header row and text cells, each row
 * numbered as the spreadsheet numbers it (the header is row 1), so a problem can name 「17行目」.
 * CSV is read with csv-parse, as UTF-8 (with or without a BOM) or, when it is not valid UTF-8, as
 * Shift_JIS, the encoding Excel saves a Japanese CSV in. .xlsx is read with read-excel-file, the
 * first sheet only; a date cell becomes YYYY-MM-DD (with HH:MM when it has a time).
 */
import { parse } from 'csv-parse/sync';
import { fileProblem, ImportFileError, rowPlace, type ImportProblem } from '../import-problems';

export type TableFormat = 'csv' | 'xlsx';

export interface TableRow {
  /** The spreadsheet's row number (the header is 1). */
  row: number;
  /** Cell text by header, trimmed; an empty cell is ''. */
  cells: Record<string, string>;
}

export interface Table {
  headers: string[];
  rows: TableRow[];
}

/** .xlsx is a ZIP file; anything else is read as CSV text. */
export function tableFormatOf(bytes: Buffer): TableFormat {
  return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const minutes = value.getUTCHours() * 60 + value.getUTCMinutes();
    return minutes === 0 ? date : `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  return String(value).trim();
}

async function gridOf(bytes: Buffer, format: TableFormat, fileLabel: string): Promise<string[][]> {
  if (format === 'xlsx') {
    try {
      // An ES module: loaded when a workbook is first read (the server is CommonJS).
      const { readSheet } = await import('read-excel-file/node');
      const rows = await readSheet(bytes);
      return rows.map((row) => row.map(cellText));
    } catch {
      throw fileProblem(fileLabel, 'Excel ファイル（.xlsx）として読めません。ファイルが壊れていないか確認してください');
    }
  }
  try {
    const records = parse(decodeText(bytes), { bom: true, relax_column_count: true, skip_empty_lines: false });
    return (records as string[][]).map((row) => row.map((cell) => cell.trim()));
  } catch (error) {
    const records = (error as { records?: number }).records;
    const place = typeof records === 'number' ? `${rowPlace(records + 1)}付近の` : '';
    throw fileProblem(fileLabel, `CSV として読めません（${place}引用符 " の対応が取れていない可能性があります）`);
  }
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell === '');

/**
 * The table, or ImportFileError naming what is wrong with its shape: no header, a header not
 * among `known` (with where it is), a required header missing, a row with more cells than headers.
 */
export async function readTable(
  bytes: Buffer,
  fileLabel: string,
  columns: { known: readonly string[]; required: readonly string[] },
): Promise<Table> {
  const grid = await gridOf(bytes, tableFormatOf(bytes), fileLabel);
  const headerIndex = grid.findIndex((row) => !isBlank(row));
  if (headerIndex < 0) throw fileProblem(fileLabel, 'ファイルが空です');
  const headers = grid[headerIndex]!;
  const problems: ImportProblem[] = headers.flatMap((header, column) => {
    if (header === '' || columns.known.includes(header)) return [];
    return [
      { place: rowPlace(headerIndex + 1), column: header, message: `${column + 1}列目の見出しが項目名と一致しません` },
    ];
  });
  for (const header of columns.required) {
    if (!headers.includes(header)) {
      problems.push({ place: rowPlace(headerIndex + 1), column: header, message: '必須の見出しがありません' });
    }
  }
  const rows: TableRow[] = [];
  grid.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const row = index + 1;
    const extra = cells.slice(headers.length).some((cell) => cell !== '');
    if (extra) {
      problems.push({
        place: rowPlace(row),
        column: null,
        message: `見出し（${headers.length}列）より多くの値があります`,
      });
    }
    rows.push({ row, cells: Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? ''])) });
  });
  if (problems.length > 0) throw new ImportFileError(fileLabel, problems);
  if (rows.length === 0) throw fileProblem(fileLabel, 'データの行がありません（1行目は見出しです）');
  return { headers, rows };
}
