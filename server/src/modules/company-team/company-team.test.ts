/**
 * Companies with several users through real HTTP, the Auth emulator and a real SMTP server: the
 * 管理者 invites a colleague (the link read from the mail), assigns a received request to them,
 * both read the notes. Attacked around each check: another company's 管理者 reading or acting on
 * the request, a 担当者 inviting or removing, the link replayed or opened by another address, the
 * last 管理者 stepping down, and a removed colleague acting with the token they still hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  signInAccount,
  signUp,
  vendorAccount,
  verifyAddress,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { uniqueEmail } from '../../test/users';
import { AuditEvent } from '../audit/audit-event.entity';
import { item, newKey, submit } from '../document-request/document-request.test-support';
import { ok, refusedWith } from '../municipal-admin/municipal-admin.test-support';
import { nextWholeSecond } from '../../test/settled';

const TEAM =
  'query { companyTeam { companyName isAdministrator members { uid role isSelf } invitations { id email role } } }';
const INVITE = 'mutation($email: String!, $role: String!) { inviteCompanyMember(email: $email, role: $role) { id } }';
const ACCEPT = 'mutation($token: String!) { acceptCompanyInvitation(token: $token) { companyName state } }';
const ROLE = 'mutation($uid: ID!, $role: String!) { setCompanyMemberRole(uid: $uid, role: $role) }';
const REMOVE = 'mutation($uid: ID!) { removeCompanyMember(uid: $uid) }';
const HANDLINGS = 'query { receivedRequestHandlings { uid assigneeUid notes { body authorName } } }';
const ASSIGN =
  'mutation($uid: ID!, $to: ID) { assignReceivedRequest(uid: $uid, assigneeUid: $to) { uid assigneeUid assigneeName } }';
const NOTE =
  'mutation($uid: ID!, $body: String!) { addReceivedRequestNote(uid: $uid, body: $body) { notes { body } } }';
const RECEIVED = 'query { receivedDocumentRequests { uid } }';

describe.each(DATABASES)('company users on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let admin: Account;
  let foreign: Account;
  let requestUid: string;
  let foreignRequestUid: string;

  async function inviteToken(email: string, role: string): Promise<string> {
    await ok(server, admin, INVITE, { email, role });
    const [mail] = await smtp.waitFor(1, (m) => m.kind === 'company-invitation' && m.to === email);
    const token = /\/invitations\/company\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  async function colleague(role = 'staff'): Promise<Account> {
    const account = await verifyAddress(await signUp(uniqueEmail('vendor.example.jp')));
    const token = await inviteToken(account.email, role);
    await ok(server, account, ACCEPT, { token });
    return account;
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ database, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } });
    const operator = await operatorAccount(server);
    admin = await vendorAccount(server, operator);
    foreign = await vendorAccount(server, operator);
    const listing = await publishedListing(server, admin, operator);
    const foreignListing = await publishedListing(server, foreign, operator);
    const municipal = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    const sent = await submit(server, municipal.token, { idempotencyKey: newKey(), items: [item(listing)] });
    requestUid = sent.data!.submitDocumentRequest[0]!.uid;
    const other = await submit(server, municipal.token, { idempotencyKey: newKey(), items: [item(foreignListing)] });
    foreignRequestUid = other.data!.submitDocumentRequest[0]!.uid;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('makes the company’s first user its 管理者, and an invited colleague its 担当者', async () => {
    const before = await ok<{ companyTeam: { isAdministrator: boolean; members: { role: string }[] } }>(
      server,
      admin,
      TEAM,
    );
    expect(before.companyTeam.isAdministrator).toBe(true);
    expect(before.companyTeam.members.map((m) => m.role)).toEqual(['admin']);
    const staff = await colleague();
    const seen = await ok<{ companyTeam: { isAdministrator: boolean; invitations: unknown[] } }>(server, staff, TEAM);
    expect(seen.companyTeam.isAdministrator).toBe(false);
    expect(seen.companyTeam.invitations).toEqual([]);
    // The colleague works the company's requests, not another company's.
    const received = await ok<{ receivedDocumentRequests: { uid: string }[] }>(server, staff, RECEIVED);
    expect(received.receivedDocumentRequests.map((r) => r.uid)).toEqual([requestUid]);
    // A 担当者 runs no users.
    expect(await refusedWith(server, staff, INVITE, { email: uniqueEmail('vendor.example.jp'), role: 'staff' })).toBe(
      'FORBIDDEN',
    );
    expect(await refusedWith(server, staff, REMOVE, { uid: admin.uid })).toBe('FORBIDDEN');
    expect(await refusedWith(server, staff, ROLE, { uid: staff.uid, role: 'admin' })).toBe('FORBIDDEN');
  });

  it('refuses a replayed link, another address, and the last 管理者 stepping down', async () => {
    const invitee = await verifyAddress(await signUp(uniqueEmail('vendor.example.jp')));
    const stranger = await verifyAddress(await signUp(uniqueEmail('vendor.example.jp')));
    const token = await inviteToken(invitee.email, 'staff');
    expect(await refusedWith(server, stranger, ACCEPT, { token })).toBe('FORBIDDEN');
    expect(await refusedWith(server, foreign, ACCEPT, { token })).toBe('FORBIDDEN');
    await ok(server, invitee, ACCEPT, { token });
    expect(await refusedWith(server, invitee, ACCEPT, { token })).toBe('CONFLICT');
    expect(await refusedWith(server, admin, ROLE, { uid: admin.uid, role: 'staff' })).toBe('CONFLICT');
    expect(await refusedWith(server, admin, REMOVE, { uid: admin.uid })).toBe('CONFLICT');
    expect(await refusedWith(server, admin, ROLE, { uid: admin.uid, role: 'owner' })).toBe('BAD_USER_INPUT');
    // Another company's user is not found from here.
    expect(await refusedWith(server, admin, ROLE, { uid: foreign.uid, role: 'staff' })).toBe('NOT_FOUND');
    expect(await refusedWith(server, admin, REMOVE, { uid: foreign.uid })).toBe('NOT_FOUND');
  });

  it('assigns a request to a colleague; both read the notes, nobody outside the company does', async () => {
    const staff = await colleague();
    const assigned = await ok<{ assignReceivedRequest: { assigneeUid: string } }>(server, admin, ASSIGN, {
      uid: requestUid,
      to: staff.uid,
    });
    expect(assigned.assignReceivedRequest.assigneeUid).toBe(staff.uid);
    await ok(server, staff, NOTE, { uid: requestUid, body: '来週、電話でご説明予定' });
    for (const reader of [admin, staff]) {
      const { receivedRequestHandlings } = await ok<{
        receivedRequestHandlings: { uid: string; assigneeUid: string; notes: { body: string }[] }[];
      }>(server, reader, HANDLINGS);
      expect(receivedRequestHandlings).toContainEqual(
        expect.objectContaining({
          uid: requestUid,
          assigneeUid: staff.uid,
          notes: [expect.objectContaining({ body: '来週、電話でご説明予定' })],
        }),
      );
    }
    // Another company: its list holds none of it, and the request is not found for it.
    const foreignView = await ok<{ receivedRequestHandlings: unknown[] }>(server, foreign, HANDLINGS);
    expect(foreignView.receivedRequestHandlings).toEqual([]);
    expect(await refusedWith(server, foreign, NOTE, { uid: requestUid, body: 'x' })).toBe('NOT_FOUND');
    expect(await refusedWith(server, foreign, ASSIGN, { uid: requestUid, to: null })).toBe('NOT_FOUND');
    // Nor can a request be given to another company's user.
    expect(await refusedWith(server, admin, ASSIGN, { uid: requestUid, to: foreign.uid })).toBe('NOT_FOUND');
    expect(await refusedWith(server, admin, ASSIGN, { uid: foreignRequestUid, to: staff.uid })).toBe('NOT_FOUND');
    expect(await refusedWith(server, admin, NOTE, { uid: requestUid, body: '   ' })).toBe('BAD_USER_INPUT');
    const audit = await server.dataSource.getRepository(AuditEvent).findBy({ action: 'document-request.note-added' });
    expect(audit.length).toBeGreaterThan(0);
  });

  it('removes a colleague: their token fails at once, and a new sign-in is no vendor', async () => {
    const leaver = await colleague();
    await ok(server, admin, ASSIGN, { uid: requestUid, to: leaver.uid });
    await ok(server, admin, REMOVE, { uid: leaver.uid });
    expect(await refusedWith(server, leaver, HANDLINGS)).toBe('UNAUTHENTICATED');
    expect(await refusedWith(server, leaver, NOTE, { uid: requestUid, body: '退出後のメモ' })).toBe('UNAUTHENTICATED');
    // Signed in again (a later second than the removal's sign-out), they are a member of nothing.
    await nextWholeSecond();
    const again = { ...leaver, token: await signInAccount(leaver) };
    expect(await refusedWith(server, again, HANDLINGS)).toBe('FORBIDDEN');
    expect(await refusedWith(server, again, RECEIVED)).toBe('FORBIDDEN');
    const csv = await fetch(`${server.url}/api/vendor/requests/export?format=csv`, {
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(csv.status).toBe(403);
    // Their assignment went back to nobody.
    const { receivedRequestHandlings } = await ok<{
      receivedRequestHandlings: { uid: string; assigneeUid: string | null }[];
    }>(server, admin, HANDLINGS);
    expect(receivedRequestHandlings.find((h) => h.uid === requestUid)?.assigneeUid).toBeNull();
    const removed = await server.dataSource
      .getRepository(AuditEvent)
      .findOneBy({ action: 'company-member.removed', entityId: leaver.uid });
    expect(removed).not.toBeNull();
  });
});
