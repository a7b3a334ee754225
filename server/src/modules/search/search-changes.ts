/**
 * The search change log (table search_changes). Each app process keeps its own search read model
 * in memory; a write records the ids it changed here and every process reads the log every few
 * seconds and re-reads those records, so a listing published through one process shows in the
 * searches of all of them. Rows older than a day are pruned.
 */
import { isSection, type Section } from '@portal/shared';
import type { DataSource } from 'typeorm';

export interface SearchChange {
  id: number;
  section: Section;
  recordId: number;
}

/**
 * Auto-increment ids can become visible out of order when two writers commit concurrently: every
 * read looks this far back and re-applies what it sees there (re-reading a record is idempotent).
 */
export const REREAD_WINDOW = 50;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Records changed ids through any connection, so a write can log them in its own transaction
 * (an import run outside the app: the app processes pick its changes up from the log).
 */
export async function logSearchChanges(
  db: Pick<DataSource, 'query'>,
  section: Section,
  ids: readonly number[],
): Promise<void> {
  for (let at = 0; at < ids.length; at += 500) {
    const batch = ids.slice(at, at + 500);
    await db.query(
      `INSERT INTO search_changes (section, record_id) VALUES ${batch.map(() => '(?, ?)').join(', ')}`,
      batch.flatMap((id) => [section, id]),
    );
  }
}

export class SearchChangeLog {
  constructor(private readonly dataSource: DataSource) {}

  async latestId(): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT MAX(id) AS id FROM search_changes')) as [{ id: unknown }];
    return Number(row.id ?? 0);
  }

  async record(section: Section, ids: readonly number[]): Promise<void> {
    await logSearchChanges(this.dataSource, section, ids);
  }

  /** Changes with an id above `afterId`, oldest first, at most `limit`. */
  async since(afterId: number, limit = 1000): Promise<SearchChange[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, section, record_id FROM search_changes WHERE id > ? ORDER BY id LIMIT ${Number(limit)}`,
      [afterId],
    )) as { id: unknown; section: string; record_id: unknown }[];
    return rows
      .filter((row): row is typeof row & { section: Section } => isSection(row.section))
      .map((row) => ({ id: Number(row.id), section: row.section, recordId: Number(row.record_id) }));
  }

  /** Rows older than a day (the database's clock; a few hours of zone offset do not matter here). */
  async prune(now = Date.now()): Promise<void> {
    await this.dataSource.query('DELETE FROM search_changes WHERE created_at < ?', [
      new Date(now - PRUNE_AFTER_MS).toISOString().slice(0, 19).replace('T', ' '),
    ]);
  }
}
