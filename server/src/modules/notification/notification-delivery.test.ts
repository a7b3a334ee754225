/**
 * Delivery that holds under load and failure: two processes (each its own connection, MariaDB)
 * fanning out the same events and running the same digests store each mail once; a digest run
 * stopped after its first user, then run again, mails every user exactly once; an address the
 * mail server refuses for good (550 on RCPT) is paused, shown on the settings page, and skipped.
 */
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/data-source';
import { MailWorker } from '../../mail/mail-worker';
import { MailOutbox } from '../../mail/mail-outbox.entity';
import { createSmtpTransport } from '../../mail/transports';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, operatorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { ENTITIES } from '../entities';
import { NotificationDelivery } from './notification-delivery';
import { NotificationItem } from './notification-item.entity';
import { call, dayFromNow, editGrant, FOLLOW, outbox, publishedGrant } from './notification.test-support';

const DAILY = 'mutation { setNotificationFrequency(kind: "record", frequency: "daily") { kinds { kind } } }';
const AT_ONCE = 'mutation { setNotificationFrequency(kind: "record", frequency: "immediate") { kinds { kind } } }';

describe.each(DATABASES)('notification delivery on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let users: Account[];
  let grant: Awaited<ReturnType<typeof publishedGrant>>;
  let edits = 0;
  const delivery = () =>
    new NotificationDelivery(server.dataSource, { publicUrl: server.env.publicUrl }, () => undefined);
  const edit = async (times: number) => {
    for (let i = 0; i < times; i++) {
      edits += 1;
      await editGrant(server, operator, grant.id, { ...grant.values, applicationEnd: dayFromNow(30 + edits) });
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ALERT_RUN_SECONDS: '0' } });
    operator = await operatorAccount(server);
    users = [await memberAccount(server), await memberAccount(server), await memberAccount(server)];
    grant = await publishedGrant(server, operator, { title: '配信の確かさを見る補助金' });
    for (const user of users) await call(server, user, FOLLOW, { input: { topic: 'grants', topicId: grant.id } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Two connections in one test process: better-sqlite3 blocks the thread while it waits for a
  // lock, so two "processes" on SQLite would wait on each other. MariaDB is how production scales out.
  it.skipIf(database === 'sqlite')('stores each mail once when two processes fan out and digest at once', async () => {
    const other = await openDatabase({ url: server.env.DATABASE_URL, sqlitePath: server.env.sqlitePath }, ENTITIES);
    try {
      const second = new NotificationDelivery(other, { publicUrl: server.env.publicUrl }, () => undefined);
      await edit(5);
      await Promise.all([delivery().dispatch(), second.dispatch(), delivery().dispatch()]);
      for (const user of users) {
        expect(await outbox(server, { to: user.email, kind: 'notification.record' })).toHaveLength(5);
      }
      for (const user of users) await call(server, user, DAILY);
      await edit(4);
      await Promise.all([delivery().dispatch(), second.dispatch()]);
      const later = new Date(Date.now() + 2 * 86_400_000);
      await Promise.all([
        delivery().digest({ now: later }),
        second.digest({ now: later }),
        delivery().digest({ now: later }),
      ]);
      for (const user of users) {
        const digests = await outbox(server, { to: user.email, kind: 'notification.record.digest' });
        expect(digests).toHaveLength(1);
        expect(digests[0]!.subject).toContain('（1日分・4件）');
      }
    } finally {
      await other.destroy();
      for (const user of users) await call(server, user, AT_ONCE);
    }
  });

  it('finishes an interrupted digest run on restart: every user once, nobody twice', async () => {
    const before = new Map<string, number>();
    for (const user of users) {
      before.set(user.email, (await outbox(server, { to: user.email, kind: 'notification.record.digest' })).length);
      await call(server, user, DAILY);
    }
    await edit(2);
    await delivery().dispatch();
    const later = new Date(Date.now() + 2 * 86_400_000);
    let done = 0;
    const stopped = delivery().digest({
      now: later,
      afterEach: () => {
        done += 1;
        if (done === 1) throw new Error('the process stopped here');
      },
    });
    await expect(stopped).rejects.toThrow('the process stopped here');
    const pending = await server.dataSource.getRepository(NotificationItem).countBy({ status: 'pending' });
    expect(pending).toBe(2 * (users.length - 1));
    await delivery().digest({ now: later });
    await delivery().digest({ now: later });
    for (const user of users) {
      const digests = await outbox(server, { to: user.email, kind: 'notification.record.digest' });
      expect(digests.length - before.get(user.email)!).toBe(1);
      expect(digests.at(-1)!.subject).toContain('（1日分・2件）');
    }
    for (const user of users) await call(server, user, AT_ONCE);
  });

  it('pauses an address the mail server refuses for good, shows it, and mails it nothing until resumed', async () => {
    const [gone] = users;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === gone!.email) {
          const refusal = new Error(
            '5.1.1 <' + address.address + '>: Recipient address rejected: User unknown',
          ) as Error & {
            responseCode: number;
          };
          refusal.responseCode = 550;
          callback(refusal);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const worker = new MailWorker(
      server.dataSource,
      createSmtpTransport({ host: '127.0.0.1', port: (smtp.server.address() as AddressInfo).port, secure: false }),
      { from: 'ポータル <no-reply@portal.test>', retrySeconds: 1, maxAttempts: 3, pollSeconds: 60 },
      pino({ level: 'silent' }),
    );
    try {
      // Everything waiting so far goes to this server; the refused address fails for good at once.
      await server.dataSource.getRepository(MailOutbox).update({ status: 'pending' }, { status: 'sent' });
      await edit(1);
      await delivery().dispatch();
      worker.wake();
      await worker.idle();
      const [failed] = await server.dataSource
        .getRepository(MailOutbox)
        .find({ where: { toAddress: gone!.email, status: 'failed' } });
      expect(failed!.lastError).toContain('User unknown');
      const { notificationSettings } = await call<{
        notificationSettings: { addresses: { address: string; pausedAt: string | null; pauseReason: string | null }[] };
      }>(server, gone!, '{ notificationSettings { addresses { address pausedAt pauseReason } } }');
      expect(notificationSettings.addresses[0]).toMatchObject({ address: gone!.email });
      expect(notificationSettings.addresses[0]!.pausedAt).not.toBeNull();
      expect(notificationSettings.addresses[0]!.pauseReason).toContain('User unknown');

      const count = async () => (await outbox(server, { to: gone!.email, kind: 'notification.record' })).length;
      const before = await count();
      await edit(1);
      await delivery().dispatch();
      expect(await count()).toBe(before);
      await call(server, gone!, 'mutation($a: String!) { resumeDeliveryAddress(address: $a) { kinds { kind } } }', {
        a: gone!.email,
      });
      await edit(1);
      await delivery().dispatch();
      expect(await count()).toBe(before + 1);
    } finally {
      await worker.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
