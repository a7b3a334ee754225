/**
 * What users keep: bookmarks, saved searches (with their alert schedule) and the shortlists a
 * municipality's staff share; the alert run's per-user claims, and extra mail headers in the
 * outbox (an alert's List-Unsubscribe). QueryRunner/Table API only (SQLite, MySQL 8.4,
 * MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const time = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable });
const stamps: TableColumnOptions[] = [
  { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];

export class MyPortal1795980000000 implements MigrationInterface {
  name = 'MyPortal1795980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'bookmarks',
        columns: [
          id,
          str('user_uid', 128),
          str('section', 16),
          { name: 'record_id', type: 'int' },
          { name: 'note', type: 'text' },
          str('reminded', 32, true),
          str('seen_state', 128, true),
          ...stamps,
        ],
        indices: [
          { name: 'uq_bookmarks_user_record', columnNames: ['user_uid', 'section', 'record_id'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'saved_searches',
        columns: [
          id,
          str('user_uid', 128),
          str('section', 16),
          str('name', 64),
          str('query', 2000),
          str('alert', 16),
          time('last_viewed_at'),
          time('alert_since'),
          time('next_alert_at', true),
          ...stamps,
        ],
        indices: [
          { name: 'idx_saved_searches_user', columnNames: ['user_uid'] },
          { name: 'idx_saved_searches_alert_due', columnNames: ['alert', 'next_alert_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'shortlists',
        columns: [id, str('municipality_code', 6), str('name', 64), str('created_by_uid', 128), ...stamps],
        indices: [{ name: 'idx_shortlists_municipality', columnNames: ['municipality_code'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'shortlist_entries',
        columns: [
          id,
          { name: 'shortlist_id', type: 'int' },
          str('section', 16),
          { name: 'record_id', type: 'int' },
          str('status', 16),
          { name: 'note', type: 'text' },
          str('added_by_uid', 128),
          str('updated_by_uid', 128),
          ...stamps,
        ],
        indices: [
          {
            name: 'uq_shortlist_entries_record',
            columnNames: ['shortlist_id', 'section', 'record_id'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          {
            name: 'fk_shortlist_entries_shortlist',
            columnNames: ['shortlist_id'],
            referencedTableName: 'shortlists',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'alert_claims',
        columns: [
          { ...str('user_uid', 128), isPrimary: true },
          time('claimed_until', true),
          str('claim_token', 32, true),
          time('last_run_at', true),
        ],
      }),
    );
    await queryRunner.addColumn('mail_outbox', new TableColumn({ name: 'headers', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'headers');
    await queryRunner.dropTable('alert_claims', true);
    await queryRunner.dropTable('shortlist_entries', true);
    await queryRunner.dropTable('shortlists', true);
    await queryRunner.dropTable('saved_searches', true);
    await queryRunner.dropTable('bookmarks', true);
  }
}
