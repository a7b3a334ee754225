/**
 * What is wrong with an import, and where: a row and a column of a spreadsheet, or a record and a
 * field of a jGrants feed. Every problem reads as one Japanese sentence that names its place, e.g.
 * 「17行目「公募締切日」: 日付の形式が正しくありません（例: 2027-03-31）」.
 */
import { AppError } from '../../lib/app-error';

export interface ImportProblem {
  /** Where, as the operator finds it: 「17行目」 or 「3件目（id: a0W…）」; null for the whole file. */
  place: string | null;
  /** The column header or the feed's field name, when one is at fault. */
  column: string | null;
  message: string;
}

export function problemText(problem: ImportProblem): string {
  const place = [problem.place, problem.column && `「${problem.column}」`].filter(Boolean).join('');
  return place ? `${place}: ${problem.message}` : problem.message;
}

/** 「17行目」: the row as a spreadsheet numbers it (the header is row 1). */
export const rowPlace = (row: number) => `${row}行目`;

/** How many problems a refusal lists before 「ほか N 件」: enough to fix a file, short enough to read. */
export const MAX_LISTED_PROBLEMS = 50;

/**
 * A file or feed that cannot be imported as it is: nothing is written. The message names the first
 * problems; `problems` holds them all for the preview and the command's output.
 */
export class ImportFileError extends AppError {
  constructor(
    readonly fileLabel: string,
    readonly problems: readonly ImportProblem[],
  ) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map(problemText);
    const more = problems.length > listed.length ? [`ほか ${problems.length - listed.length} 件`] : [];
    super('BAD_USER_INPUT', [`${fileLabel}を取り込めません。`, ...listed, ...more].join('\n'));
  }
}

export function fileProblem(fileLabel: string, message: string): ImportFileError {
  return new ImportFileError(fileLabel, [{ place: null, column: null, message }]);
}
