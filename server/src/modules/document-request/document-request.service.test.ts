/**
 * Document requests through real HTTP, with a real SMTP server receiving the mails: one request
 * per vendor, idempotency, who may request, and what bad input leaves behind (nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../../lib/receipt-number';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import type { TestUser } from '../../test/users';
import {
  countRows,
  item,
  municipalUser,
  newKey,
  submit,
  threeSolutionsTwoVendors,
  trialEmail,
  type PickedSolution,
} from './document-request.test-support';

describe.each(DATABASES)('document requests on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let requester: TestUser;
  let solutions: PickedSolution[];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_POLL_SECONDS: '0.2' },
    });
    requester = await municipalUser(server, { lastName: '請求', organization: 'テスト市' });
    solutions = await threeSolutionsTwoVendors(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('turns one submission into one request per vendor, with audit events, vendor mails and one receipt', async () => {
    const before = await countRows(server, 'audit_events');
    const key = newKey();
    const result = await submit(server, requester.token, {
      idempotencyKey: key,
      items: [
        item(solutions[0]!.id, { inquiryTypes: ['0', '2'], contactMeans: ['1'], contents: '導入費用を知りたい' }),
        item(solutions[1]!.id, { inquiryTypes: ['1'], contactMeans: ['0', '2'] }),
        item(solutions[2]!.id),
      ],
    });
    expect(result.errors).toBeUndefined();
    const requests = result.data!.submitDocumentRequest;
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.items.length).sort()).toEqual([1, 2]);
    const twoItems = requests.find((r) => r.items.length === 2)!;
    expect(twoItems.items.map((i) => i.solutionId)).toEqual([solutions[0]!.id, solutions[1]!.id]);
    expect(twoItems.items[0]).toMatchObject({
      inquiryTypes: ['0', '2'],
      contactMeans: ['1'],
      contents: '導入費用を知りたい',
    });
    expect(twoItems.items[0]!.solutionTitle).toBe(solutions[0]!.title);
    expect(requests[0]!.requesterSnapshot).toMatchObject({
      email: requester.email,
      lastName: '請求',
      organization: 'テスト市',
    });
    expect((await countRows(server, 'audit_events')) - before).toBe(2);

    const vendorMails = await smtp.waitFor(2, (m) => m.kind === 'request.vendor' && m.replyTo === requester.email);
    const receipts = await smtp.waitFor(1, (m) => m.kind === 'request.receipt' && m.to === requester.email);
    expect(receipts).toHaveLength(1);
    expect(new Set(vendorMails.map((m) => m.to)).size).toBe(2);
    const vendorMail = vendorMails.find((m) => m.text.includes(solutions[0]!.title))!;
    expect(vendorMail.to).toMatch(/^info@vendor\d+\.example\.co\.jp$/);
    expect(vendorMail.text).toContain(solutions[1]!.title);
    expect(vendorMail.text).not.toContain(solutions[2]!.title);
    expect(vendorMail.text).toContain('資料請求、見積依頼');
    expect(vendorMail.text).toContain('ご希望の連絡方法：メール');
    expect(vendorMail.text).toContain('導入費用を知りたい');
    expect(vendorMail.text).toContain(requester.email);
    expect(vendorMail.subject).toContain('テスト市');
    expect(receipts[0]!.text).toContain(twoItems.companyName);
    expect(receipts[0]!.text).toContain('/request/list');
  });

  it('gives each request a 受付番号 read over the phone, shown in the mails instead of the uid', async () => {
    const result = await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: [item(solutions[0]!.id), item(solutions[2]!.id)],
    });
    expect(result.errors).toBeUndefined();
    const requests = result.data!.submitDocumentRequest;
    for (const request of requests) {
      expect(request.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
      expect(request.uid).not.toBe(request.receiptNumber);
    }
    expect(new Set(requests.map((r) => r.receiptNumber)).size).toBe(requests.length);
    const [receipt] = await smtp.waitFor(
      1,
      (m) => m.kind === 'request.receipt' && m.text.includes(requests[0]!.receiptNumber),
    );
    for (const request of requests) {
      expect(receipt!.text).toContain(`受付番号：${request.receiptNumber}`);
      expect(receipt!.text).not.toContain(request.uid);
      const [vendor] = await smtp.waitFor(
        1,
        (m) => m.kind === 'request.vendor' && m.text.includes(`受付番号：${request.receiptNumber}`),
      );
      expect(vendor!.text).not.toContain(request.uid);
    }
  });

  it('returns the first submission for a repeated key, also when the repeats race, and creates nothing new', async () => {
    const key = newKey();
    const input = { idempotencyKey: key, items: [item(solutions[2]!.id)] };
    const first = await submit(server, requester.token, input);
    const requests = await countRows(server, 'document_requests');
    const mails = await countRows(server, 'mail_outbox');
    const audits = await countRows(server, 'audit_events');
    const again = await Promise.all([1, 2, 3, 4].map(() => submit(server, requester.token, input)));
    for (const result of again) {
      expect(result.data?.submitDocumentRequest.map((r) => r.uid)).toEqual(
        first.data!.submitDocumentRequest.map((r) => r.uid),
      );
    }
    expect(await countRows(server, 'document_requests')).toBe(requests);
    expect(await countRows(server, 'mail_outbox')).toBe(mails);
    expect(await countRows(server, 'audit_events')).toBe(audits);

    const racingKey = newKey();
    const racing = { idempotencyKey: racingKey, items: [item(solutions[0]!.id)] };
    const results = await Promise.all([1, 2, 3].map(() => submit(server, requester.token, racing)));
    expect(new Set(results.map((r) => r.data?.submitDocumentRequest[0]?.uid)).size).toBe(1);
    const [row] = (await server.dataSource.query(
      'SELECT COUNT(*) AS n FROM document_requests WHERE idempotency_key = ?',
      [racingKey],
    )) as [{ n: number }];
    expect(Number(row.n)).toBe(1);
  });

  it('lets only municipal users request: trial, member, vendor and visitors are refused and nothing is stored', async () => {
    const before = await countRows(server, 'document_requests');
    const input = { idempotencyKey: newKey(), items: [item(solutions[0]!.id)] };
    const trial = await server.user({ email: trialEmail(), profile: { isMunicipality: true } });
    const member = await server.user({ profile: {} });
    const vendor = await server.user({ profile: { companyId: solutions[0]!.companyId } });
    const unverified = await server.user({ emailVerified: false, profile: { isMunicipality: true } });
    const operator = await server.user({ claims: { operator: true }, profile: {} });
    const expectations: [string | undefined, string][] = [
      [trial.token, 'TRIAL_ACCOUNT'],
      [member.token, 'FORBIDDEN'],
      [vendor.token, 'FORBIDDEN'],
      [unverified.token, 'FORBIDDEN'],
      [operator.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ];
    for (const [token, code] of expectations) {
      const result = await submit(server, token, input);
      expect(result.errors?.[0]?.extensions?.code, code).toBe(code);
      expect(result.errors?.[0]?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    const trialResult = await submit(server, trial.token, input);
    expect(trialResult.errors?.[0]?.message).toContain('トライアルアカウント');
    expect(await countRows(server, 'document_requests')).toBe(before);
  });

  it('refuses bad input with a Japanese message per field and stores nothing half-way', async () => {
    const requests = await countRows(server, 'document_requests');
    const items = await countRows(server, 'document_request_items');
    const mails = await countRows(server, 'mail_outbox');
    const [draft] = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' ORDER BY id DESC LIMIT 1",
    )) as [{ id: number }];
    await server.dataSource.query("UPDATE solutions SET status = 'draft' WHERE id = ?", [draft.id]);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ items: [] }, 'items', /空です/],
      [{ items: [item(solutions[0]!.id, { inquiryTypes: ['9'] })] }, 'items.0.inquiryTypes', /選択できない/],
      [{ items: [item(solutions[0]!.id, { inquiryTypes: [] })] }, 'items.0.inquiryTypes', /1つ以上/],
      [{ items: [item(solutions[0]!.id, { contactMeans: ['7'] })] }, 'items.0.contactMeans', /選択できない/],
      [{ items: [item(solutions[0]!.id, { contents: 'あ'.repeat(10_000) })] }, 'items.0.contents', /2000文字以内/],
      [{ items: [item(solutions[0]!.id, { inquiryTypes: ['3'] })] }, 'items.0.contents', /その他/],
      [{ items: [item(solutions[0]!.id), item(solutions[0]!.id)] }, 'items.1.solutionId', /重複/],
      // A valid item first: the bad one after it must not leave the first stored.
      [{ items: [item(solutions[1]!.id), item('99999999')] }, 'items.1.solutionId', /掲載が終了/],
      [{ items: [item(solutions[1]!.id), item(String(draft.id))] }, 'items.1.solutionId', /掲載が終了/],
      [{ items: [item('abc')] }, 'items.0.solutionId', /掲載が終了/],
    ];
    for (const [input, field, message] of cases) {
      const result = await submit(server, requester.token, { idempotencyKey: newKey(), ...input });
      const error = result.errors?.[0];
      expect(['BAD_USER_INPUT', 'NOT_FOUND'], field).toContain(error?.extensions?.code);
      expect((error?.extensions?.fields as Record<string, string>)?.[field], field).toMatch(message);
    }
    const badKey = await submit(server, requester.token, { idempotencyKey: 'x', items: [item(solutions[0]!.id)] });
    expect(badKey.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countRows(server, 'document_requests')).toBe(requests);
    expect(await countRows(server, 'document_request_items')).toBe(items);
    expect(await countRows(server, 'mail_outbox')).toBe(mails);
    await server.dataSource.query("UPDATE solutions SET status = 'published' WHERE id = ?", [draft.id]);
  });

  it('keeps the requester details of the moment when the profile changes later', async () => {
    const person = await municipalUser(server, { telephone: '03-1111-2222' });
    const result = await submit(server, person.token, { idempotencyKey: newKey(), items: [item(solutions[0]!.id)] });
    const uid = result.data!.submitDocumentRequest[0]!.uid;
    await server.dataSource.query('UPDATE user_profiles SET telephone = ? WHERE uid = ?', [
      '090-0000-0000',
      person.uid,
    ]);
    const detail = await server.graphql<{ documentRequest: { requesterSnapshot: { telephone: string } } }>(
      'query($uid: ID!) { documentRequest(uid: $uid) { requesterSnapshot { telephone } } }',
      { uid },
      person.token,
    );
    expect(detail.data?.documentRequest.requesterSnapshot.telephone).toBe('03-1111-2222');
    const other = await municipalUser(server);
    const foreign = await server.graphql(
      'query($uid: ID!) { documentRequest(uid: $uid) { uid } }',
      { uid },
      other.token,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
