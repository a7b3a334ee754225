/**
 * Listing management (vendors): a published listing's pending revision (kept beside the live
 * columns so the published version stays visible until an operator approves the change), the
 * operator's return comment, and how often the listing's document was downloaded.
 * QueryRunner/Table API only, so it runs on SQLite, MySQL 8.4 and MariaDB alike.
 */
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class ListingManagement1795478400000 implements MigrationInterface {
  name = 'ListingManagement1795478400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('solutions', [
      new TableColumn({ name: 'revision', type: 'text', isNullable: true }),
      new TableColumn({ name: 'revision_status', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'review_comment', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'download_count', type: 'int', default: 0 }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('solutions', ['revision', 'revision_status', 'review_comment', 'download_count']);
  }
}
