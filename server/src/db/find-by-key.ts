/**
 * Reads one entity by its primary key with a plain prepared statement, hydrated through TypeORM's
 * own column metadata and driver conversions (so it follows the entity as it changes).
 * `Repository.findOneBy` builds a query builder, aliases and a result transformer on every call;
 * for the profile read that every signed-in request makes, that cost more CPU than the search
 * itself. Entities without relations only.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

export type FindByKey<T> = (key: string | number) => Promise<T | null>;

export function findByKey<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>): FindByKey<T> {
  const metadata = dataSource.getMetadata(target);
  const [primary, ...more] = metadata.primaryColumns;
  if (!primary || more.length > 0 || metadata.relations.length > 0) {
    throw new Error(`findByKey needs one primary column and no relations (${metadata.name})`);
  }
  const driver = dataSource.driver;
  const columns = metadata.columns;
  const sql =
    `SELECT ${columns.map((c) => driver.escape(c.databaseName)).join(', ')} ` +
    `FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(primary.databaseName)} = ? LIMIT 1`;
  return async (key) => {
    const rows = (await dataSource.query(sql, [key])) as Record<string, unknown>[];
    const row = rows[0];
    if (!row) return null;
    const entity = metadata.create() as T;
    for (const column of columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  };
}
