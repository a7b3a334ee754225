/**
 * Waits for a state the test can see instead of a guessed duration: the mail outbox drained, or
 * the wall clock in a later whole second.
 */
import type { DataSource } from 'typeorm';
import { vi } from 'vitest';

/**
 * Resolves once the outbox holds no mail still to send: every mail the test has caused so far is
 * in the SMTP sink (the sink records a mail before it answers, and the worker marks it sent after),
 * so a count taken then is final.
 */
export async function mailSettled(dataSource: DataSource, timeout = 10_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = (await dataSource.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'")) as {
        n: number | string;
      }[];
      if (Number(row!.n) > 0) throw new Error(`${row!.n} mails still to send`);
    },
    { timeout, interval: 50 },
  );
}

/**
 * Resolves in a later whole second than the call. The identity provider records sign-ins and
 * revocations in whole seconds (in its own process, on the same clock), so a revocation must
 * fall in a later second than the sign-in it revokes, and a new sign-in in a later second than a
 * revocation.
 */
export async function nextWholeSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await vi.waitFor(
    () => {
      if (Math.floor(Date.now() / 1000) <= second) throw new Error('still the same second');
    },
    { timeout: 2_000, interval: 20 },
  );
}
