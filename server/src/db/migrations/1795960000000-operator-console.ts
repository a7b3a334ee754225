/**
 * The operator console: an inquiry carries its handling status (open → in_progress → done) and
 * when it was last answered; audit events are filtered by actor, action and time, so those get
 * indexes. QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

export class OperatorConsole1795960000000 implements MigrationInterface {
  name = 'OperatorConsole1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('inquiries', [
      new TableColumn({ name: 'status', type: 'varchar', length: '16', default: "'open'" }),
      new TableColumn({ name: 'replied_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'inquiries',
      new TableIndex({ name: 'idx_inquiries_status', columnNames: ['status'] }),
    );
    await queryRunner.createIndex(
      'audit_events',
      new TableIndex({ name: 'idx_audit_events_actor', columnNames: ['actor_uid'] }),
    );
    await queryRunner.createIndex(
      'audit_events',
      new TableIndex({ name: 'idx_audit_events_action', columnNames: ['action'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_events', 'idx_audit_events_action');
    await queryRunner.dropIndex('audit_events', 'idx_audit_events_actor');
    await queryRunner.dropIndex('inquiries', 'idx_inquiries_status');
    await queryRunner.dropColumn('inquiries', 'replied_at');
    await queryRunner.dropColumn('inquiries', 'status');
  }
}
