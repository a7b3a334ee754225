/**
 * Deadlines on MySQL/MariaDB work, so a database that hangs (a stalled disk, a stopped server
 * whose sockets stay open) makes requests fail fast with 503 instead of hanging with it: each
 * statement (mysql2's query timeout, through TypeORM), each new connection (connectTimeout) and
 * each wait for a pooled connection. A statement past its deadline is PROTOCOL_SEQUENCE_TIMEOUT,
 * which http/availability.ts counts as the database being unreachable. SQLite runs in the process and needs none.
 */
import {
  AdvancedConsoleLogger,
  type AfterQueryEvent,
  type DataSource,
  type DataSourceOptions,
  type EntitySubscriberInterface,
  EventSubscriber,
} from 'typeorm';

/** A wait for a pooled connection outlived the deadline: the database is busy (http/availability.ts). */
export const ACQUIRE_TIMEOUT_CODE = 'DB_ACQUIRE_TIMEOUT';

/**
 * TypeORM prints every statement past the deadline to the console, parameters included; the
 * request that met the timeout logs it without personal data instead.
 */
class NoSlowQueryLogger extends AdvancedConsoleLogger {
  override logQuerySlow(): void {}
}

/**
 * mysql2 rejects a statement past its timeout but keeps the connection busy waiting for the
 * answer: back in the pool, the next statement on it would queue behind that one with no timer
 * of its own and hang for good (a transaction's ROLLBACK too). Such a connection is destroyed at
 * once, so what follows on it fails fast and the pool opens a fresh one.
 */
@EventSubscriber()
class DropTimedOutConnections implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent): void {
    if (event.success || (event.error as { code?: unknown } | undefined)?.code !== 'PROTOCOL_SEQUENCE_TIMEOUT') return;
    const runner = event.queryRunner as unknown as { databaseConnection?: { destroy(): void } };
    runner.databaseConnection?.destroy();
  }
}

export function deadlineOptions(ms: number): Partial<DataSourceOptions> {
  return {
    enableQueryTimeout: true,
    maxQueryExecutionTime: ms,
    connectTimeout: ms,
    logger: new NoSlowQueryLogger(false),
    subscribers: [DropTimedOutConnections],
  } as Partial<DataSourceOptions>;
}

interface Releasable {
  release(): void;
}

/** Bounds TypeORM's wait for a connection from the mysql2 pool (mysql2 queues without a limit). */
export function limitConnectionWait(dataSource: DataSource, ms: number): void {
  const driver = dataSource.driver as unknown as { obtainMasterConnection?: () => Promise<Releasable> };
  const obtain = driver.obtainMasterConnection?.bind(driver);
  if (!obtain) return;
  driver.obtainMasterConnection = () =>
    new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(Object.assign(new Error(`no database connection within ${ms} ms`), { code: ACQUIRE_TIMEOUT_CODE }));
      }, ms);
      obtain().then(
        (connection) => {
          clearTimeout(timer);
          // Nobody waits for it any more: hand it back to the pool.
          if (late) connection.release();
          else resolve(connection);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
}
