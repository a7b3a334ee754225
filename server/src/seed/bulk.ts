/**
 * Multi-row INSERT in chunks through TypeORM's query runner. Portable across better-sqlite3 and
 * mysql2 (both bind `?`); seeding hundreds of thousands of rows one entity at a time would take
 * minutes.
 */
import type { QueryRunner } from 'typeorm';

export type SqlValue = string | number | null;

const CHUNK_ROWS = 400;

export async function insertRows(
  queryRunner: QueryRunner,
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
): Promise<void> {
  const quote = (name: string) => queryRunner.connection.driver.escape(name);
  const head = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    await queryRunner.query(head + chunk.map(() => tuple).join(', '), chunk.flat());
  }
}

/** UTC 'YYYY-MM-DD HH:MM:SS.mmm', the form TypeORM itself writes datetime columns in. */
export function sqlDate(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** Japanese fiscal year (April–March) of a date. */
export function fiscalYearOf(date: Date): number {
  return date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
