/**
 * `limit_locks`: one row per owner of a limited set (a user's bookmarks and saved searches, a
 * municipality's shared lists and their entries), written first in each transaction that adds to
 * such a set, so the count and the insert it allows are not interleaved with another request's
 * (db/limit-lock.ts). Rows are made on first use; nothing is backfilled.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class LimitLocks1796061000000 implements MigrationInterface {
  name = 'LimitLocks1796061000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'limit_locks',
        columns: [{ name: 'owner', type: 'varchar', length: '160', isPrimary: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('limit_locks', true);
  }
}
