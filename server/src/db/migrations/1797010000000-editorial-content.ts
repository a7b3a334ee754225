/**
 * Grants and cases kept by the operator and fed by imports: their publication state
 * ('draft' | 'scheduled' | 'published' | 'withdrawn', in the existing `status`; `published_at` is
 * the (scheduled) publication time), where each came from (`source`, `source_id` unique per
 * source, `source_url`), the reason of a withdrawal, the grant's 予算区分, 公募 times, 問い合わせ先
 * and 対象 (applicant kinds), a case's images, the grant's PDF attachments (with columns for their
 * extracted text, filled later) and the revisions of both (what changed, who, when, why).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const sourceColumns = (): TableColumn[] => [
  new TableColumn({ name: 'source', type: 'varchar', length: '16', default: "'portal'" }),
  new TableColumn({ name: 'source_id', type: 'varchar', length: '128', isNullable: true }),
  new TableColumn({ name: 'source_url', type: 'varchar', length: '2048', isNullable: true }),
  new TableColumn({ name: 'withdrawn_reason', type: 'text', isNullable: true }),
];

const GRANT_COLUMNS = [
  new TableColumn({ name: 'budget_kind', type: 'varchar', length: '16', isNullable: true }),
  new TableColumn({ name: 'application_start_time', type: 'varchar', length: '5', isNullable: true }),
  new TableColumn({ name: 'application_end_time', type: 'varchar', length: '5', isNullable: true }),
  new TableColumn({ name: 'contact', type: 'text', isNullable: true }),
  new TableColumn({ name: 'applicant_kinds', type: 'text', isNullable: true }),
];

export class EditorialContent1797010000000 implements MigrationInterface {
  name = 'EditorialContent1797010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Long texts (a PDF's extracted text, a revision holding a 10 000-character description
    // twice) exceed MySQL's 64 KB TEXT; SQLite's TEXT has no such limit.
    const long = queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.addColumns('grants', [...GRANT_COLUMNS, ...sourceColumns()]);
    // Every grant so far was written for local governments.
    await queryRunner.query(`UPDATE grants SET applicant_kinds = '["local-government"]' WHERE applicant_kinds IS NULL`);
    await queryRunner.addColumns('cases', [
      ...sourceColumns(),
      new TableColumn({ name: 'images', type: 'text', isNullable: true }),
    ]);
    for (const table of ['grants', 'cases']) {
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `uq_${table}_source`, columnNames: ['source', 'source_id'], isUnique: true }),
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'grant_attachments',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'grant_id', type: 'int' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'storage_key', type: 'varchar', length: '255' },
          { name: 'file_name', type: 'varchar', length: '255' },
          { name: 'size', type: 'bigint' },
          { name: 'sha256', type: 'varchar', length: '64', isNullable: true },
          { name: 'sort_order', type: 'int', default: 0 },
          { name: 'text', type: long, isNullable: true },
          { name: 'text_status', type: 'varchar', length: '16', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_grant_attachments_grant', columnNames: ['grant_id'] }],
        foreignKeys: [
          {
            columnNames: ['grant_id'],
            referencedTableName: 'grants',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'record_revisions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'record_kind', type: 'varchar', length: '16' },
          { name: 'record_id', type: 'int' },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'changes', type: long },
          { name: 'actor', type: 'varchar', length: '128' },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_record_revisions_record', columnNames: ['record_kind', 'record_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('record_revisions');
    await queryRunner.dropTable('grant_attachments');
    for (const table of ['cases', 'grants']) await queryRunner.dropIndex(table, `uq_${table}_source`);
    for (const column of ['images', 'withdrawn_reason', 'source_url', 'source_id', 'source']) {
      await queryRunner.dropColumn('cases', column);
    }
    for (const column of [
      'withdrawn_reason',
      'source_url',
      'source_id',
      'source',
      ...GRANT_COLUMNS.map((c) => c.name),
    ]) {
      await queryRunner.dropColumn('grants', column);
    }
  }
}
