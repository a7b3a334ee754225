/**
 * Member self-service with earned roles: telephone change through the shared validator, the
 * document-update opt-out, and 退会 — refused without the caller's own address and for operators,
 * allowed to every other signed-in role; it clears the profile, reduces the requester details of
 * past requests for the vendor, and deletes the identity-provider account (emulator).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { item, newKey, submit } from '../document-request/document-request.test-support';

const DELETE = 'mutation($confirmEmail: String!) { deleteMyAccount(confirmEmail: $confirmEmail) }';

describe.each(DATABASES)('member self-service on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account & { companyId: string };
  let listingId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { REQUEST_REMINDER_SECONDS: '0' } });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listingId = await publishedListing(server, vendor, operator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('changes the telephone number with the shared validator, audited', async () => {
    const member = await municipalAccount(server);
    const bad = await server.graphql(
      'mutation { updateMyTelephone(telephone: "abc") { telephone } }',
      {},
      member.token,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/電話番号/);
    const good = await server.graphql<{ updateMyTelephone: { telephone: string } }>(
      'mutation { updateMyTelephone(telephone: " 03-9876-5432 ") { telephone } }',
      {},
      member.token,
    );
    expect(good.data?.updateMyTelephone.telephone).toBe('03-9876-5432');
    const audit = (await server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_id = ? AND action = 'profile.telephone-changed'",
      [member.uid],
    )) as unknown[];
    expect(audit).toHaveLength(1);
  });

  it('turns the document-update mails off and on', async () => {
    const member = await municipalAccount(server);
    const off = await server.graphql<{ setDocumentUpdateMails: { notifyDocumentUpdates: boolean } }>(
      'mutation { setDocumentUpdateMails(enabled: false) { notifyDocumentUpdates } }',
      {},
      member.token,
    );
    expect(off.data?.setDocumentUpdateMails.notifyDocumentUpdates).toBe(false);
    const me = await server.graphql<{ me: { notifyDocumentUpdates: boolean } }>(
      '{ me { notifyDocumentUpdates } }',
      {},
      member.token,
    );
    expect(me.data?.me.notifyDocumentUpdates).toBe(false);
  });

  it('refuses 退会 without the caller’s own address, and for operators', async () => {
    const member = await municipalAccount(server);
    const wrong = await server.graphql(DELETE, { confirmEmail: 'someone@example.jp' }, member.token);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await expect(server.identity.auth.getUser(member.uid)).resolves.toBeTruthy();
    const asOperator = await server.graphql(DELETE, { confirmEmail: operator.email }, operator.token);
    expect(asOperator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.graphql(DELETE, { confirmEmail: 'x@example.jp' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('withdraws a municipal member: profile cleared, requests kept for the vendor without personal data, account deleted', async () => {
    const member = await municipalAccount(server);
    const sent = await submit(server, member.token, { idempotencyKey: newKey(), items: [item(listingId)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    const done = await server.graphql<{ deleteMyAccount: boolean }>(
      DELETE,
      { confirmEmail: member.email.toUpperCase() },
      member.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.deleteMyAccount).toBe(true);
    await expect(server.identity.auth.getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const [profile] = (await server.dataSource.query(
      'SELECT email, telephone, last_name, first_name, is_municipality, withdrawn_at FROM user_profiles WHERE uid = ?',
      [member.uid],
    )) as Record<string, unknown>[];
    expect(profile).toMatchObject({ telephone: '', first_name: '' });
    expect(String(profile!.email)).not.toContain(member.email.split('@')[0]);
    expect(Boolean(Number(profile!.is_municipality))).toBe(false);
    expect(profile!.withdrawn_at).not.toBeNull();

    const received = await server.graphql<{
      receivedDocumentRequests: { uid: string; requesterSnapshot: Record<string, string> }[];
    }>(
      '{ receivedDocumentRequests { uid requesterSnapshot { email telephone lastName firstName organization division } } }',
      {},
      vendor.token,
    );
    const kept = received.data!.receivedDocumentRequests.find((r) => r.uid === request.uid)!;
    expect(kept.requesterSnapshot).toMatchObject({ email: '', telephone: '', firstName: '', lastName: '（退会済み）' });
    expect(kept.requesterSnapshot.organization).not.toBe('');
    const audit = (await server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_id = ? AND action = 'profile.withdrawn'",
      [member.uid],
    )) as unknown[];
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['member', (s: TestServer) => memberAccount(s)],
    ['trial', (s: TestServer) => trialAccount(s)],
    ['vendor', (s: TestServer) => vendorAccount(s, operator)],
  ] as const)('lets an earned %s withdraw', async (_role, earn) => {
    const account = await earn(server);
    const done = await server.graphql(DELETE, { confirmEmail: account.email }, account.token);
    expect(done.errors).toBeUndefined();
    await expect(server.identity.auth.getUser(account.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
