/**
 * Document requests get a 受付番号 that can be read over the phone, in the format of inquiries'
 * (lib/receipt-number.ts; the migration keeps its own copy, as db/ imports nothing above it and a
 * migration must not change with the code). The random uid stays the request's key in URLs and
 * REST. Existing requests are numbered from the JST date they were made, each drawn again until it
 * is unique, before the unique index is added. QueryRunner/Table API only (SQLite, MySQL 8.4,
 * MariaDB).
 */
import { randomInt } from 'node:crypto';
import { japanDate } from '@portal/shared';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const RECEIPT_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';

function receiptNumber(at: Date): string {
  let tail = '';
  for (let i = 0; i < 4; i += 1) tail += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return `R-${japanDate(at).replaceAll('-', '')}-${tail}`;
}

export class RequestReceiptNumber1795990000000 implements MigrationInterface {
  name = 'RequestReceiptNumber1795990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'document_requests',
      new TableColumn({ name: 'receipt_number', type: 'varchar', length: '16', default: "''" }),
    );
    const rows: { id: number; created_at: string | Date }[] = await queryRunner.query(
      'SELECT id, created_at FROM document_requests',
    );
    const taken = new Set<string>();
    for (const row of rows) {
      const createdAt = new Date(row.created_at instanceof Date ? row.created_at : `${row.created_at}Z`);
      const at = Number.isNaN(createdAt.getTime()) ? new Date() : createdAt;
      let number = receiptNumber(at);
      while (taken.has(number)) number = receiptNumber(at);
      taken.add(number);
      await queryRunner.query('UPDATE document_requests SET receipt_number = ? WHERE id = ?', [number, row.id]);
    }
    await queryRunner.createIndex(
      'document_requests',
      new TableIndex({ name: 'uq_document_requests_receipt_number', columnNames: ['receipt_number'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('document_requests', 'uq_document_requests_receipt_number');
    await queryRunner.dropColumn('document_requests', 'receipt_number');
  }
}
