/**
 * `case_proposals`: vendors' case studies of their own listings, waiting for an operator's review
 * (docs/requests-and-listings.md). The content is the case form's values as JSON; the version
 * the operator returned is kept beside it, so a resubmission shows what changed since.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class CaseProposals1797040000000 implements MigrationInterface {
  name = 'CaseProposals1797040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Three texts of 10 000 characters exceed MySQL's 64 KB TEXT; SQLite's TEXT has no such limit.
    const long = queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'case_proposals',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'solution_id', type: 'int', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'content', type: long },
          { name: 'returned_content', type: long, isNullable: true },
          { name: 'municipality_consent', type: 'boolean', default: false },
          { name: 'review_comment', type: 'text', isNullable: true },
          { name: 'case_id', type: 'int', isNullable: true },
          { name: 'created_by', type: 'varchar', length: '128' },
          { name: 'submitted_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'idx_case_proposals_company', columnNames: ['company_id', 'updated_at'] },
          { name: 'idx_case_proposals_status', columnNames: ['status', 'updated_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('case_proposals', true);
  }
}
