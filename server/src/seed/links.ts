/**
 * Demo links between the seeded records (issue 23), deterministic by id and cheap enough for
 * the benchmark corpus: each new grant names up to two listings of its first category as
 * eligible (with a note on the 対象経費), four cases in five name a listing of their category,
 * and every case whose figures put an amount to a grant (補助金充当額) names a grant of that
 * category that funded it, and no other case does: a cost table with a subsidy and 「登録はありま
 * せん」 under it would contradict itself. The funding grant is a nationwide one or, from the case's
 * own prefecture, one not run by another municipality for itself. Only records seeded in this run
 * (ids above `after`) are linked, so a second seed adds nothing twice.
 */
import { NATIONWIDE_AREA_ID } from '@portal/shared';
import type { QueryRunner } from 'typeorm';
import { insertRows, type SqlValue } from './bulk';

const NOTES = [
  'システム構築費・クラウド利用料（初期導入と初年度の利用料）',
  '委託料（導入支援・職員研修）',
  '使用料及び賃借料（ライセンス・クラウドサービス）',
  '備品購入費（端末・周辺機器）と設定作業の役務費',
];

const CASE_BATCH = 500;

/** category id → owner ids in that category (first category of each owner only). */
async function byCategory(queryRunner: QueryRunner, table: string, owner: string, after = 0) {
  const rows = (await queryRunner.query(
    `SELECT ${owner} AS owner, MIN(category_id) AS category FROM ${table} WHERE ${owner} > ? GROUP BY ${owner}`,
    [after],
  )) as { owner: number; category: string }[];
  const map = new Map<string, number[]>();
  for (const row of rows) {
    const list = map.get(String(row.category));
    if (list) list.push(Number(row.owner));
    else map.set(String(row.category), [Number(row.owner)]);
  }
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

/**
 * A category's grants that can fund a case: nationwide ones, and the others by the one area they
 * serve (`reach`; a town's own program is not in it).
 */
function fundersByArea(grantIds: number[], reach: Map<number, string | null>) {
  const anywhere: number[] = [];
  const byArea = new Map<string, number[]>();
  for (const grantId of grantIds) {
    const area = reach.get(grantId);
    if (area === undefined) continue;
    if (area === null) anywhere.push(grantId);
    else if (byArea.has(area)) byArea.get(area)!.push(grantId);
    else byArea.set(area, [grantId]);
  }
  return { anywhere, byArea, all: grantIds };
}

/**
 * The funder of a case in an area, by `seed` among those in reach; a corpus too small to have one
 * in reach falls back to any grant of the category, so a case with a subsidy always names one.
 */
function funderOf(funders: ReturnType<typeof fundersByArea>, area: string | null, seed: number) {
  const local = (area !== null && funders.byArea.get(area)) || [];
  const inReach = funders.anywhere.length + local.length;
  if (inReach === 0) return funders.all.length > 0 ? funders.all[seed % funders.all.length] : undefined;
  const index = seed % inReach;
  return index < funders.anywhere.length ? funders.anywhere[index] : local[index - funders.anywhere.length];
}

export async function seedLinks(queryRunner: QueryRunner, after: { grants: number; cases: number }): Promise<void> {
  const solutions = await byCategory(queryRunner, 'solution_categories', 'solution_id');
  // A linked case names the listing's product and vendor in its own text too.
  const names = new Map(
    (
      (await queryRunner.query(
        'SELECT s.id, s.title, c.name AS company FROM solutions s JOIN companies c ON c.id = s.company_id',
      )) as { id: number; title: string; company: string }[]
    ).map((row) => [Number(row.id), row]),
  );
  const grants = await byCategory(queryRunner, 'grant_categories', 'grant_id');
  const newGrants = await byCategory(queryRunner, 'grant_categories', 'grant_id', after.grants);
  const eligible: SqlValue[][] = [];
  for (const [category, ids] of newGrants) {
    const candidates = solutions.get(category) ?? [];
    if (candidates.length === 0) continue;
    for (const grantId of ids) {
      const picked = new Set([
        candidates[(grantId * 7) % candidates.length]!,
        candidates[(grantId * 13 + 1) % candidates.length]!,
      ]);
      for (const solutionId of picked)
        eligible.push([solutionId, grantId, NOTES[(grantId + solutionId) % NOTES.length]!]);
    }
  }
  await insertRows(queryRunner, 'solution_grants', ['solution_id', 'grant_id', 'note'], eligible);

  const newCases = await byCategory(queryRunner, 'case_categories', 'case_id', after.cases);
  const subsidised = new Map(
    (
      (await queryRunner.query(
        `SELECT c.id, MIN(a.area_id) AS area FROM cases c LEFT JOIN case_areas a ON a.case_id = c.id
          WHERE c.id > ? AND c.subsidy_amount > 0 GROUP BY c.id`,
        [after.cases],
      )) as { id: number; area: string | null }[]
    ).map((row) => [Number(row.id), row.area == null ? null : String(row.area)]),
  );
  // grant id → the area whose cases it can fund (null: any case); a town's own program funds none.
  const reach = new Map<number, string | null>();
  const grantAreas = (await queryRunner.query(
    `SELECT g.id, g.organization, MIN(a.area_id) AS area FROM grants g
       LEFT JOIN grant_areas a ON a.grant_id = g.id GROUP BY g.id, g.organization`,
  )) as { id: number; organization: string; area: string | null }[];
  for (const row of grantAreas) {
    const nationwide = row.area == null || String(row.area) === NATIONWIDE_AREA_ID;
    if (nationwide) reach.set(Number(row.id), null);
    else if (row.organization !== 'municipality') reach.set(Number(row.id), String(row.area));
  }
  const solutionOf: [number, number][] = [];
  const funded: SqlValue[][] = [];
  for (const [category, ids] of newCases) {
    const candidates = solutions.get(category) ?? [];
    const funders = fundersByArea(grants.get(category) ?? [], reach);
    for (const caseId of ids) {
      const area = subsidised.get(caseId);
      const grantId = area === undefined ? undefined : funderOf(funders, area, caseId * 17);
      if (grantId !== undefined) funded.push([caseId, grantId]);
      if (caseId % 5 === 0 || candidates.length === 0) continue;
      solutionOf.push([caseId, candidates[(caseId * 11) % candidates.length]!]);
    }
  }
  for (let start = 0; start < solutionOf.length; start += CASE_BATCH) {
    const chunk = solutionOf.slice(start, start + CASE_BATCH);
    await queryRunner.query(
      `UPDATE cases SET solution_id = CASE id ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} END,
          solution_name = CASE id ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} END,
          vendor_name = CASE id ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} END
        WHERE id IN (${chunk.map(() => '?').join(',')})`,
      [
        ...chunk.flat(),
        ...chunk.flatMap(([caseId, solutionId]) => [caseId, names.get(solutionId)?.title ?? null]),
        ...chunk.flatMap(([caseId, solutionId]) => [caseId, names.get(solutionId)?.company ?? null]),
        ...chunk.map(([caseId]) => caseId),
      ],
    );
  }
  await insertRows(queryRunner, 'case_grants', ['case_id', 'grant_id'], funded);
}
