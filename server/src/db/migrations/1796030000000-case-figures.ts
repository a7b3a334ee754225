/**
 * Case studies carry what they cost and what they achieved: three amounts in yen, the
 * months of introduction, and the before/after KPIs as a JSON list (only ever read and written
 * whole with its case, never queried in SQL, so a child table would only add joins).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const COLUMNS = ['initial_cost', 'annual_cost', 'subsidy_amount', 'period_months', 'kpis'];

export class CaseFigures1796030000000 implements MigrationInterface {
  name = 'CaseFigures1796030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('cases', [
      new TableColumn({ name: 'initial_cost', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'annual_cost', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'subsidy_amount', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'period_months', type: 'int', isNullable: true }),
      new TableColumn({ name: 'kpis', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [...COLUMNS].reverse()) await queryRunner.dropColumn('cases', column);
  }
}
