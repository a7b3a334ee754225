/**
 * Reads an import's file into prepared rows (import.types.ts). A jGrants feed of the wrong shape
 * is refused whole; a record of the right shape that cannot be placed is refused alone and
 * reported. A spreadsheet is all or nothing: one problem in one row refuses the file, and the
 * refusal lists every problem with its row and column.
 */
import { GRANT_FIELD_LABELS } from '@portal/shared/grants/fields';
import { validateGrant, type GrantValues } from '@portal/shared/grants/validation';
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { ImportFileError, problemText, type ImportProblem } from './import-problems';
import type { PreparedImport, PreparedRefusal, PreparedRow } from './import.types';
import { mapJGrantsRecord } from './jgrants/jgrants-mapper';
import { parseJGrantsResponse, recordPlace, type JGrantsResponse } from './jgrants/jgrants-record';
import { readTable } from './tabular/read-table';
import { columnHeaders, placeErrors, readRows } from './tabular/sheet-rows';

const label = (field: string) => GRANT_FIELD_LABELS[field.split(/[.[]/)[0] as keyof typeof GRANT_FIELD_LABELS] ?? field;

/** A feed already fetched (or read from a file) as prepared rows and refused records. */
export function prepareJGrants(feed: JGrantsResponse, fileLabel: string, now: Date): PreparedImport {
  const rows: PreparedRow[] = [];
  const refused: PreparedRefusal[] = [];
  feed.result.forEach((record, index) => {
    const place = recordPlace(index, record);
    const mapped = mapJGrantsRecord(record, now);
    const errors = { ...mapped.refusals, ...validateGrant(mapped.values, { submit: true }) };
    const title = record.title;
    if (Object.keys(errors).length > 0) {
      const messages = Object.entries(errors).map(([field, message]) => `「${label(field)}」: ${message}`);
      refused.push({ place, sourceId: record.id, title, messages });
      return;
    }
    const { sourceId, sourceUrl, values, files, notes } = mapped;
    rows.push({ place, sourceId, sourceUrl, title, values, files, notes });
  });
  return { kind: 'jgrants', fileLabel, rows, refused };
}

export function prepareJGrantsFile(body: Buffer, fileLabel: string, now: Date): PreparedImport {
  return prepareJGrants(parseJGrantsResponse(body.toString('utf8'), fileLabel), fileLabel, now);
}

/** The grants spreadsheet: every row valid, or ImportFileError listing every problem. */
export async function prepareGrantSheet(bytes: Buffer, fileLabel: string): Promise<PreparedImport> {
  const table = await readTable(bytes, fileLabel, columnHeaders(GRANT_COLUMNS));
  const problems: ImportProblem[] = [];
  const rows: PreparedRow[] = [];
  for (const sheetRow of readRows(table, GRANT_COLUMNS)) {
    const values = sheetRow.values as GrantValues;
    const errors = sheetRow.problems.length > 0 ? {} : validateGrant(values, { submit: true });
    problems.push(...sheetRow.problems, ...placeErrors(sheetRow.row, errors, GRANT_COLUMNS));
    rows.push({
      place: `${sheetRow.row}行目`,
      sourceId: sheetRow.sourceId,
      sourceUrl: sheetRow.sourceUrl,
      title: String(values.title ?? ''),
      values,
      files: [],
      notes: [],
    });
  }
  if (problems.length > 0) throw new ImportFileError(fileLabel, problems);
  return { kind: 'grants', fileLabel, rows, refused: [] };
}

/** The messages of a refusal as one text per problem (for the command's output). */
export function refusalLines(refusal: PreparedRefusal): string[] {
  return refusal.messages.map((message) => problemText({ place: refusal.place, column: null, message }));
}
