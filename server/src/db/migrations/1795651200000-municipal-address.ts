/**
 * Municipal status belongs to the address that earned it: `municipal_email` records that address
 * (an approved municipal domain, or the address an operator approved). A caller is municipal only
 * while their current, verified address is this one. Existing approved profiles earned it with
 * the address they hold. QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class MunicipalAddress1795651200000 implements MigrationInterface {
  name = 'MunicipalAddress1795651200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'user_profiles',
      new TableColumn({ name: 'municipal_email', type: 'varchar', length: '254', isNullable: true }),
    );
    await queryRunner.query(
      "UPDATE user_profiles SET municipal_email = LOWER(email) WHERE is_municipality = 1 AND municipal_status = 'approved'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_profiles', 'municipal_email');
  }
}
