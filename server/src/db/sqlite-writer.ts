/**
 * How SQLite is written from one process, safely beside other processes writing the same file
 * (a second app process, `npm run alerts`, a restore drill).
 *
 * TypeORM's better-sqlite3 driver runs the whole process on one connection with one transaction
 * state. Two requests' transactions then share it: the second nests as a savepoint inside the
 * first, one's rollback undoes the other's writes, and a BEGIN that fails while another process
 * holds the lock leaves the shared state half set, so later commits land in the wrong transaction
 * and writes that were answered 200 are never committed.
 *
 * Here every query runner is its own object (as on MySQL). Plain reads run on the driver's
 * connection; a transaction, and any statement that writes outside one, runs on a second
 * connection, the writer, held by one runner at a time through an in-process lock. BEGIN is
 * IMMEDIATE, so the write lock of the file is taken before the first read and the transaction reads
 * what other processes committed. When another process holds that lock, SQLite answers
 * SQLITE_BUSY at once (the writer's busy_timeout is 0) and the attempt is retried on a timer, so the
 * event loop never sleeps in SQLite's busy handler; after WRITER_WAIT_MS the request fails as busy
 * (a 503), and nothing is acknowledged that was not committed.
 * (https://sqlite.org/isolation.html, https://sqlite.org/lang_transaction.html)
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource, QueryRunner } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { WriterLock } from './writer-lock';

/** How long a writer waits for the file's write lock (another process) or this process's turn. */
export const WRITER_WAIT_MS = 5000;

const DEFERRED_BEGIN = 'BEGIN TRANSACTION';
const IMMEDIATE_BEGIN = 'BEGIN IMMEDIATE TRANSACTION';

type Connection = BetterSqlite3.Database;
type Statement = BetterSqlite3.Statement;

class Writer {
  readonly lock = new WriterLock(WRITER_WAIT_MS);
  private readonly statements = new WeakMap<Connection, Map<string, Statement>>();

  constructor(
    readonly reader: Connection,
    readonly connection: Connection,
  ) {}

  /**
   * Whether `sql` only reads. A statement the reader cannot prepare goes to the writer, which reports
   * the error if it has one: a schema change of the writer (a table renamed in place of a dropped
   * one) may not be in the reader's view yet.
   */
  readsOnly(sql: string): boolean {
    try {
      return this.statement(this.reader, sql).readonly;
    } catch {
      return false;
    }
  }

  statement(connection: Connection, sql: string): Statement {
    let cache = this.statements.get(connection);
    if (!cache) this.statements.set(connection, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      cache.set(sql, statement);
      // A FIFO bound, as TypeORM's own statement cache.
      if (cache.size > 200) cache.delete(cache.keys().next().value!);
    }
    return statement;
  }
}

function isBusy(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  return e?.code === 'SQLITE_BUSY' || e?.driverError?.code === 'SQLITE_BUSY';
}

/** Runs `attempt` until it does not fail with SQLITE_BUSY, waiting on timers, for WRITER_WAIT_MS. */
async function untilNotBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WRITER_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

class WriterRunner extends BetterSqlite3QueryRunner {
  /** The writer connection while this runner holds it. */
  private held: Connection | undefined;
  private releaseLock: (() => void) | undefined;

  constructor(
    driver: BetterSqlite3Driver,
    private readonly writer: Writer,
  ) {
    super(driver);
  }

  override connect(): Promise<Connection> {
    return Promise.resolve(this.held ?? this.writer.reader);
  }

  /** Prepared on the connection this runner uses now, cached per connection (see below). */
  statementFor(sql: string): Statement {
    return this.writer.statement(this.held ?? this.writer.reader, sql);
  }

  override async query(
    sql: string,
    parameters?: unknown[],
    structured?: boolean,
  ): ReturnType<BetterSqlite3QueryRunner['query']> {
    const run = () => super.query(sql === DEFERRED_BEGIN ? IMMEDIATE_BEGIN : sql, parameters, structured);
    if (this.held || this.writer.readsOnly(sql)) return run();
    // A write outside a transaction: it takes the writer for this one statement.
    await this.hold();
    try {
      return await untilNotBusy(run);
    } finally {
      this.letGo();
    }
  }

  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    if (this.transactionDepth > 0) return super.startTransaction(isolationLevel);
    await this.hold();
    try {
      await untilNotBusy(async () => {
        try {
          await super.startTransaction(isolationLevel);
        } catch (error) {
          // TypeORM marks the transaction active before its BEGIN runs; a BEGIN that failed began nothing.
          this.isTransactionActive = false;
          this.transactionDepth = 0;
          throw error;
        }
      });
    } catch (error) {
      this.letGo();
      throw error;
    }
  }

  override async commitTransaction(): Promise<void> {
    await super.commitTransaction();
    if (this.transactionDepth === 0) this.letGo();
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } finally {
      if (!this.isTransactionActive) this.letGo();
    }
  }

  override async release(): Promise<void> {
    // A runner given back mid-transaction must not keep the writer (and its lock) forever.
    if (this.held && this.isTransactionActive) {
      this.held.exec('ROLLBACK');
      this.isTransactionActive = false;
      this.transactionDepth = 0;
      this.letGo();
    }
    return super.release();
  }

  override async beforeMigration(): Promise<void> {
    for (const connection of [this.writer.reader, this.writer.connection]) connection.pragma('foreign_keys = OFF');
  }

  override async afterMigration(): Promise<void> {
    for (const connection of [this.writer.reader, this.writer.connection]) connection.pragma('foreign_keys = ON');
  }

  private async hold(): Promise<void> {
    this.releaseLock = await this.writer.lock.acquire();
    this.held = this.writer.connection;
  }

  private letGo(): void {
    if (!this.releaseLock) return;
    this.held = undefined;
    const release = this.releaseLock;
    this.releaseLock = undefined;
    release();
  }
}

// TypeORM's runner caches statements per runner and declares getStmt private; a runner here moves
// between two connections, so its statements come from a cache per connection.
Object.defineProperty(WriterRunner.prototype, 'getStmt', {
  value(this: WriterRunner, sql: string) {
    return Promise.resolve(this.statementFor(sql));
  },
});

/**
 * Gives the data source (better-sqlite3, not yet initialised) a writer connection and runners that
 * use it as described above. An in-memory database has no second connection to the same data, so
 * there the writer is the driver's own connection.
 */
export function useSeparateWriter(dataSource: DataSource, inMemory: boolean): void {
  const driver = dataSource.driver as BetterSqlite3Driver;
  let writer: Writer | undefined;
  const connect = driver.connect.bind(driver);
  driver.connect = async () => {
    await connect();
    const reader = driver.databaseConnection as Connection;
    const connection = inMemory
      ? reader
      : await (driver as unknown as { createDatabaseConnection(): Promise<Connection> }).createDatabaseConnection();
    if (!inMemory) connection.pragma('busy_timeout = 0');
    writer = new Writer(reader, connection);
  };
  const disconnect = driver.disconnect.bind(driver);
  driver.disconnect = async () => {
    if (writer && writer.connection !== writer.reader) writer.connection.close();
    writer = undefined;
    await disconnect();
  };
  driver.createQueryRunner = (): QueryRunner => {
    if (!writer) throw new Error('The SQLite data source is not initialised');
    return new WriterRunner(driver, writer);
  };
}
