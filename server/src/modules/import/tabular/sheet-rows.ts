/**
 * Spreadsheet rows read into form values by their columns (shared/src/imports/*-columns.ts), with
 * each problem placed at its row and column. The shared validators then judge the values; their
 * field errors are placed by the same column table (`placeErrors`).
 */
import { readCell, type ImportColumn } from '@portal/shared/imports/cells';
import { IMPORT_ID_HEADER } from '@portal/shared/imports/grant-columns';
import { rowPlace, type ImportProblem } from '../import-problems';
import type { Table } from './read-table';

export interface SheetRow {
  row: number;
  sourceId: string;
  sourceUrl: string | null;
  values: Record<string, unknown>;
  problems: ImportProblem[];
}

export function columnHeaders(columns: readonly ImportColumn[]) {
  return {
    known: columns.map((c) => c.header),
    required: columns.filter((c) => c.required).map((c) => c.header),
  };
}

export function readRows(table: Table, columns: readonly ImportColumn[]): SheetRow[] {
  const present = columns.filter((column) => table.headers.includes(column.header));
  const seen = new Map<string, number>();
  return table.rows.map(({ row, cells }) => {
    const values: Record<string, unknown> = {};
    const problems: ImportProblem[] = [];
    for (const column of present) {
      const read = readCell(column, cells[column.header] ?? '');
      if ('error' in read) problems.push({ place: rowPlace(row), column: column.header, message: read.error });
      else values[column.field] = read.value;
    }
    const sourceId = String(values.sourceId ?? '').trim();
    if (sourceId === '')
      problems.push({ place: rowPlace(row), column: IMPORT_ID_HEADER, message: 'IDを入力してください' });
    else if (seen.has(sourceId)) {
      problems.push({
        place: rowPlace(row),
        column: IMPORT_ID_HEADER,
        message: `${seen.get(sourceId)}行目と同じIDです`,
      });
    } else seen.set(sourceId, row);
    const sourceUrl = String(values.sourceUrl ?? '').trim() || null;
    delete values.sourceId;
    delete values.sourceUrl;
    return { row, sourceId, sourceUrl, values, problems };
  });
}

/**
 * A validator's field errors as problems of the row: `applicationEnd` → 「公募締切日」,
 * `kpis[1].unit` → 「効果指標」. A field without a column (none today) names no column.
 */
export function placeErrors(
  row: number,
  errors: Record<string, string>,
  columns: readonly ImportColumn[],
): ImportProblem[] {
  return Object.entries(errors).map(([field, message]) => {
    const base = field.split(/[.[]/)[0]!;
    const column = columns.find((c) => c.field === base);
    return { place: rowPlace(row), column: column?.header ?? null, message };
  });
}
