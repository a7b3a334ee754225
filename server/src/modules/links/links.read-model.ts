/** What the search documents need of the links: which records link to a published grant. */
import type { Queryable } from '../search/read-model-helpers';

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
): Promise<Set<number>> {
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
