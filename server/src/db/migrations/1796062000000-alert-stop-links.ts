/**
 * `alert_stop_links`: the stop links of alert mails, one row per mail, keyed by a hash of the
 * opaque token the mail carries (the token itself is never stored), with the user, the saved
 * searches the mail was about, those its links have stopped already, its expiry and its last use:
 * each search is stopped once per mail. Links mailed before this table existed (signed JSON
 * naming the user) are refused with a plain explanation.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class AlertStopLinks1796062000000 implements MigrationInterface {
  name = 'AlertStopLinks1796062000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'alert_stop_links',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'search_ids', type: 'text' },
          { name: 'stopped_ids', type: 'text' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_alert_stop_links_expires', columnNames: ['expires_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('alert_stop_links', true);
  }
}
