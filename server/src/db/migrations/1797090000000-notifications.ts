/**
 * Notifications: follows, per-kind preferences, the events written with each change, one item per
 * event and user (unique, so several processes fan out an event once), second delivery addresses
 * verified by a code, the stop links of notification mails and the addresses a mail server
 * refused. QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

const now = { type: 'datetime', default: 'CURRENT_TIMESTAMP' } as const;

export class Notifications1797090000000 implements MigrationInterface {
  name = 'Notifications1797090000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'follows',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'topic', type: 'varchar', length: '16' },
          { name: 'topic_id', type: 'int' },
          { name: 'created_at', ...now },
        ],
        indices: [
          { name: 'uq_follows_user_topic', columnNames: ['user_uid', 'topic', 'topic_id'], isUnique: true },
          { name: 'idx_follows_topic', columnNames: ['topic', 'topic_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'user_uid', type: 'varchar', length: '128', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '24', isPrimary: true },
          { name: 'frequency', type: 'varchar', length: '16' },
          { name: 'updated_at', ...now },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_events',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'topic', type: 'varchar', length: '16' },
          { name: 'topic_id', type: 'int' },
          { name: 'title', type: 'varchar', length: '255' },
          { name: 'lines', type: 'text' },
          { name: 'actor_name', type: 'varchar', length: '128' },
          { name: 'actor_uid', type: 'varchar', length: '128', isNullable: true },
          { name: 'created_at', ...now },
          { name: 'dispatched_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'idx_notification_events_pending', columnNames: ['dispatched_at', 'id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'event_id', type: 'int' },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'frequency', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'due_at', type: 'datetime' },
          { name: 'mailed_at', type: 'datetime', isNullable: true },
          { name: 'created_at', ...now },
        ],
        indices: [
          { name: 'uq_notification_items_event_user', columnNames: ['event_id', 'user_uid'], isUnique: true },
          { name: 'idx_notification_items_due', columnNames: ['status', 'due_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'delivery_addresses',
        columns: [
          { name: 'user_uid', type: 'varchar', length: '128', isPrimary: true },
          { name: 'address', type: 'varchar', length: '254' },
          { name: 'code_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'code_expires_at', type: 'datetime', isNullable: true },
          { name: 'code_attempts', type: 'int', default: 0 },
          { name: 'verified_at', type: 'datetime', isNullable: true },
          { name: 'created_at', ...now },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_stop_links',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', ...now },
        ],
        indices: [{ name: 'idx_notification_stop_links_expires', columnNames: ['expires_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_pauses',
        columns: [
          { name: 'address', type: 'varchar', length: '254', isPrimary: true },
          { name: 'reason', type: 'varchar', length: '500' },
          { name: 'paused_at', ...now },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'mail_pauses',
      'notification_stop_links',
      'delivery_addresses',
      'notification_items',
      'notification_events',
      'notification_preferences',
      'follows',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
