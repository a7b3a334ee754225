/**
 * The municipality a member belongs to is earned, not typed: `municipal_domains` binds an lg.jp
 * mail domain to a municipality code (an operator confirms each binding), and a profile may carry
 * an operator's confirmation of its municipality for one address (`confirmed_municipality_code`,
 * `municipality_confirmed_email`). Nothing is backfilled: until an operator binds a domain or
 * confirms a member, nobody has a confirmed municipality (docs/accounts-and-roles.md).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

export class MunicipalDomains1796040000000 implements MigrationInterface {
  name = 'MunicipalDomains1796040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'municipal_domains',
        columns: [
          { name: 'domain', type: 'varchar', length: '253', isPrimary: true },
          { name: 'municipality_code', type: 'varchar', length: '6' },
          { name: 'confirmed_by_uid', type: 'varchar', length: '128' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_municipal_domains_municipality', columnNames: ['municipality_code'] }],
      }),
    );
    await queryRunner.addColumns('user_profiles', [
      new TableColumn({ name: 'confirmed_municipality_code', type: 'varchar', length: '6', isNullable: true }),
      new TableColumn({ name: 'municipality_confirmed_email', type: 'varchar', length: '254', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_profiles', 'municipality_confirmed_email');
    await queryRunner.dropColumn('user_profiles', 'confirmed_municipality_code');
    await queryRunner.dropTable('municipal_domains', true);
  }
}
