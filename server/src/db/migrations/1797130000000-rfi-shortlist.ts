/**
 * The shared shortlist a request for information was started from (null: the basket, a comparison,
 * or a request written before this column), indexed for the shortlist's own list of requests.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

export class RfiShortlist1797130000000 implements MigrationInterface {
  name = 'RfiShortlist1797130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('rfis', new TableColumn({ name: 'shortlist_id', type: 'int', isNullable: true }));
    await queryRunner.createIndex(
      'rfis',
      new TableIndex({ name: 'idx_rfis_shortlist', columnNames: ['shortlist_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rfis', 'idx_rfis_shortlist');
    await queryRunner.dropColumn('rfis', 'shortlist_id');
  }
}
