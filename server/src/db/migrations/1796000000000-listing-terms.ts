/**
 * A listing's price and certification fields: costs in whole yen, the pricing unit,
 * free trial, support hours, delivery period and the security certifications as a JSON list.
 * The existing price_text column becomes the editable price note. QueryRunner/Table API only
 * (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const COLUMNS = [
  new TableColumn({ name: 'initial_cost', type: 'int', isNullable: true }),
  new TableColumn({ name: 'annual_cost', type: 'int', isNullable: true }),
  new TableColumn({ name: 'pricing_unit', type: 'varchar', length: '24', isNullable: true }),
  new TableColumn({ name: 'free_trial', type: 'varchar', length: '8', default: "'unknown'" }),
  new TableColumn({ name: 'support_hours', type: 'varchar', length: '255', isNullable: true }),
  new TableColumn({ name: 'delivery_period', type: 'varchar', length: '255', isNullable: true }),
  new TableColumn({ name: 'certifications', type: 'text', isNullable: true }),
];

export class ListingTerms1796000000000 implements MigrationInterface {
  name = 'ListingTerms1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('solutions', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [...COLUMNS].reverse()) await queryRunner.dropColumn('solutions', column.name);
  }
}
