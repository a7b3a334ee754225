/**
 * The 受付番号 migration on a database that already holds requests: undone and run again, it
 * numbers every existing request with a readable, unique number of the JST day it was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../../lib/receipt-number';
import {
  item,
  municipalUser,
  newKey,
  submit,
  threeSolutionsTwoVendors,
} from '../../modules/document-request/document-request.test-support';
import { DATABASES } from '../../test/databases';
import { RequestReceiptNumber1795990000000 } from './1795990000000-request-receipt-number';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(DATABASES)('request receipt number migration on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('numbers the requests that existed before it', async () => {
    const requester = await municipalUser(server);
    const solutions = await threeSolutionsTwoVendors(server);
    for (const solution of solutions) {
      const sent = await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(solution.id)] });
      expect(sent.errors).toBeUndefined();
    }
    await server.dataSource.query("UPDATE document_requests SET created_at = '2020-03-31 15:30:00'");
    // This migration undone and run again on its own (later migrations came after it).
    const migration = new RequestReceiptNumber1795990000000();
    const runner = server.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await server.dataSource.query('SELECT receipt_number FROM document_requests')) as {
      receipt_number: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const numbers = rows.map((row) => row.receipt_number);
    for (const number of numbers) {
      expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
      expect(number.startsWith('R-20200401-')).toBe(true); // 00:30 JST on 1 April (UTC: 31 March)
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
