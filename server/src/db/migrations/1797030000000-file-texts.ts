/**
 * `file_texts`: the text of every stored PDF that search reads (a grant's attachments, a
 * vendor's document), keyed by its storage key, with how the reading went ('ok', 'empty',
 * 'unreadable', 'timeout', 'too-large') and when. A key names one file's bytes for good (a new
 * upload gets a new key), so a row never goes stale. The text columns grant_attachments was
 * created with go: the attachment's text is its file's row here.
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

export class FileTexts1797030000000 implements MigrationInterface {
  name = 'FileTexts1797030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A 100 000-character text exceeds MySQL's 64 KB TEXT; SQLite's TEXT has no such limit.
    const long = queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'file_texts',
        columns: [
          { name: 'storage_key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'text', type: long, isNullable: true },
          { name: 'pages', type: 'int', isNullable: true },
          { name: 'extracted_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.dropColumns('grant_attachments', ['text', 'text_status']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const long = queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.addColumns('grant_attachments', [
      new TableColumn({ name: 'text', type: long, isNullable: true }),
      new TableColumn({ name: 'text_status', type: 'varchar', length: '16', isNullable: true }),
    ]);
    await queryRunner.dropTable('file_texts', true);
  }
}
