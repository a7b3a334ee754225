/**
 * A mail server outage loses nothing: the request is stored with its mails, the worker retries
 * with backoff, and once the SMTP server is back every mail arrives exactly once.
 */
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
import { startTestServer, type TestServer } from '../test/harness';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { retryDelayMs } from './mail-worker';

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
});
