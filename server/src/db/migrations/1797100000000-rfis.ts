/**
 * `rfis`, `rfi_invitations`, `rfi_clarifications`: requests for information or quotation sent to
 * two to five vendors, their answers and the clarifications (docs/rfi.md).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class Rfis1797100000000 implements MigrationInterface {
  name = 'Rfis1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Thirty answers of 4 000 characters exceed MySQL's 64 KB TEXT; SQLite's TEXT has no such limit.
    const long = queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'rfis',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '8', default: "'rfi'" },
          { name: 'municipality_code', type: 'varchar', length: '8', isNullable: true },
          { name: 'created_by', type: 'varchar', length: '128' },
          { name: 'organization', type: 'varchar', length: '200', default: "''" },
          { name: 'contact_name', type: 'varchar', length: '200', default: "''" },
          { name: 'contact_email', type: 'varchar', length: '254', default: "''" },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'background', type: 'text' },
          { name: 'origin', type: 'varchar', length: '16', default: "'basket'" },
          { name: 'spec_key', type: 'varchar', length: '255', isNullable: true },
          { name: 'spec_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'deadline', type: 'datetime' },
          { name: 'questions', type: long },
          { name: 'status', type: 'varchar', length: '16', default: "'draft'" },
          { name: 'sent_at', type: 'datetime', isNullable: true },
          { name: 'reminded_at', type: 'datetime', isNullable: true },
          { name: 'outcome', type: 'varchar', length: '16', isNullable: true },
          { name: 'outcome_company_id', type: 'int', isNullable: true },
          { name: 'outcome_amount', type: 'bigint', isNullable: true },
          { name: 'outcome_reason', type: 'text', isNullable: true },
          { name: 'closed_at', type: 'datetime', isNullable: true },
          { name: 'closed_by', type: 'varchar', length: '128', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'idx_rfis_municipality', columnNames: ['municipality_code', 'updated_at'] },
          { name: 'idx_rfis_creator', columnNames: ['created_by', 'updated_at'] },
          { name: 'idx_rfis_deadline', columnNames: ['status', 'deadline'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rfi_invitations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rfi_id', type: 'int' },
          { name: 'company_id', type: 'int' },
          { name: 'company_name', type: 'varchar', length: '128', default: "''" },
          { name: 'solution_ids', type: 'text' },
          { name: 'opened_at', type: 'datetime', isNullable: true },
          { name: 'answers', type: long, isNullable: true },
          { name: 'quote_key', type: 'varchar', length: '255', isNullable: true },
          { name: 'quote_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'submitted_at', type: 'datetime', isNullable: true },
          { name: 'submitted_by', type: 'varchar', length: '128', isNullable: true },
          { name: 'late', type: 'boolean', default: false },
          { name: 'late_allowed', type: 'boolean', default: false },
        ],
        indices: [
          { name: 'uq_rfi_invitations_company', columnNames: ['rfi_id', 'company_id'], isUnique: true },
          { name: 'idx_rfi_invitations_company', columnNames: ['company_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rfi_clarifications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rfi_id', type: 'int' },
          { name: 'company_id', type: 'int' },
          { name: 'question', type: 'text' },
          { name: 'answer', type: 'text', isNullable: true },
          { name: 'asked_at', type: 'datetime' },
          { name: 'answered_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'idx_rfi_clarifications_rfi', columnNames: ['rfi_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rfi_clarifications', true);
    await queryRunner.dropTable('rfi_invitations', true);
    await queryRunner.dropTable('rfis', true);
  }
}
