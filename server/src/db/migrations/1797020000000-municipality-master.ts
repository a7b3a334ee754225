/**
 * The municipality master (server/reference-data/municipalities) carries each municipality's
 * reading, which the pickers search: `municipalities.reading`, hiragana with the kind's suffix
 * (おといねっぷむら). The rows themselves are written at every start by the reference seed, so
 * an empty default is all a database made before needs.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class MunicipalityMaster1797020000000 implements MigrationInterface {
  name = 'MunicipalityMaster1797020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'municipalities',
      new TableColumn({ name: 'reading', type: 'varchar', length: '64', default: "''" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('municipalities', 'reading');
  }
}
