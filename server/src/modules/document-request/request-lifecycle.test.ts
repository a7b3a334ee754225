/**
 * A request followed to its answer, through real HTTP with earned roles and a real SMTP server:
 * the vendor opens a request and moves its items, the requester reads each step, other vendors
 * can do neither, the reminder goes once when a moved clock passes three Japanese business days
 * (a holiday in between), and operators list the overdue requests.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { item, newKey, submit } from './document-request.test-support';
import { RequestReminders } from './request-reminders';
import { mailSettled } from '../../test/settled';

const jst = (text: string) => new Date(`${text}+09:00`);

const OPEN = `mutation($uid: ID!) { openReceivedDocumentRequest(uid: $uid) { uid items { id openedAt status } } }`;
const SET = `mutation($itemId: ID!, $status: String!) {
  setRequestItemStatus(itemId: $itemId, status: $status) { id status openedAt statusChangedAt }
}`;
interface ItemState {
  id: string;
  status: string;
  openedAt: string | null;
  statusChangedAt: string | null;
}

const MINE = `query($uid: ID!) { documentRequest(uid: $uid) { uid companyName items { id status openedAt statusChangedAt } } }`;

describe.each(DATABASES)('request lifecycle on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let operator: Account;
  let vendor: Account & { companyId: string };
  let otherVendor: Account & { companyId: string };
  let requester: Account;
  let listingId: string;

  const send = async () => {
    // Each call is a new request on purpose: the same content again is a confirmed resend (resend-guard.ts).
    const sent = await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: [item(listingId)],
      confirmResend: true,
    });
    expect(sent.errors).toBeUndefined();
    return sent.data!.submitDocumentRequest[0]!;
  };
  const backdate = (uid: string, at: Date) =>
    server.dataSource.query('UPDATE document_requests SET created_at = ? WHERE uid = ?', [
      // UTC, as TypeORM stores datetimes on both databases.
      at.toISOString().slice(0, 19).replace('T', ' '),
      uid,
    ]);
  const reminders = () =>
    new RequestReminders(
      server.dataSource,
      { operatorEmail: server.env.OPERATOR_EMAIL, publicUrl: server.env.publicUrl, intervalSeconds: 0 },
      () => server.portal.mail.wake(),
      pino({ level: 'silent' }),
    );
  const remindedAt = async (uid: string) => {
    const [row] = (await server.dataSource.query('SELECT reminded_at FROM document_requests WHERE uid = ?', [uid])) as {
      reminded_at: unknown;
    }[];
    return row!.reminded_at;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        MAIL_POLL_SECONDS: '0.2',
        REQUEST_REMINDER_SECONDS: '0',
      },
    });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    otherVendor = await vendorAccount(server, operator);
    listingId = await publishedListing(server, vendor, operator);
    requester = await municipalAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('moves 受付 → 対応中 → 回答済 as the vendor sets it, and the requester sees each step', async () => {
    const request = await send();
    const itemId = request.items[0]!.id;
    const read = async () =>
      (await server.graphql<{ documentRequest: { items: ItemState[] } }>(MINE, { uid: request.uid }, requester.token))
        .data!.documentRequest.items[0]!;
    expect(await read()).toMatchObject({ status: 'received', openedAt: null, statusChangedAt: null });

    const opened = await server.graphql<{ openReceivedDocumentRequest: { items: ItemState[] } }>(
      OPEN,
      { uid: request.uid },
      vendor.token,
    );
    expect(opened.errors).toBeUndefined();
    const openedAt = opened.data!.openReceivedDocumentRequest.items[0]!.openedAt;
    expect(openedAt).toEqual(expect.any(String));
    // Opening again keeps the first time.
    await server.graphql(OPEN, { uid: request.uid }, vendor.token);
    expect((await read()).openedAt).toBe(openedAt);

    for (const status of ['in_progress', 'answered']) {
      const moved = await server.graphql<{ setRequestItemStatus: ItemState }>(SET, { itemId, status }, vendor.token);
      expect(moved.errors).toBeUndefined();
      expect(await read()).toMatchObject({ status, openedAt, statusChangedAt: expect.any(String) });
    }
    const back = await server.graphql(SET, { itemId, status: 'received' }, vendor.token);
    expect(back.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await read()).status).toBe('answered');

    const audit = (await server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_id IN (?, ?) AND action LIKE 'document_request.%' ORDER BY id",
      [request.uid, itemId],
    )) as { action: string }[];
    expect(audit.map((row) => row.action)).toEqual([
      'document_request.created',
      'document_request.opened',
      'document_request.item-status-changed',
      'document_request.item-status-changed',
    ]);
  });

  it("refuses another vendor's request ids as unknown ones, and a status that does not exist", async () => {
    const request = await send();
    const itemId = request.items[0]!.id;
    const open = await server.graphql(OPEN, { uid: request.uid }, otherVendor.token);
    expect(open.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const set = await server.graphql(SET, { itemId, status: 'answered' }, otherVendor.token);
    expect(set.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await server.graphql(SET, { itemId, status: 'done' }, vendor.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = (await server.dataSource.query('SELECT status, opened_at FROM document_request_items WHERE id = ?', [
      itemId,
    ])) as { status: string; opened_at: unknown }[];
    expect(row).toMatchObject({ status: 'received', opened_at: null });
  });

  it('mails one reminder once the moved clock passes three business days, counting the holiday out', async () => {
    // Friday 2026-11-20 before 勤労感謝の日 (Monday 23rd): Tue, Wed, Thu count; overdue from Fri 27th.
    const unopened = await send();
    await backdate(unopened.uid, jst('2026-11-20T15:00:00'));
    const opened = await send();
    await backdate(opened.uid, jst('2026-11-20T15:00:00'));
    await server.graphql(OPEN, { uid: opened.uid }, vendor.token);

    // Three calendar weekdays (Mon–Wed) would have passed by Thursday: the holiday keeps it quiet.
    expect(await reminders().run(jst('2026-11-26T12:00:00'))).toBe(0);
    expect(await remindedAt(unopened.uid)).toBeNull();

    // Two processes at the moment it is due: one mail between them.
    const at = jst('2026-11-27T00:00:01');
    // (SQLite has one connection per process, so there the two take turns.)
    const [first, second] =
      database === 'mysql'
        ? await Promise.all([reminders().run(at), reminders().run(at)])
        : [await reminders().run(at), await reminders().run(at)];
    expect(first + second).toBe(1);
    expect(await remindedAt(unopened.uid)).not.toBeNull();
    expect(await remindedAt(opened.uid)).toBeNull();
    // A restarted process (a new instance) a week later sends nothing more for it.
    await reminders().run(jst('2026-12-04T09:00:00'));
    const mails = await smtp.waitFor(
      1,
      (mail) => mail.kind === 'request.reminder' && mail.subject.includes(unopened.receiptNumber),
    );
    await mailSettled(server.dataSource);
    expect(
      smtp.messages.filter((mail) => mail.subject.includes(unopened.receiptNumber) && mail.kind === 'request.reminder'),
    ).toHaveLength(1);
    expect(mails[0]!.text).toContain('3営業日を過ぎても');
    expect(
      smtp.messages.some((mail) => mail.subject.includes(opened.receiptNumber) && mail.kind === 'request.reminder'),
    ).toBe(false);
    const audit = (await server.dataSource.query(
      "SELECT actor_uid FROM audit_events WHERE entity_id = ? AND action = 'document_request.reminded'",
      [unopened.uid],
    )) as unknown[];
    expect(audit).toHaveLength(1);
  });

  it('lists unopened requests past the allowance for operators only', async () => {
    const old = await send();
    await backdate(old.uid, jst('2026-11-02T10:00:00'));
    const fresh = await send();
    const query = '{ overdueRequests { uid companyName items { openedAt } } }';
    const listed = await server.graphql<{ overdueRequests: { uid: string }[] }>(query, {}, operator.token);
    expect(listed.errors).toBeUndefined();
    const uids = listed.data!.overdueRequests.map((request) => request.uid);
    expect(uids).toContain(old.uid);
    expect(uids).not.toContain(fresh.uid);
    await server.graphql(OPEN, { uid: old.uid }, vendor.token);
    const after = await server.graphql<{ overdueRequests: { uid: string }[] }>(query, {}, operator.token);
    expect(after.data!.overdueRequests.map((request) => request.uid)).not.toContain(old.uid);
    const refused = await server.graphql(query, {}, vendor.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
