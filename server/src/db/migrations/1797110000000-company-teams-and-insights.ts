/**
 * Companies with several users (a role per user, requests assigned to a colleague, notes kept
 * inside the company), listing insights counted per listing, day, event and municipality, and the
 * vendor's CRM webhook with its delivery log. Every company's existing users become its 管理者.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

const now = { type: 'datetime', default: 'CURRENT_TIMESTAMP' } as const;

export class CompanyTeamsAndInsights1797110000000 implements MigrationInterface {
  name = 'CompanyTeamsAndInsights1797110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'user_profiles',
      new TableColumn({ name: 'company_role', type: 'varchar', length: '16', isNullable: true }),
    );
    await queryRunner.query("UPDATE user_profiles SET company_role = 'admin' WHERE company_id IS NOT NULL");
    await queryRunner.addColumn(
      'document_requests',
      new TableColumn({ name: 'assigned_uid', type: 'varchar', length: '128', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_request_notes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'request_id', type: 'int' },
          { name: 'company_id', type: 'int' },
          { name: 'author_uid', type: 'varchar', length: '128' },
          { name: 'body', type: 'text' },
          { name: 'created_at', ...now },
        ],
        indices: [{ name: 'idx_document_request_notes_request', columnNames: ['request_id', 'id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'listing_insights',
        columns: [
          { name: 'listing_id', type: 'int', isPrimary: true },
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'event', type: 'varchar', length: '16', isPrimary: true },
          { name: 'municipality_code', type: 'varchar', length: '6', isPrimary: true },
          { name: 'count', type: 'int', default: 0 },
        ],
        indices: [{ name: 'idx_listing_insights_day', columnNames: ['day'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'company_webhooks',
        columns: [
          { name: 'company_id', type: 'int', isPrimary: true },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'secret_sealed', type: 'varchar', length: '500' },
          { name: 'updated_by_uid', type: 'varchar', length: '128' },
          { name: 'created_at', ...now },
          { name: 'updated_at', ...now },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'event', type: 'varchar', length: '32' },
          { name: 'payload', type: 'text' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'next_attempt_at', type: 'datetime' },
          { name: 'last_status_code', type: 'int', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', ...now },
          { name: 'finished_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'idx_webhook_deliveries_due', columnNames: ['status', 'next_attempt_at'] },
          { name: 'idx_webhook_deliveries_company', columnNames: ['company_id', 'id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['webhook_deliveries', 'company_webhooks', 'listing_insights', 'document_request_notes']) {
      await queryRunner.dropTable(table, true);
    }
    await queryRunner.dropColumn('document_requests', 'assigned_uid');
    await queryRunner.dropColumn('user_profiles', 'company_role');
  }
}
