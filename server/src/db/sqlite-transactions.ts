/**
 * SQLite write transactions begin IMMEDIATE. TypeORM's better-sqlite3 runner begins them DEFERRED:
 * the first read takes a snapshot and the first write then asks for the write lock. In WAL mode,
 * when another process (a second app process, `npm run alerts`, an import) has committed since
 * that snapshot, SQLite cannot upgrade it and answers SQLITE_BUSY at once, without waiting out
 * busy_timeout, so a plain save (TypeORM's save reads, then writes, in a transaction) failed with
 * a 503 whenever another process had just written. BEGIN IMMEDIATE takes the write lock first,
 * waiting for the other writer within busy_timeout, and reads what it committed.
 * (https://sqlite.org/isolation.html, https://sqlite.org/lang_transaction.html)
 */
import type { DataSource, QueryRunner } from 'typeorm';

const DEFERRED_BEGIN = 'BEGIN TRANSACTION';

export function beginTransactionsImmediately(dataSource: DataSource): void {
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  const patched = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode) => {
    // The better-sqlite3 driver hands out one runner (one connection): patch it once.
    const runner = create(mode);
    if (patched.has(runner)) return runner;
    patched.add(runner);
    const query = runner.query.bind(runner) as QueryRunner['query'];
    runner.query = ((sql: string, ...rest: unknown[]) =>
      (query as (sql: string, ...rest: unknown[]) => Promise<unknown>)(
        sql === DEFERRED_BEGIN ? 'BEGIN IMMEDIATE TRANSACTION' : sql,
        ...rest,
      )) as QueryRunner['query'];
    return runner;
  };
}
