/**
 * Resend protection (resend-guard.ts) through real HTTP: the same content sent again by the same
 * user within ten minutes asks first (RECENTLY_SENT with the minutes in Japanese, nothing stored,
 * no mail), and goes with the explicit confirmation; other content and other users are not held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import {
  countRows,
  item,
  municipalUser,
  newKey,
  submit,
  threeSolutionsTwoVendors,
  type PickedSolution,
} from './document-request.test-support';
import { DocumentRequest } from './document-request.entity';
import { contentSignature, RESEND_WINDOW_MINUTES } from './resend-guard';

describe('contentSignature', () => {
  it('ignores the order of items and choices and surrounding spaces', () => {
    const a = { solutionId: 1, inquiryTypes: ['0', '2'], contactMeans: ['1', '0'], contents: '費用 ' };
    const b = { solutionId: 2, inquiryTypes: ['0'], contactMeans: ['0'], contents: '' };
    expect(contentSignature([a, b])).toBe(
      contentSignature([b, { ...a, inquiryTypes: ['2', '0'], contactMeans: ['0', '1'], contents: '費用' }]),
    );
    expect(contentSignature([a, b])).not.toBe(contentSignature([a]));
    expect(contentSignature([a])).not.toBe(contentSignature([{ ...a, contents: '別の内容' }]));
  });
});

describe.each(DATABASES)('resend protection on %s', (database) => {
  let server: TestServer;
  let requester: TestUser;
  let colleague: TestUser;
  let solutions: PickedSolution[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    requester = await municipalUser(server, { lastName: '再送' });
    colleague = await municipalUser(server, { lastName: '同僚' });
    solutions = await threeSolutionsTwoVendors(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const basket = () => [item(solutions[0]!.id, { contents: '見積をお願いします' }), item(solutions[2]!.id)];

  it('asks before sending the same basket twice, and sends it once confirmed', async () => {
    const first = await submit(server, requester.token, { idempotencyKey: newKey(), items: basket() });
    expect(first.errors).toBeUndefined();
    const [requests, mails] = [await countRows(server, 'document_requests'), await countRows(server, 'mail_outbox')];

    // Back from the completion screen: a new key, the same content, in another order.
    const again = await submit(server, requester.token, { idempotencyKey: newKey(), items: basket().reverse() });
    expect(again.errors?.[0]).toMatchObject({
      message: '同じ内容の資料請求を1分前に送信しています。もう一度送信しますか？',
      extensions: { code: 'RECENTLY_SENT' },
    });
    expect(await countRows(server, 'document_requests')).toBe(requests);
    expect(await countRows(server, 'mail_outbox')).toBe(mails);

    const confirmed = await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: basket(),
      confirmResend: true,
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.submitDocumentRequest).toHaveLength(2);
  });

  it('still answers a retry of the same key with the first submission, without asking', async () => {
    const key = newKey();
    const input = { idempotencyKey: key, items: [item(solutions[1]!.id, { contents: '再試行' })] };
    const first = await submit(server, requester.token, input);
    const retry = await submit(server, requester.token, input);
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.submitDocumentRequest[0]!.uid).toBe(first.data!.submitDocumentRequest[0]!.uid);
  });

  it('does not hold other content or another user', async () => {
    const other = await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: [item(solutions[0]!.id, { contents: '別の質問です' })],
    });
    expect(other.errors).toBeUndefined();
    const byColleague = await submit(server, colleague.token, { idempotencyKey: newKey(), items: basket() });
    expect(byColleague.errors).toBeUndefined();
  });

  it('lets the same content go without asking once the window has passed', async () => {
    const past = new Date(Date.now() - (RESEND_WINDOW_MINUTES + 1) * 60_000);
    await server.dataSource.getRepository(DocumentRequest).update({ requesterUid: colleague.uid }, { createdAt: past });
    const later = await submit(server, colleague.token, { idempotencyKey: newKey(), items: basket() });
    expect(later.errors).toBeUndefined();
  });
});
