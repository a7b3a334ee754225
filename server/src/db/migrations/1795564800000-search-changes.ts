/**
 * The search change log: every write that changes what a section's search shows records the
 * record's id here, so that every app process (each with its own in-memory search read model)
 * re-reads it within seconds. QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class SearchChanges1795564800000 implements MigrationInterface {
  name = 'SearchChanges1795564800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'search_changes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'section', type: 'varchar', length: '16' },
          { name: 'record_id', type: 'int' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_search_changes_created_at', columnNames: ['created_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('search_changes');
  }
}
