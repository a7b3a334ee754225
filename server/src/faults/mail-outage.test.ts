/**
 * Fault suite: a mail server outage loses nothing. Requests and inquiries are stored with their
 * mails, the worker retries with backoff, and once the SMTP server is back every mail arrives
 * exactly once, also when the server goes away and returns while traffic keeps coming.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  item,
  municipalUser,
  newKey,
  submit,
  threeSolutionsTwoVendors,
} from '../modules/document-request/document-request.test-support';
import { retryDelayMs } from '../mail/mail-worker';
import { startTestServer, type TestServer } from '../test/harness';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

/** A port nothing listens on (yet). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('mail outage', () => {
  let server: TestServer;
  let smtp: SmtpSink | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        MAIL_POLL_SECONDS: '0.2',
        MAIL_RETRY_SECONDS: '0.2',
        MAIL_MAX_ATTEMPTS: '50',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('doubles the retry delay up to an hour', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 30))).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20, 30)).toBe(3_600_000);
  });

  it('stores the request while SMTP is down and delivers every mail once it is back', async () => {
    const requester = await municipalUser(server);
    const [solution] = await threeSolutionsTwoVendors(server);
    const result = await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(solution!.id)] });
    expect(result.errors).toBeUndefined();
    expect(await countRows(server, 'document_requests')).toBe(1);

    // Wait until the worker has tried and failed at least once.
    for (;;) {
      await server.portal.mail.idle();
      const rows = (await server.dataSource.query(
        "SELECT attempts, last_error FROM mail_outbox WHERE status = 'pending'",
      )) as { attempts: number; last_error: string | null }[];
      if (rows.length === 2 && rows.every((row) => Number(row.attempts) >= 1)) {
        expect(rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    smtp = await startSmtpSink(port);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.kind).sort()).toEqual(['request.receipt', 'request.vendor']);
    for (;;) {
      await server.portal.mail.idle();
      const [row] = (await server.dataSource.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent'")) as [
        { n: number },
      ];
      if (Number(row.n) === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(smtp.messages).toHaveLength(2);
  });

  it('keeps acknowledging inquiries while SMTP stops and restarts, and then mails each exactly once', async () => {
    smtp ??= await startSmtpSink(port);
    const delivered = smtp.messages.splice(0);
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;
    const traffic = (async () => {
      while (running) {
        const email = `fault-${randomBytes(4).toString('hex')}@town.test.lg.jp`;
        const result = await server.graphql<{ submitInquiry: { uid: string } }>(INQUIRY, {
          input: { ...INQUIRY_FIELDS, email, idempotencyKey: randomBytes(16).toString('base64url') },
        });
        if (result.errors || !result.data) failures.push(JSON.stringify(result.errors));
        else acknowledged.push(email);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const until = async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    await until(4);
    await smtp.close();
    delivered.push(...smtp.messages.splice(0));
    await until(12);
    smtp = await startSmtpSink(port);
    await until(16);
    running = false;
    await traffic;

    expect(failures).toEqual([]);
    const mine = (mail: { kind: string; replyTo: string; to: string }) =>
      mail.kind.startsWith('inquiry.') && acknowledged.some((email) => mail.replyTo === email || mail.to === email);
    await smtp.waitFor(acknowledged.length * 2 - delivered.filter(mine).length, mine, 30_000);
    await server.portal.mail.idle();
    const all = [...delivered, ...smtp.messages].filter(mine);
    for (const email of acknowledged) {
      expect(all.filter((m) => m.kind === 'inquiry.operator' && m.replyTo === email)).toHaveLength(1);
      expect(all.filter((m) => m.kind === 'inquiry.receipt' && m.to === email)).toHaveLength(1);
    }
  });
});

const INQUIRY = `mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }`;
const INQUIRY_FIELDS = {
  name: '障害 試験',
  organization: 'テスト町役場',
  telephone: '0120-000-000',
  inquiryType: 'usage',
  body: 'メールサーバーの停止中に送った問い合わせです。',
  privacyConsent: true,
};
