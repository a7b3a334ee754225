/** What the search documents need of the links: which records link to a published grant. */
import { type BuildScope, onceInBuild, type Queryable } from '../search/read-model-helpers';

/** The facet value of a record linked to a grant (LINK_FILTERS in shared/src/search/filters.ts). */
export const GRANT_LINK = 'grant';

/**
 * Owners (solutions or cases) with at least one link to a published grant, optionally among some
 * owners only: one query per batch of documents, so the filter is a facet built with the index.
 */
export async function ownersLinkedToGrants(
  dataSource: Queryable,
  table: 'solution_grants' | 'case_grants',
  ownerColumn: 'solution_id' | 'case_id',
  ownerIds?: readonly number[],
  scope?: BuildScope,
): Promise<Set<number>> {
  if (scope && ownerIds) return linkedAmong(dataSource, table, ownerColumn, ownerIds, scope);
  const where = ownerIds ? ` AND l.${ownerColumn} IN (${ownerIds.map(() => '?').join(',') || 'NULL'})` : '';
  const rows = (await dataSource.query(
    // Driven from the link table's own key (EXISTS, not a join): joined, SQLite walks every
    // published grant for each batch of owners (seconds per batch at 10 000 records).
    `SELECT DISTINCT l.${ownerColumn} AS owner FROM ${table} l
      WHERE EXISTS (SELECT 1 FROM grants g WHERE g.id = l.grant_id AND g.status = 'published')${where}`,
    ownerIds ? [...ownerIds] : [],
  )) as { owner: number }[];
  return new Set(rows.map((row) => Number(row.owner)));
}

/**
 * The same answer for one batch of a whole-section build. Asked per link, whether a grant is
 * published is a read of the grant's row; on MariaDB with a buffer pool smaller than the tables
 * (the default 128 MB) that was a disk read per link, 16 s of a 100 000-record start. The
 * published grants' ids come once per build from the status index instead, and each batch reads
 * only its links (the link table's own key).
 */
async function linkedAmong(
  dataSource: Queryable,
  table: 'solution_grants' | 'case_grants',
  ownerColumn: 'solution_id' | 'case_id',
  ownerIds: readonly number[],
  scope: BuildScope,
): Promise<Set<number>> {
  const published = await onceInBuild(scope, 'published grants', async () => {
    const rows = (await dataSource.query(`SELECT id FROM grants WHERE status = 'published'`)) as { id: number }[];
    return new Set(rows.map((row) => Number(row.id)));
  });
  const links = (await dataSource.query(
    `SELECT ${ownerColumn} AS owner, grant_id FROM ${table}
      WHERE ${ownerColumn} IN (${ownerIds.map(() => '?').join(',') || 'NULL'})`,
    [...ownerIds],
  )) as { owner: number; grant_id: number }[];
  const owners = new Set<number>();
  for (const link of links) if (published.has(Number(link.grant_id))) owners.add(Number(link.owner));
  return owners;
}
