/**
 * A 受付番号 is short enough to read out, so two requests may draw the same one: the second
 * submission draws again instead of failing. The generator is made to repeat itself once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../../lib/receipt-number';
import { startTestServer, type TestServer } from '../../test/harness';
import { item, municipalUser, newKey, submit, threeSolutionsTwoVendors } from './document-request.test-support';

const forced = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/receipt-number', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/receipt-number')>();
  return { ...original, receiptNumber: (now?: Date) => forced.shift() ?? original.receiptNumber(now) };
});

describe('document request receipt number collisions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('draws again when the number is already taken', async () => {
    const requester = await municipalUser(server);
    const [solution] = await threeSolutionsTwoVendors(server);
    forced.push('R-20261124-4F7K');
    const first = await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(solution!.id)] });
    expect(first.data?.submitDocumentRequest[0]?.receiptNumber).toBe('R-20261124-4F7K');
    forced.push('R-20261124-4F7K');
    // The same content again on purpose: confirmed, as after the resend question.
    const second = await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: [item(solution!.id)],
      confirmResend: true,
    });
    expect(second.errors).toBeUndefined();
    const number = second.data!.submitDocumentRequest[0]!.receiptNumber;
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(number).not.toBe('R-20261124-4F7K');
    expect(forced).toHaveLength(0);
  });
});
