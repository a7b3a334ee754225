/**
 * The demo's grants and cases go in as an operator's import does: the generated records written
 * as the grants and cases spreadsheets (CSV with the templates' Japanese headers), then read,
 * judged and upserted by the importer (modules/import), source 'csv', one `import.run` audit event
 * per file. What a spreadsheet cannot say is added around it: each record's publication date
 * (kept as generated, so the demo's dates spread over the years its fiscal years name) and the
 * listings a grant names as eligible. Records the database already holds are left out, so a second
 * seed imports nothing.
 */
import type { ImportColumn } from '@portal/shared/imports/cells';
import { readOption } from '@portal/shared/imports/cells';
import { CASE_COLUMNS, KPI_PART_SEPARATOR } from '@portal/shared/imports/case-columns';
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { stringify } from 'csv-stringify/sync';
import { In, type DataSource } from 'typeorm';
import { Case } from '../modules/case/case.entity';
import { Grant } from '../modules/grant/grant.entity';
import { ImportService } from '../modules/import/import.service';
import type { PreparedImport } from '../modules/import/import.types';
import { municipalityMaster } from '../modules/municipality/municipality-master';
import type { FileStorage } from '../storage/storage';
import { insertRows, type SqlValue } from './bulk';
import type { SeedCase, SeedGrant } from './corpus/types';
import { idsByPosition } from './links';
import { seedUid } from './content';

/** The demo records' ids in their spreadsheets, by position in the generated corpus. */
export const demoGrantId = (position: number) => `DEMO-G-${String(position + 1).padStart(4, '0')}`;
export const demoCaseId = (position: number) => `DEMO-C-${String(position + 1).padStart(4, '0')}`;

/** Who the revisions and the audit events name. */
export const DEMO_IMPORT_ACTOR = { uid: null, label: 'import:demo' };

/** The demo has no other writer to make room for at start-up: one transaction per file. */
const DEMO_CHUNK = 5000;

const refuse = () => Promise.reject(new Error('the demo spreadsheets bring no files'));
/** CSV imports store no files; a storage that refuses any use says so if that ever changes. */
const NO_FILES: FileStorage = {
  put: refuse,
  write: refuse,
  stat: refuse,
  read: refuse,
  remove: refuse,
  // eslint-disable-next-line require-yield
  list: async function* () {
    await refuse();
  },
};

type Cell = string | number | null | undefined | readonly string[];

/** An option written as its label, as people fill the sheet (its id where the label would read back as another). */
function optionText(column: ImportColumn, id: string): string {
  const label = column.options?.find((o) => o.id === id)?.label;
  return label !== undefined && readOption(label, column.options ?? []) === id ? label : id;
}

function cellText(column: ImportColumn, value: Cell): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'option') return optionText(column, String(value));
  if (column.kind === 'options') return (value as readonly string[]).map((id) => optionText(column, id)).join('、');
  return String(value);
}

function sheet(columns: readonly ImportColumn[], rows: readonly Record<string, Cell>[]): Buffer {
  const lines = [
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((column) => cellText(column, row[column.field]))),
  ];
  return Buffer.from(stringify(lines), 'utf8');
}

function grantCells(grant: SeedGrant, position: number): Record<string, Cell> {
  return {
    sourceId: demoGrantId(position),
    title: grant.title,
    description: grant.description,
    issuer: grant.issuer,
    organization: grant.organization,
    ministry: grant.ministry,
    applicantKinds: ['local-government'],
    targetBodies: grant.targetBodies,
    targetCityKinds: grant.targetCityKinds,
    categoryIds: grant.categoryIds,
    areaIds: grant.areaIds,
    fiscalYear: grant.fiscalYear,
    subsidyRateText: grant.subsidyRateText,
    amountText: grant.amountText,
    amountMax: grant.amountMax,
    eligibleCosts: grant.eligibleCosts,
    targetText: grant.targetText,
    applicationStart: grant.applicationStart,
    applicationEnd: grant.applicationEnd,
    url: grant.url,
    guidelineUrl: grant.guidelineUrl,
  };
}

/** A prefecture's or a union's case names the prefecture's code: the master has no unions. */
function prefectureCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const m of municipalityMaster()) if (m.kind === 'prefecture') codes.set(m.prefectureId, m.code);
  return codes;
}

