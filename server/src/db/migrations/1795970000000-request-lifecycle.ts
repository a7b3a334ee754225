/**
 * Requests followed to an answer: each request item carries the vendor's status
 * (received → in_progress → answered / declined), when the vendor first opened it, when and by
 * whom its status last changed, and when its requester first downloaded its document (so a later
 * replacement of that document can be pointed out). A request records when its one reminder was
 * claimed. Profiles gain the opt-out of document-update mails and the time of withdrawal (退会).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

export class RequestLifecycle1795970000000 implements MigrationInterface {
  name = 'RequestLifecycle1795970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('document_request_items', [
      new TableColumn({ name: 'status', type: 'varchar', length: '16', default: "'received'" }),
      new TableColumn({ name: 'opened_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'status_changed_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'status_changed_by', type: 'varchar', length: '128', isNullable: true }),
      new TableColumn({ name: 'downloaded_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.addColumns('document_requests', [
      new TableColumn({ name: 'reminded_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'document_requests',
      new TableIndex({ name: 'idx_document_requests_reminder', columnNames: ['reminded_at', 'created_at'] }),
    );
    await queryRunner.addColumns('user_profiles', [
      new TableColumn({ name: 'notify_document_updates', type: 'boolean', default: true }),
      new TableColumn({ name: 'withdrawn_at', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_profiles', 'withdrawn_at');
    await queryRunner.dropColumn('user_profiles', 'notify_document_updates');
    await queryRunner.dropIndex('document_requests', 'idx_document_requests_reminder');
    await queryRunner.dropColumn('document_requests', 'reminded_at');
    for (const name of ['downloaded_at', 'status_changed_by', 'status_changed_at', 'opened_at', 'status']) {
      await queryRunner.dropColumn('document_request_items', name);
    }
  }
}
