/**
 * The cases spreadsheet, read as the grants one is (import-prepare.ts), plus what only the database
 * can check before anything is written: the municipality in the master, the listing published, the
 * grants found (a portal id, or an import id as 「csv:ID」 / 「jgrants:ID」).
 */
import { CASE_MESSAGES, validateCase, type CaseValues } from '@portal/shared/cases/validation';
import type { CaseKpiValues } from '@portal/shared/cases/figures';
import { LIST_SEPARATOR } from '@portal/shared/imports/cells';
import { CASE_COLUMNS, KPI_PART_SEPARATOR, KPI_SEPARATOR } from '@portal/shared/imports/case-columns';
import { isRecordId } from '@portal/shared';
import { In, type DataSource } from 'typeorm';
import { Grant } from '../grant/grant.entity';
import { Municipality } from '../municipality/municipality.entity';
import { Solution } from '../solution/solution.entity';
import { ImportFileError, rowPlace, type ImportProblem } from './import-problems';
import type { PreparedImport, PreparedRow } from './import.types';
import { readTable } from './tabular/read-table';
import { columnHeaders, placeErrors, readRows, type SheetRow } from './tabular/sheet-rows';

const header = (field: string) => CASE_COLUMNS.find((c) => c.field === field)!.header;

/** 「指標名|導入前|導入後|単位」 per line. */
function readKpis(cell: unknown): CaseKpiValues[] {
  return String(cell ?? '')
    .split(KPI_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label = '', before = '', after = '', unit = ''] = line.split(KPI_PART_SEPARATOR).map((p) => p.trim());
      return { label, before, after, unit };
    });
}

const GRANT_REF = /^(csv|jgrants):(.+)$/;

/** Every grant reference of the sheet that names an import id, resolved in one read per source. */
async function grantIdsByRef(dataSource: DataSource, rows: readonly SheetRow[]): Promise<Map<string, number>> {
  const wanted = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const ref of String(row.values.grantIds ?? '').split(LIST_SEPARATOR)) {
      const match = GRANT_REF.exec(ref.trim());
      if (match) (wanted.get(match[1]!) ?? wanted.set(match[1]!, new Set()).get(match[1]!)!).add(match[2]!.trim());
    }
  }
  const found = new Map<string, number>();
  for (const [source, ids] of wanted) {
    const list = [...ids];
    for (let at = 0; at < list.length; at += 500) {
      const grants = await dataSource.getRepository(Grant).find({
        select: { id: true, sourceId: true },
        where: { source, sourceId: In(list.slice(at, at + 500)), status: 'published' },
      });
      for (const grant of grants) found.set(`${source}:${grant.sourceId}`, grant.id);
    }
  }
  return found;
}

async function existing<T extends object>(
  dataSource: DataSource,
  entity: new () => T,
  column: keyof T & string,
  values: unknown[],
  extra: Record<string, unknown> = {},
): Promise<Set<string>> {
  const unique = [...new Set(values.filter((v) => v !== null && v !== undefined && v !== ''))];
  const found = new Set<string>();
  for (let at = 0; at < unique.length; at += 500) {
    const rows = await dataSource.getRepository(entity).find({
      select: { [column]: true } as never,
      where: { [column]: In(unique.slice(at, at + 500)), ...extra } as never,
    });
    for (const row of rows) found.add(String((row as Record<string, unknown>)[column]));
  }
  return found;
}

/** The cases spreadsheet: every row valid and every reference found, or ImportFileError. */
export async function prepareCaseSheet(
  dataSource: DataSource,
  bytes: Buffer,
  fileLabel: string,
): Promise<PreparedImport> {
  const table = await readTable(bytes, fileLabel, columnHeaders(CASE_COLUMNS));
  const sheetRows = readRows(table, CASE_COLUMNS);
  const refs = await grantIdsByRef(dataSource, sheetRows);
  const municipalities = await existing(
    dataSource,
    Municipality,
    'code',
    sheetRows.map((r) => r.values.municipalityCode),
  );
  const solutionIds = sheetRows
    .map((r) => String(r.values.solutionId ?? ''))
    .filter(isRecordId)
    .map(Number);
  const solutions = await existing(dataSource, Solution, 'id', solutionIds, { status: 'published' });
  const problems: ImportProblem[] = [];
  const rows: PreparedRow[] = [];
  for (const sheetRow of sheetRows) {
    const place = rowPlace(sheetRow.row);
    const at = (field: string, message: string) => problems.push({ place, column: header(field), message });
    const grantIds: string[] = [];
    for (const ref of String(sheetRow.values.grantIds ?? '')
      .split(LIST_SEPARATOR)
      .map((r) => r.trim())
      .filter(Boolean)) {
      const id = GRANT_REF.test(ref) ? refs.get(ref) : isRecordId(ref) ? Number(ref) : undefined;
      if (id === undefined) at('grantIds', `「${ref}」: ${CASE_MESSAGES.grantUnknown}`);
      else grantIds.push(String(id));
    }
    const values: CaseValues = { ...(sheetRow.values as CaseValues), kpis: readKpis(sheetRow.values.kpis), grantIds };
    const errors = sheetRow.problems.length > 0 ? {} : validateCase(values, { submit: true });
    problems.push(...sheetRow.problems, ...placeErrors(sheetRow.row, errors, CASE_COLUMNS));
    const code = String(values.municipalityCode ?? '');
    if (!errors.municipalityCode && code !== '' && !municipalities.has(code)) {
      at('municipalityCode', CASE_MESSAGES.municipalityUnknown);
    }
    const solutionId = String(values.solutionId ?? '');
    if (!errors.solutionId && solutionId !== '' && !solutions.has(solutionId))
      at('solutionId', CASE_MESSAGES.solutionUnknown);
    const { sourceId, sourceUrl } = sheetRow;
    rows.push({ place, sourceId, sourceUrl, title: String(values.title ?? ''), values, files: [], notes: [] });
  }
  if (problems.length > 0) throw new ImportFileError(fileLabel, problems);
  return { kind: 'cases', fileLabel, rows, refused: [] };
}
