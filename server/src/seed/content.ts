/**
 * Inserts generated companies, solutions, grants and cases. Records get deterministic uids from
 * their position, so a second run finds them and inserts nothing (idempotent); `replace` clears
 * the sections first (benchmark corpora).
 */
import { createHash } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { fiscalYearOf, insertRows, sqlDate, type SqlValue } from './bulk';
import { LinkRows, idsByPosition } from './links';
import type { SeedCase, SeedCompany, SeedGrant, SeedSolution } from './corpus/types';

export interface Corpus {
  companies: readonly SeedCompany[];
  solutions: Iterable<SeedSolution>;
  grants: Iterable<SeedGrant>;
  cases: Iterable<SeedCase>;
}

export interface SeedCounts {
  companies: number;
  solutions: number;
  grants: number;
  cases: number;
}

const BATCH = 2000;

export function seedUid(section: string, index: number): string {
  return createHash('sha256').update(`${section}:${index}`).digest('base64url').slice(0, 20);
}

async function maxId(queryRunner: QueryRunner, table: string): Promise<number> {
  const [row] = (await queryRunner.query(`SELECT MAX(id) AS max FROM ${table}`)) as [{ max: number | string | null }];
  return Number(row.max ?? 0);
}

async function existingUids(queryRunner: QueryRunner, table: string): Promise<Set<string>> {
  const rows = (await queryRunner.query(`SELECT uid FROM ${table}`)) as { uid: string }[];
  return new Set(rows.map((r) => r.uid));
}

const json = (value: unknown) => JSON.stringify(value);

async function seedCompanies(queryRunner: QueryRunner, companies: readonly SeedCompany[]) {
  const rows = (await queryRunner.query('SELECT id, name FROM companies')) as { id: number; name: string }[];
  const ids = new Map(rows.map((r) => [r.name, Number(r.id)]));
  let next = await maxId(queryRunner, 'companies');
  const now = sqlDate(new Date());
  const fresh = companies.filter((c) => !ids.has(c.name));
  const values = fresh.map((c): SqlValue[] => {
    ids.set(c.name, ++next);
    return [next, c.name, c.corporateNumber, c.address, c.url, c.description, c.contactEmail, 'approved', now, now];
  });
  await insertRows(
    queryRunner,
    'companies',
    [
      'id',
      'name',
      'corporate_number',
      'address',
      'url',
      'description',
      'contact_email',
      'status',
      'created_at',
      'updated_at',
    ],
    values,
  );
  return { byKey: new Map(companies.map((c) => [c.key, ids.get(c.name)!])), inserted: fresh.length };
}

interface SectionSpec<T> {
  table: string;
  joinPrefix: string;
  ownerColumn: string;
  columns: string[];
  row: (record: T, id: number, uid: string) => SqlValue[];
  categories: (record: T) => string[];
  areas: (record: T) => string[];
  /** Called with each inserted record and its id (to gather its links). */
  inserted?: (record: T, id: number) => void;
}

async function seedSection<T>(
  queryRunner: QueryRunner,
  records: Iterable<T>,
  spec: SectionSpec<T>,
  section: string,
): Promise<number> {
  const known = await existingUids(queryRunner, spec.table);
  let next = await maxId(queryRunner, spec.table);
  let inserted = 0;
  let index = 0;
  let rows: SqlValue[][] = [];
  let categoryRows: SqlValue[][] = [];
  let areaRows: SqlValue[][] = [];
  const flush = async () => {
    await insertRows(queryRunner, spec.table, spec.columns, rows);
    await insertRows(queryRunner, `${spec.joinPrefix}_categories`, [spec.ownerColumn, 'category_id'], categoryRows);
    await insertRows(queryRunner, `${spec.joinPrefix}_areas`, [spec.ownerColumn, 'area_id'], areaRows);
    rows = [];
    categoryRows = [];
    areaRows = [];
  };
  for (const record of records) {
    const uid = seedUid(section, index++);
    if (known.has(uid)) continue;
    const id = ++next;
    rows.push(spec.row(record, id, uid));
    for (const categoryId of new Set(spec.categories(record))) categoryRows.push([id, categoryId]);
    for (const areaId of new Set(spec.areas(record))) areaRows.push([id, areaId]);
    spec.inserted?.(record, id);
    inserted++;
    if (rows.length >= BATCH) await flush();
  }
  await flush();
  return inserted;
}

