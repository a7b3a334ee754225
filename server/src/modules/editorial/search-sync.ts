/**
 * What an editorial change makes the search re-read, in every app process: the changed records,
 * and for a grant also the cases and listings linked to it (their 「補助金活用あり」 facet
 * follows whether the grant is published). The ids are written to the search change log in the
 * change's own transaction, so no process misses a committed change; the process that made it
 * also re-reads them at once after the commit.
 */
import type { Section } from '@portal/shared';
import type { EntityManager } from 'typeorm';
import { logSearchChanges } from '../search/search-changes';
import type { PortalSearch } from '../sections';

export type Touched = Partial<Record<Section, number[]>>;

/** The grants and what links to them. */
export async function touchedByGrants(manager: EntityManager, grantIds: readonly number[]): Promise<Touched> {
  if (grantIds.length === 0) return {};
  const owners = async (table: string, column: string) => {
    const ids: number[] = [];
    for (let at = 0; at < grantIds.length; at += 500) {
      const batch = grantIds.slice(at, at + 500);
      const rows = (await manager.query(
        `SELECT DISTINCT ${column} AS id FROM ${table} WHERE grant_id IN (${batch.map(() => '?').join(',')})`,
        [...batch],
      )) as { id: unknown }[];
      ids.push(...rows.map((row) => Number(row.id)));
    }
    return [...new Set(ids)];
  };
  return {
    grants: [...grantIds],
    cases: await owners('case_grants', 'case_id'),
    solutions: await owners('solution_grants', 'solution_id'),
  };
}

export async function logTouched(manager: EntityManager, touched: Touched): Promise<void> {
  for (const [section, ids] of Object.entries(touched) as [Section, number[]][]) {
    await logSearchChanges(manager, section, ids);
  }
}

/** After the commit: this process re-reads at once (the others follow the log within seconds). */
export async function refreshTouched(search: PortalSearch, touched: Touched): Promise<void> {
  for (const [section, ids] of Object.entries(touched) as [Section, number[]][]) {
    if (ids.length > 0) await search.refresh(section, ids);
  }
}
