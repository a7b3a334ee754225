/**
 * The published records of a section that appeared or changed after a moment: what a saved
 * search counts as new and what an alert reports. Read from the tables' (status, published_at)
 * index and updated_at, then matched against the criteria by the search read model (`ids`), so
 * no text is scanned in SQL.
 */
import type { Section } from '@portal/shared';
import type { DataSource } from 'typeorm';

const TABLES: Record<Section, string> = { solutions: 'solutions', grants: 'grants', cases: 'cases' };

export async function changedSince(dataSource: DataSource, section: Section, since: Date): Promise<number[]> {
  // The query builder binds the Date as each driver stores datetimes (a raw query would not).
  const rows = (await dataSource
    .createQueryBuilder()
    .select('t.id', 'id')
    .from(TABLES[section], 't')
    .where("t.status = 'published'")
    .andWhere('(t.published_at > :since OR t.updated_at > :since)', { since })
    .getRawMany()) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}
