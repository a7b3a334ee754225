/**
 * Limits counted in rows (a user's 500 bookmarks, a municipality's 20 shared lists…) hold only if
 * no two requests count before either inserts. On MySQL/MariaDB each request's transaction runs on
 * its own connection, so two adds against a limit one row away both counted 499 and both inserted.
 * `holdLimit` takes the owner's row of `limit_locks` for the rest of the transaction: an upsert,
 * which InnoDB answers with an exclusive lock on the row (made on first use), so the next request
 * for the same owner waits there until this one commits or rolls back. On SQLite a write
 * transaction already holds the file's write lock (db/sqlite-writer.ts); the upsert only makes the
 * row.
 *
 * Call it FIRST in the transaction: under REPEATABLE READ, MySQL's default, a transaction reads
 * from a snapshot taken at its first plain read, so a count read before the wait would not see
 * what the request that held the lock committed meanwhile.
 */
import type { EntityManager } from 'typeorm';

/** The owner whose limited set a transaction adds to, e.g. `user:<uid>`, `municipality:<code>`. */
export type LimitOwner = `user:${string}` | `municipality:${string}`;

export async function holdLimit(manager: EntityManager, owner: LimitOwner): Promise<void> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('holdLimit runs inside a transaction');
  const type = manager.connection.options.type;
  const upsert =
    type === 'mysql' || type === 'mariadb'
      ? 'INSERT INTO limit_locks (owner) VALUES (?) ON DUPLICATE KEY UPDATE owner = owner'
      : 'INSERT INTO limit_locks (owner) VALUES (?) ON CONFLICT (owner) DO NOTHING';
  await manager.query(upsert, [owner]);
}
