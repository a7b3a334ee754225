/**
 * Sends what the outbox holds. Each due row is claimed with a conditional UPDATE (so several app
 * processes never send the same mail twice at once), handed to the transport and marked sent, or
 * scheduled again with exponential backoff; after the last attempt it is marked failed and logged.
 * The worker polls, and services wake it right after a commit so mail leaves without delay.
 *
 * Delivery is at-least-once. Mails go one at a time and each row is marked sent right after the
 * mail server accepts that mail, so a process killed (kill -9, power loss) can duplicate at most
 * the one mail in flight, and only if it dies between the server's acceptance and that UPDATE (a
 * few milliseconds). Its claim then lapses after `claimSeconds` and another process sends the mail
 * again with the same Message-ID, which lets receiving systems recognise the copy.
 */
import type { Logger } from 'pino';
import { type DataSource, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { PermanentMailError, type MailTransport } from './mail';
import { MailOutbox } from './mail-outbox.entity';
import { MailPause } from './mail-pause.entity';
import { SMTP_SEND_LIMIT_MS } from './transports';

export interface MailWorkerSettings {
  from: string;
  /** First retry delay; each later one doubles, capped at an hour. */
  retrySeconds: number;
  maxAttempts: number;
  pollSeconds: number;
  /**
   * How long a claim holds a row against other processes: longer than any one send may take (the
   * transport's timeouts), so a live sender never loses its claim, yet short, because it is how
   * long a mail whose sender died waits before another process sends it.
   */
  claimSeconds?: number;
  /** The worker's clock (claims, leases, retries); tests move one of their own. */
  now?: () => Date;
}

const DEFAULT_CLAIM_SECONDS = Math.ceil((SMTP_SEND_LIMIT_MS + 10_000) / 1000);
const BATCH = 20;
const MAX_DELAY_MS = 3_600_000;

export function retryDelayMs(attempts: number, retrySeconds: number): number {
  return Math.min(MAX_DELAY_MS, retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1));
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'portal.invalid';
}

export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly settings: MailWorkerSettings,
    private readonly logger: Logger,
  ) {}

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.settings.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now (or right after the one in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no pass is running; tests use it to wait for sends. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    await this.transport.close();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.pass()) === BATCH);
      } catch (error) {
        // The database may be away; the next poll tries again.
        this.logger.warn({ err: error }, 'mail outbox pass failed');
      }
    } while (this.again && !this.stopped);
  }

  /** Sends up to one batch of due mails; returns how many were due. */
  private async pass(): Promise<number> {
    const repository = this.dataSource.getRepository(MailOutbox);
    const now = this.now();
    const due = await repository.find({
      where: [
        { status: 'pending', nextAttemptAt: LessThanOrEqual(now), lockedUntil: IsNull() },
        { status: 'pending', nextAttemptAt: LessThanOrEqual(now), lockedUntil: LessThan(now) },
      ],
      order: { nextAttemptAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    for (const row of due) {
      if (this.stopped) break;
      if (await this.claim(row)) await this.deliver(row);
    }
    return due.length;
  }

  private async claim(row: MailOutbox): Promise<boolean> {
    // The lease counts from this claim, not from the start of the batch: with a short lease, a
    // slow batch would otherwise hand its last rows out already expired, to be sent twice.
    const now = this.now();
    const lease = (this.settings.claimSeconds ?? DEFAULT_CLAIM_SECONDS) * 1000;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(MailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + lease) })
      .where('id = :id AND status = :status', { id: row.id, status: 'pending' })
      .andWhere('(locked_until IS NULL OR locked_until < :now)', { now })
      .execute();
    return result.affected === 1;
  }

  /**
   * A mail server's permanent refusal (5xx on RCPT: no such mailbox, or a complaint reported the
   * same way) pauses notification mail to that address until its owner resumes it (mail_pauses).
   */
  private async pause(address: string, reason: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(MailPause)
      .values({ address: address.trim().toLowerCase(), reason })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  private async deliver(row: MailOutbox): Promise<void> {
    const repository = this.dataSource.getRepository(MailOutbox);
    const messageId = `<outbox-${row.id}.${row.createdAt.getTime()}@${domainOf(this.settings.from)}>`;
    const attempts = row.attempts + 1;
    try {
      await this.transport.send({
        messageId,
        from: this.settings.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.body,
        kind: row.kind,
        headers: row.headers,
      });
      await repository.update(row.id, {
        status: 'sent',
        attempts,
        sentAt: this.now(),
        messageId,
        lockedUntil: null,
        lastError: null,
      });
      this.logger.info({ mail: row.id, kind: row.kind, attempts }, 'mail sent');
    } catch (error) {
      const permanent = error instanceof PermanentMailError;
      const giveUp = permanent || attempts >= this.settings.maxAttempts;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      await repository.update(row.id, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError,
        lockedUntil: null,
        nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(attempts, this.settings.retrySeconds)),
      });
      if (permanent) await this.pause(row.toAddress, lastError);
      const log = { mail: row.id, kind: row.kind, attempts, error: lastError };
      if (giveUp) this.logger.error(log, 'mail could not be sent; giving up');
      else this.logger.warn(log, 'mail not sent; will retry');
    }
  }
}
