/**
 * The links between seeded records, as the generator decided them (corpus/catalogue.ts): the
 * listings a grant names as eligible, the listing a case introduced, the grants that funded it.
 * Records name each other by position in their section; a position's record is found by its uid
 * (content.ts's `seedUid`), so links reach records seeded by an earlier run too. Only records
 * seeded in this run bring links, so a second seed adds nothing twice.
 */
import type { QueryRunner } from 'typeorm';
import { insertRows, type SqlValue } from './bulk';
import type { SeedCase, SeedGrant } from './corpus/types';

/** The id of a section's record at a position, through the uids the positions give. */
export async function idsByPosition(
  queryRunner: QueryRunner,
  table: string,
  uidOf: (position: number) => string,
): Promise<(position: number) => number | null> {
  const rows = (await queryRunner.query(`SELECT id, uid FROM ${table}`)) as { id: number; uid: string }[];
  const ids = new Map(rows.map((row) => [row.uid, Number(row.id)]));
  return (position) => ids.get(uidOf(position)) ?? null;
}

/** Link rows gathered while the grants and cases are inserted, written once they all exist. */
export class LinkRows {
  private readonly eligible: [grantId: number, solution: number, note: string][] = [];
  private readonly funded: [caseId: number, grant: number][] = [];

  grant(record: SeedGrant, id: number): void {
    for (const { solution, note } of record.eligible ?? []) this.eligible.push([id, solution, note]);
  }

  case(record: SeedCase, id: number): void {
    for (const grant of record.grants ?? []) this.funded.push([id, grant]);
  }

  async write(
    queryRunner: QueryRunner,
    solutionId: (position: number) => number | null,
    grantId: (position: number) => number | null,
  ): Promise<void> {
    const eligible: SqlValue[][] = [];
    for (const [id, solution, note] of this.eligible) {
      const target = solutionId(solution);
      if (target !== null) eligible.push([target, id, note]);
    }
    await insertRows(queryRunner, 'solution_grants', ['solution_id', 'grant_id', 'note'], eligible);
    const funded: SqlValue[][] = [];
    for (const [id, grant] of this.funded) {
      const target = grantId(grant);
      if (target !== null) funded.push([id, target]);
    }
    await insertRows(queryRunner, 'case_grants', ['case_id', 'grant_id'], funded);
  }
}
