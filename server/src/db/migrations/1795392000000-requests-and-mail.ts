/**
 * Document requests, inquiries and mail: a persistent outbox (a mail is stored in the same
 * transaction as what it reports, then sent by a retrying worker), what a request item looked
 * like when it was asked for (title, vendor, document), the vendor's contact address and an
 * idempotency key for inquiries. QueryRunner/Table API only, so it runs on SQLite, MySQL 8.4 and
 * MariaDB alike.
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const str = (name: string, length: number, nullable = false, fallback?: string) =>
  new TableColumn({
    name,
    type: 'varchar',
    length: String(length),
    isNullable: nullable,
    ...(fallback !== undefined ? { default: `'${fallback}'` } : {}),
  });

export class RequestsAndMail1795392000000 implements MigrationInterface {
  name = 'RequestsAndMail1795392000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '48' },
          { name: 'to_address', type: 'varchar', length: '254' },
          { name: 'reply_to', type: 'varchar', length: '254', isNullable: true },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'body', type: 'text' },
          { name: 'ref_type', type: 'varchar', length: '48' },
          { name: 'ref_id', type: 'varchar', length: '64' },
          { name: 'status', type: 'varchar', length: '16', default: "'pending'" },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'next_attempt_at', type: 'datetime' },
          { name: 'locked_until', type: 'datetime', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'message_id', type: 'varchar', length: '255', isNullable: true },
          { name: 'sent_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'idx_mail_outbox_due', columnNames: ['status', 'next_attempt_at'] },
          { name: 'idx_mail_outbox_ref', columnNames: ['ref_type', 'ref_id'] },
        ],
      }),
    );

    await queryRunner.addColumn('companies', str('contact_email', 254, true));
    await queryRunner.addColumns('document_requests', [
      str('company_name', 128, false, ''),
      str('recipient_email', 254, true),
    ]);
    await queryRunner.addColumns('document_request_items', [
      str('solution_title', 64, false, ''),
      str('document_key', 255, true),
      str('document_name', 255, true),
    ]);
    await queryRunner.addColumn('inquiries', str('idempotency_key', 64, true));
    await queryRunner.createIndex(
      'inquiries',
      new TableIndex({ name: 'uq_inquiries_idempotency', columnNames: ['idempotency_key'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'inquiries',
      new TableIndex({ name: 'idx_inquiries_email_created', columnNames: ['email', 'created_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('inquiries', 'idx_inquiries_email_created');
    await queryRunner.dropIndex('inquiries', 'uq_inquiries_idempotency');
    await queryRunner.dropColumn('inquiries', 'idempotency_key');
    await queryRunner.dropColumns('document_request_items', ['solution_title', 'document_key', 'document_name']);
    await queryRunner.dropColumns('document_requests', ['company_name', 'recipient_email']);
    await queryRunner.dropColumn('companies', 'contact_email');
    await queryRunner.dropTable('mail_outbox', true);
  }
}
