/**
 * Grants carry their money and terms as data: the maximum amount in yen and the
 * subsidy rate as numbers beside the text as written, the responsible ministry, the eligible
 * bodies, the eligible costs and the call guidelines' link. Existing rows get the numbers read
 * from their text (one UPDATE per distinct text, so a large table costs a handful of statements).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { parseAmountYen, parseSubsidyRate } from '@portal/shared';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class GrantTerms1795962000000 implements MigrationInterface {
  name = 'GrantTerms1795962000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('grants', [
      new TableColumn({ name: 'amount_max', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'subsidy_rate', type: 'double', isNullable: true }),
      new TableColumn({ name: 'ministry', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'target_bodies', type: 'text', isNullable: true }),
      new TableColumn({ name: 'eligible_costs', type: 'text', isNullable: true }),
      new TableColumn({ name: 'guideline_url', type: 'varchar', length: '2048', isNullable: true }),
    ]);
    const amounts = (await queryRunner.query(
      'SELECT DISTINCT amount_text AS text FROM grants WHERE amount_text IS NOT NULL',
    )) as { text: string }[];
    for (const { text } of amounts) {
      const yen = parseAmountYen(text);
      if (yen !== null) await queryRunner.query('UPDATE grants SET amount_max = ? WHERE amount_text = ?', [yen, text]);
    }
    const rates = (await queryRunner.query(
      'SELECT DISTINCT subsidy_rate_text AS text FROM grants WHERE subsidy_rate_text IS NOT NULL',
    )) as { text: string }[];
    for (const { text } of rates) {
      const rate = parseSubsidyRate(text);
      if (rate !== null) {
        await queryRunner.query('UPDATE grants SET subsidy_rate = ? WHERE subsidy_rate_text = ?', [rate, text]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'guideline_url',
      'eligible_costs',
      'target_bodies',
      'ministry',
      'subsidy_rate',
      'amount_max',
    ]) {
      await queryRunner.dropColumn('grants', column);
    }
  }
}
