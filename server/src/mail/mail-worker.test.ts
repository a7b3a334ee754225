/**
 * The outbox worker against a real SMTP server: mail goes over pooled connections, each row is
 * marked sent as soon as its own mail is accepted, a claim's lease counts from the claim itself,
 * and a mail whose sender died mid-send goes out again with the same Message-ID (at-least-once).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { DATABASES, type TestDatabase } from '../test/databases';
import { createDatabaseIn } from '../test/templates';
import { type ReceivedMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import type { MailTransport } from './mail';
import { MailOutbox } from './mail-outbox.entity';
import { MailWorker, type MailWorkerSettings } from './mail-worker';
import { enqueueMail } from './outbox';
import { createSmtpTransport } from './transports';

const silent = pino({ level: 'silent' });
const SETTINGS: MailWorkerSettings = {
  from: 'ポータル <no-reply@portal.test>',
  retrySeconds: 1,
  maxAttempts: 3,
  pollSeconds: 60,
};

describe.each(DATABASES)('mail worker on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let smtp: SmtpSink;
  const workers: MailWorker[] = [];

  beforeAll(async () => {
    database = await createDatabaseIn(kind, 'migrated');
    dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    smtp.messages.length = 0;
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await smtp?.close();
    await database?.drop();
  });

  const smtpTransport = () => createSmtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false });
  const worker = (transport: MailTransport, settings: Partial<MailWorkerSettings> = {}) => {
    const created = new MailWorker(dataSource, transport, { ...SETTINGS, ...settings }, silent);
    workers.push(created);
    return created;
  };
  const enqueue = (kind: string, count: number) =>
    dataSource.transaction(async (manager) => {
      for (let i = 0; i < count; i++) {
        await enqueueMail(manager, {
          kind,
          to: `to-${i}@example.jp`,
          subject: `件名 ${i}`,
          text: `本文 ${i}`,
          ref: { type: 'test', id: String(i) },
        });
      }
    });

  it('sends a burst over one pooled SMTP connection', async () => {
    const count = 200;
    await enqueue('burst', count);
    const connectionsBefore = smtp.connections;
    const started = performance.now();
    worker(smtpTransport()).start();
    await smtp.waitFor(count, (m) => m.kind === 'burst', 60_000);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `[mail-worker ${kind}] ${count} mails in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(0)} mails/s`,
    );
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(2);
  });

  it('marks each row sent as soon as its own mail is accepted, before the next one goes', async () => {
    await enqueue('one-by-one', 3);
    const real = smtpTransport();
    const unsentAtEachSend: number[] = [];
    const observed: MailTransport = {
      description: 'observed SMTP',
      async send(mail) {
        unsentAtEachSend.push(
          await dataSource.getRepository(MailOutbox).countBy({ kind: 'one-by-one', status: 'pending' }),
        );
        await real.send(mail);
      },
      close: () => real.close(),
    };
    const running = worker(observed);
    running.start();
    await smtp.waitFor(3, (m) => m.kind === 'one-by-one');
    await running.idle();
    expect(unsentAtEachSend).toEqual([3, 2, 1]);
  });

  it('counts a claim’s lease from the claim, so a slow batch is never sent twice by a second process', async () => {
    const count = 6;
    await enqueue('slow', count);
    // One clock for both workers, moved by the test as each mail takes half a second of it, and a
    // lease of two seconds: the batch outlasts one lease, but no single mail does, even where
    // DATETIME keeps whole seconds only (MySQL/MariaDB store the lease's end truncated, so up to
    // a second of it is lost).
    const start = Date.now();
    let now = start;
    const clock = () => new Date(now);
    const waiting: Array<() => void> = [];
    let held = true;
    const slow = (): MailTransport => {
      const real = smtpTransport();
      return {
        description: 'slow SMTP',
        async send(mail) {
          if (held) await new Promise<void>((resolve) => waiting.push(resolve));
          await real.send(mail);
        },
        close: () => real.close(),
      };
    };
    const ids = () => smtp.messages.filter((m) => m.kind === 'slow').map((m) => m.messageId);
    const sent = () => ids().length;
    /** Lets the oldest mail a worker holds at its SMTP server go, half a second later. */
    const finishOne = async () => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 10_000 });
      const before = sent();
      now += 500;
      waiting.shift()!();
      await smtp.waitFor(before + 1, (m) => m.kind === 'slow');
    };
    const first = worker(slow(), { claimSeconds: 2, now: clock });
    const second = worker(slow(), { claimSeconds: 2, now: clock });
    first.start();
    // Four mails in two seconds: the first worker has claimed its fifth at 2.0 s and is sending it.
    while (now - start < 2000) await finishOne();
    await vi.waitFor(() => expect(waiting.length).toBe(1), { timeout: 10_000 });
    now = start + 2200;
    second.wake();
    while (new Set(ids()).size < count) await finishOne();
    held = false;
    waiting.splice(0).forEach((send) => send());
    await Promise.all([first.idle(), second.idle()]);
    expect(ids()).toHaveLength(count);
    expect(new Set(ids()).size).toBe(count);
  });

  it('sends again, with the same Message-ID, a mail whose sender died after claiming it', async () => {
    await enqueue('orphan', 1);
    // A process killed with SIGKILL mid-send: it claimed the row and will never finish it.
    let claimed!: () => void;
    const killed = new Promise<void>((resolve) => (claimed = resolve));
    const dead: MailTransport = {
      description: 'a killed process',
      send: () => {
        claimed();
        return new Promise<void>(() => undefined);
      },
      close: async () => undefined,
    };
    new MailWorker(dataSource, dead, { ...SETTINGS, claimSeconds: 1 }, silent).start();
    await killed;
    const row = await dataSource.getRepository(MailOutbox).findOneByOrFail({ kind: 'orphan' });
    const survivor = worker(smtpTransport(), { claimSeconds: 1 });
    survivor.wake();
    await survivor.idle();
    expect(smtp.messages.filter((m) => m.kind === 'orphan')).toHaveLength(0);
    // Past the claim's lease on the clock the worker reads (Date), without waiting for it.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    let mail: ReceivedMail | undefined;
    try {
      vi.setSystemTime(Date.now() + 1_100);
      survivor.wake();
      [mail] = await smtp.waitFor(1, (m) => m.kind === 'orphan', 3_000);
      await survivor.idle();
    } finally {
      vi.useRealTimers();
    }
    const sent = await dataSource.getRepository(MailOutbox).findOneByOrFail({ id: row.id });
    expect(sent.status).toBe('sent');
    expect(mail!.messageId).toBe(sent.messageId);
    expect(mail!.messageId).toMatch(new RegExp(`^<outbox-${row.id}\\.`));
  });
});
