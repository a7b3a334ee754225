/**
 * Cells of the operator's import spreadsheets (CSV or Excel) read into form values: dates, times,
 * numbers and option lists are written the way people write them in Japanese offices
 * (2027/3/31, 2027年3月31日, 1,000,000, 「防災、教育」) and read into what the shared validators take.
 * A cell that cannot be read gives one Japanese message; the importer puts the row and the column
 * before it (「17行目「公募締切日」: …」).
 */
import type { FilterOption } from '../search/filters';

export type CellKind = 'text' | 'date' | 'time' | 'integer' | 'option' | 'options';

export interface ImportColumn {
  /** The header in the file: the field's label on the form. */
  header: string;
  /** The form field (or `sourceId` / `sourceUrl`). */
  field: string;
  kind: CellKind;
  /** The header must be in the file (the cell may still be empty unless the rules need it). */
  required?: boolean;
  /** For option kinds: what may be written (the label, or the id). */
  options?: readonly FilterOption[];
  /** What to write instead, when listing every option would be too long. */
  hint?: string;
  /** The template's example row. */
  example: string;
}

export const CELL_MESSAGES = {
  date: '日付の形式が正しくありません（例: 2027-03-31）',
  time: '時刻の形式が正しくありません（例: 17:00）',
  integer: '半角数字で入力してください（例: 10000000）',
  option: (value: string, column: ImportColumn) =>
    `「${value}」は選択できません（${column.hint ?? `${[...new Set((column.options ?? []).map((o) => o.label))].join('、')} から選んでください`}）`,
} as const;

/** How several values share one cell: 「、」 or a comma (「・」 belongs to names such as 防災・インフラ). */
export const LIST_SEPARATOR = /[、,，]/;

const pad = (value: string) => value.padStart(2, '0');

/** 2027-03-31, 2027/3/31, 2027.3.31, 2027年3月31日 → 2027-03-31 (checked as a calendar date later). */
export function readDate(cell: string): string | null {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(cell.normalize('NFKC').trim());
  return match ? `${match[1]}-${pad(match[2]!)}-${pad(match[3]!)}` : null;
}

/** 9:00, 09:00, 17時, 17時30分 → HH:MM. */
export function readTime(cell: string): string | null {
  const match = /^(\d{1,2})(?::|時)(\d{2})?分?$/.exec(cell.normalize('NFKC').trim());
  if (!match || (match[2] === undefined && !cell.includes('時'))) return null;
  return `${pad(match[1]!)}:${match[2] ?? '00'}`;
}

/** 1,000,000 or １０００ → '1000000' (the validators check the range). */
export function readInteger(cell: string): string | null {
  const cleaned = cell.normalize('NFKC').replace(/[,\s円]/g, '');
  return /^\d+$/.test(cleaned) ? cleaned : null;
}

/** An option by its label (or its id), full-width and spacing folded. */
export function readOption(cell: string, options: readonly FilterOption[]): string | null {
  const wanted = cell.normalize('NFKC').trim();
  const found = options.find((o) => o.label.normalize('NFKC') === wanted || o.id === wanted);
  return found?.id ?? null;
}

export type CellResult = { value: unknown } | { error: string };

/** One cell as the column's kind; an empty cell is an empty value (the rules decide if it may be). */
export function readCell(column: ImportColumn, cell: string): CellResult {
  const text = cell.trim();
  if (column.kind === 'options') {
    const items = text
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
    const ids: string[] = [];
    for (const item of items) {
      const id = readOption(item, column.options ?? []);
      if (id === null) return { error: CELL_MESSAGES.option(item, column) };
      ids.push(id);
    }
    return { value: ids };
  }
  if (text === '') return { value: column.kind === 'text' ? '' : null };
  switch (column.kind) {
    case 'date': {
      const date = readDate(text);
      return date ? { value: date } : { error: CELL_MESSAGES.date };
    }
    case 'time': {
      const time = readTime(text);
      return time ? { value: time } : { error: CELL_MESSAGES.time };
    }
    case 'integer': {
      const number = readInteger(text);
      return number ? { value: number } : { error: CELL_MESSAGES.integer };
    }
    case 'option': {
      const id = readOption(text, column.options ?? []);
      return id ? { value: id } : { error: CELL_MESSAGES.option(text, column) };
    }
    default:
      return { value: text };
  }
}
