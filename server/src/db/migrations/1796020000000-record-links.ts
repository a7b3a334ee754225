/**
 * Links between the three sections: a listing's eligible grants (with the vendor's
 * note on the 対象経費 it fits), the grants that funded a case, and the links a vendor edited
 * that wait for review. A case's solution is its existing `solution_id` (indexed here: a
 * solution's cases are read by it). QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const created = { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' };

export class RecordLinks1796020000000 implements MigrationInterface {
  name = 'RecordLinks1796020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'solution_grants',
        columns: [
          { name: 'solution_id', type: 'int', isPrimary: true },
          { name: 'grant_id', type: 'int', isPrimary: true },
          { name: 'note', type: 'varchar', length: '200' },
          created,
        ],
        indices: [{ name: 'idx_solution_grants_grant', columnNames: ['grant_id'] }],
        foreignKeys: [
          {
            columnNames: ['solution_id'],
            referencedTableName: 'solutions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['grant_id'],
            referencedTableName: 'grants',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'case_grants',
        columns: [
          { name: 'case_id', type: 'int', isPrimary: true },
          { name: 'grant_id', type: 'int', isPrimary: true },
          created,
        ],
        indices: [{ name: 'idx_case_grants_grant', columnNames: ['grant_id'] }],
        foreignKeys: [
          {
            columnNames: ['case_id'],
            referencedTableName: 'cases',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['grant_id'],
            referencedTableName: 'grants',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createIndex(
      'cases',
      new TableIndex({ name: 'idx_cases_solution', columnNames: ['solution_id'] }),
    );
    await queryRunner.addColumn('solutions', new TableColumn({ name: 'edited_links', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('solutions', 'edited_links');
    await queryRunner.dropIndex('cases', 'idx_cases_solution');
    await queryRunner.dropTable('case_grants');
    await queryRunner.dropTable('solution_grants');
  }
}
