/**
 * An index on `updated_at` of each searched section. A start compares the rows with the built
 * search index on disk through `MAX(updated_at)` (modules/search/index-cache.ts); without an index
 * that read every row, and on MariaDB with its default buffer pool it read the tables from disk
 * (about 2 s of a restart at 100 000 records per section). `COUNT(*)` then also has a small index
 * to count.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const SECTIONS = ['solutions', 'grants', 'cases'] as const;

export class SectionUpdatedIndexes1796050000000 implements MigrationInterface {
  name = 'SectionUpdatedIndexes1796050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of SECTIONS) {
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_updated`, columnNames: ['updated_at'] }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of SECTIONS) await queryRunner.dropIndex(table, `idx_${table}_updated`);
  }
}