export async function seedCorpus(
  dataSource: DataSource,
  corpus: Corpus,
  options: { replace?: boolean } = {},
): Promise<SeedCounts> {
  const queryRunner = dataSource.createQueryRunner();
  await queryRunner.connect();
  await queryRunner.startTransaction();
  try {
    if (options.replace) {
      for (const table of [
        'solution_grants',
        'case_grants',
        'solution_categories',
        'solution_areas',
        'grant_categories',
        'grant_areas',
        'case_categories',
        'case_areas',
        'solutions',
        'grants',
        'cases',
      ]) {
        await queryRunner.query(`DELETE FROM ${table}`);
      }
    }
    const companies = await seedCompanies(queryRunner, corpus.companies);
    const links = new LinkRows();
    const timestamp = sqlDate(new Date());
    const solutions = await seedSection<SeedSolution>(
      queryRunner,
      corpus.solutions,
      {
        table: 'solutions',
        joinPrefix: 'solution',
        ownerColumn: 'solution_id',
        columns: [
          'id',
          'uid',
          'company_id',
          'title',
          'description',
          'target_city_kinds',
          'target_population_bands',
          'detail_items',
          'title_items',
          'explain_items',
          'offices',
          'price_text',
          'initial_cost',
          'annual_cost',
          'pricing_unit',
          'free_trial',
          'support_hours',
          'delivery_period',
          'certifications',
          'image_keys',
          'video_url',
          'document_name',
          'status',
          'fiscal_year',
          'published_at',
          'created_at',
          'updated_at',
        ],
        row: (s, id, uid) => [
          id,
          uid,
          companies.byKey.get(s.companyKey) ?? null,
          s.title,
          s.description,
          json(s.targetCityKinds),
          json(s.targetPopulationBands),
          json(s.detailItems),
          json(s.titleItems),
          json(s.explainItems),
          json(s.offices),
          s.priceText,
          s.initialCost,
          s.annualCost,
          s.pricingUnit,
          s.freeTrial,
          s.supportHours,
          s.deliveryPeriod,
          json(s.certifications),
          json([]),
          s.videoUrl,
          `${s.title}_サービス資料.pdf`,
          'published',
          fiscalYearOf(s.publishedAt),
          sqlDate(s.publishedAt),
          sqlDate(s.publishedAt),
          timestamp,
        ],
        categories: (s) => s.categoryIds,
        areas: (s) => s.areaIds,
      },
      'solutions',
    );
    const grants = await seedSection<SeedGrant>(
      queryRunner,
      corpus.grants,
      {
        table: 'grants',
        joinPrefix: 'grant',
        ownerColumn: 'grant_id',
        columns: [
          'id',
          'uid',
          'title',
          'description',
          'issuer',
          'organization',
          'target_city_kinds',
          'fiscal_year',
          'amount_text',
          'subsidy_rate_text',
          'target_text',
          'application_start',
          'application_end',
          'url',
          'amount_max',
          'subsidy_rate',
          'ministry',
          'target_bodies',
          'eligible_costs',
          'guideline_url',
          'status',
          'published_at',
          'created_at',
          'updated_at',
        ],
        row: (g, id, uid) => [
          id,
          uid,
          g.title,
          g.description,
          g.issuer,
          g.organization,
          json(g.targetCityKinds),
          g.fiscalYear,
          g.amountText,
          g.subsidyRateText,
          g.targetText,
          g.applicationStart,
          g.applicationEnd,
          g.url,
          g.amountMax,
          g.subsidyRate,
          g.ministry,
          json(g.targetBodies),
          g.eligibleCosts,
          g.guidelineUrl,
          'published',
          sqlDate(g.publishedAt),
          sqlDate(g.publishedAt),
          timestamp,
        ],
        categories: (g) => g.categoryIds,
        areas: (g) => g.areaIds,
        inserted: (g, id) => links.grant(g, id),
      },
      'grants',
    );
    const solutionId = await idsByPosition(queryRunner, 'solutions', (position) => seedUid('solutions', position));
    const cases = await seedSection<SeedCase>(
      queryRunner,
      corpus.cases,
      {
        table: 'cases',
        joinPrefix: 'case',
        ownerColumn: 'case_id',
        columns: [
          'id',
          'uid',
          'title',
          'summary',
          'municipality_code',
          'organization',
          'organization_name',
          'fiscal_year',
          'solution_id',
          'solution_name',
          'vendor_name',
          'background',
          'approach',
          'outcome',
          'initial_cost',
          'annual_cost',
          'subsidy_amount',
          'period_months',
          'kpis',
          'status',
          'published_at',
          'created_at',
          'updated_at',
        ],
        row: (c, id, uid) => [
          id,
          uid,
          c.title,
          c.summary,
          c.municipalityCode,
          c.organization,
          c.organizationName,
          c.fiscalYear,
          c.solution == null ? null : solutionId(c.solution),
          c.solutionName,
          c.vendorName,
          c.background,
          c.approach,
          c.outcome,
          c.figures?.initialCost ?? null,
          c.figures?.annualCost ?? null,
          c.figures?.subsidyAmount ?? null,
          c.figures?.periodMonths ?? null,
          c.figures?.kpis.length ? JSON.stringify(c.figures.kpis) : null,
          'published',
          sqlDate(c.publishedAt),
          sqlDate(c.publishedAt),
          timestamp,
        ],
        categories: (c) => c.categoryIds,
        areas: (c) => c.areaIds,
        inserted: (c, id) => links.case(c, id),
      },
      'cases',
    );
    const grantId = await idsByPosition(queryRunner, 'grants', (position) => seedUid('grants', position));
    await links.write(queryRunner, solutionId, grantId);
    await queryRunner.commitTransaction();
    return { companies: companies.inserted, solutions, grants, cases };
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  } finally {
    await queryRunner.release();
  }
}
