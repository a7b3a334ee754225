/**
 * A municipality's own rules for its staff, set by its administrators: for now whether every
 * member must sign in with a second factor. QueryRunner/Table API only (SQLite, MySQL, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class MunicipalPolicies1797095000000 implements MigrationInterface {
  name = 'MunicipalPolicies1797095000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'municipal_policies',
        columns: [
          { name: 'municipality_code', type: 'varchar', length: '6', isPrimary: true },
          { name: 'second_factor_required', type: 'boolean', default: false },
          { name: 'updated_by_uid', type: 'varchar', length: '128' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('municipal_policies');
  }
}