function caseCells(
  record: SeedCase,
  position: number,
  solutionId: (position: number) => number | null,
  prefectures: Map<string, string>,
): Record<string, Cell> {
  const figures = record.figures;
  return {
    sourceId: demoCaseId(position),
    title: record.title,
    summary: record.summary,
    municipalityCode: record.municipalityCode ?? prefectures.get(record.areaIds[0] ?? ''),
    organizationName: record.organizationName,
    categoryIds: record.categoryIds,
    fiscalYear: record.fiscalYear,
    solutionId: record.solution == null ? null : solutionId(record.solution),
    solutionName: record.solutionName,
    vendorName: record.vendorName,
    background: record.background,
    approach: record.approach,
    outcome: record.outcome,
    initialCost: figures?.initialCost,
    annualCost: figures?.annualCost,
    subsidyAmount: figures?.subsidyAmount,
    periodMonths: figures?.periodMonths,
    kpis: (figures?.kpis ?? []).map((k) => [k.label, k.before, k.after, k.unit].join(KPI_PART_SEPARATOR)).join('\n'),
    grantIds: (record.grants ?? []).map((grant) => `csv:${demoGrantId(grant)}`).join('、'),
  };
}

async function presentIds(dataSource: DataSource, entity: typeof Grant | typeof Case, ids: string[]) {
  const found = new Map<string, number>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await dataSource.getRepository(entity).find({
      select: { id: true, sourceId: true },
      where: { source: 'csv', sourceId: In(ids.slice(at, at + 500)) },
    });
    for (const row of rows) found.set(row.sourceId!, row.id);
  }
  return found;
}

/** Prepared as the command prepares the file, each row then given its record's publication date. */
async function importSheet(
  importer: ImportService,
  kind: 'grants' | 'cases',
  file: Buffer,
  label: string,
  publishedAt: Map<string, Date>,
): Promise<number> {
  const prepared: PreparedImport = await importer.prepare(kind, file, label);
  for (const row of prepared.rows) row.publishedAt = publishedAt.get(row.sourceId);
  const report = await importer.run(prepared, { full: false, dryRun: false, actor: DEMO_IMPORT_ACTOR });
  return report.counts.created;
}

export async function importDemoContent(
  dataSource: DataSource,
  corpus: { grants: Iterable<SeedGrant>; cases: Iterable<SeedCase> },
): Promise<{ grants: number; cases: number }> {
  const importer = new ImportService(dataSource, NO_FILES, null, DEMO_CHUNK);
  const grants = [...corpus.grants];
  const cases = [...corpus.cases];

  const knownGrants = await presentIds(
    dataSource,
    Grant,
    grants.map((_, i) => demoGrantId(i)),
  );
  const newGrants = grants.map((g, i) => ({ g, i })).filter(({ i }) => !knownGrants.has(demoGrantId(i)));
  let grantCount = 0;
  if (newGrants.length > 0) {
    const file = sheet(
      GRANT_COLUMNS,
      newGrants.map(({ g, i }) => grantCells(g, i)),
    );
    const dates = new Map(newGrants.map(({ g, i }) => [demoGrantId(i), g.publishedAt]));
    grantCount = await importSheet(importer, 'grants', file, 'デモデータ（補助金）.csv', dates);
    await linkEligibleListings(dataSource, newGrants);
  }

  const knownCases = await presentIds(
    dataSource,
    Case,
    cases.map((_, i) => demoCaseId(i)),
  );
  const newCases = cases.map((c, i) => ({ c, i })).filter(({ i }) => !knownCases.has(demoCaseId(i)));
  let caseCount = 0;
  if (newCases.length > 0) {
    const runner = dataSource.createQueryRunner();
    const solutionId = await idsByPosition(runner, 'solutions', (position) => seedUid('solutions', position)).finally(
      () => runner.release(),
    );
    const prefectures = prefectureCodes();
    const file = sheet(
      CASE_COLUMNS,
      newCases.map(({ c, i }) => caseCells(c, i, solutionId, prefectures)),
    );
    const dates = new Map(newCases.map(({ c, i }) => [demoCaseId(i), c.publishedAt]));
    caseCount = await importSheet(importer, 'cases', file, 'デモデータ（導入事例）.csv', dates);
  }
  return { grants: grantCount, cases: caseCount };
}

/** The listings each new grant names as eligible (a grant's form has no such field; the listing's editor links them). */
async function linkEligibleListings(dataSource: DataSource, added: { g: SeedGrant; i: number }[]): Promise<void> {
  const grantIds = await presentIds(
    dataSource,
    Grant,
    added.map(({ i }) => demoGrantId(i)),
  );
  await dataSource.transaction(async (manager) => {
    const queryRunner = manager.queryRunner!;
    const solutionId = await idsByPosition(queryRunner, 'solutions', (position) => seedUid('solutions', position));
    const rows: SqlValue[][] = [];
    for (const { g, i } of added) {
      const grantId = grantIds.get(demoGrantId(i));
      if (grantId === undefined) continue;
      for (const { solution, note } of g.eligible ?? []) {
        const target = solutionId(solution);
        if (target !== null) rows.push([target, grantId, note]);
      }
    }
    await insertRows(queryRunner, 'solution_grants', ['solution_id', 'grant_id', 'note'], rows);
  });
}
