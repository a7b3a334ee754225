/**
 * The operator console through real HTTP, a real SMTP server and the Auth emulator, with roles
 * earned as users earn them: approval bound to the verified address, a decline whose reason is
 * mailed, disable/enable refused at once even with cached session answers, inquiries answered
 * from the console, and the audit log that records who, when and why for each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  memberAccount,
  operatorAccount,
  publishedListing,
  registerMunicipal,
  signInAccount,
  signUp,
  vendorAccount,
  verifyAddress,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { RECEIPT_NUMBER_PATTERN } from '../../lib/receipt-number';

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(result.errors?.[0]?.extensions?.code ?? 'OK');

describe.each(DATABASES)('operator console on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let operator: Account;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      seed: 'reference',
      // Cached session answers: a disable must still take effect at once in this process.
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), AUTH_STATUS_CACHE_SECONDS: '60' },
    });
    operator = await operatorAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const audit = (entityId: string) =>
    server.dataSource.query('SELECT actor_uid, action, data FROM audit_events WHERE entity_id = ? ORDER BY id', [
      entityId,
    ]) as Promise<{ actor_uid: string; action: string; data: string }[]>;

  it('lists waiting members with their domain, searchable and paged', async () => {
    const member = await memberAccount(server);
    const result = await server.graphql<{
      membersAwaitingApproval: { total: number; items: { uid: string; emailDomain: string; emailVerified: boolean }[] };
    }>(
      'query($s: String) { membersAwaitingApproval(search: $s, limit: 5) { total items { uid emailDomain emailVerified } } }',
      { s: member.email },
      operator.token,
    );
    expect(result.data?.membersAwaitingApproval).toEqual({
      total: 1,
      items: [{ uid: member.uid, emailDomain: member.email.split('@')[1], emailVerified: true }],
    });
    const tooMany = await server.graphql('{ membersAwaitingApproval(limit: 1000) { total } }', {}, operator.token);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('approves only for the verified address; the member is then municipal', async () => {
    const unverified = await signUp();
    await registerMunicipal(server, unverified);
    const APPROVE = 'mutation($uid: ID!) { approveMunicipalMember(uid: $uid) { municipalStatus } }';
    expect(codeOf(await server.graphql(APPROVE, { uid: unverified.uid }, operator.token))).toBe('CONFLICT');
    const verified = await verifyAddress(unverified);
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, verified.token))).toBe('FORBIDDEN');
    expect(codeOf(await server.graphql(APPROVE, { uid: verified.uid }, operator.token))).toBe('OK');
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, verified.token))).toBe('OK');
    const events = await audit(verified.uid);
    expect(events.at(-1)).toMatchObject({ actor_uid: operator.uid, action: 'profile.municipal-approved' });
    expect(events.at(-1)!.data).toContain(verified.email.toLowerCase());
  });

  it('declines with a reason mailed to the member and audited; an empty reason changes nothing', async () => {
    const member = await memberAccount(server);
    const DECLINE =
      'mutation($uid: ID!, $r: String!) { declineMunicipalMember(uid: $uid, reason: $r) { municipalStatus } }';
    expect(codeOf(await server.graphql(DECLINE, { uid: member.uid, r: '  ' }, operator.token))).toBe('BAD_USER_INPUT');
    expect(await audit(member.uid)).toHaveLength(1);
    const declined = await server.graphql<{ declineMunicipalMember: { municipalStatus: string } }>(
      DECLINE,
      { uid: member.uid, r: '所属を確認できませんでした。' },
      operator.token,
    );
    expect(declined.data?.declineMunicipalMember.municipalStatus).toBe('declined');
    const [mail] = await smtp.waitFor(1, (m) => m.kind === 'profile.municipal-declined' && m.to === member.email);
    expect(mail!.text).toContain('所属を確認できませんでした。');
    expect((await audit(member.uid)).at(-1)).toMatchObject({
      actor_uid: operator.uid,
      action: 'profile.municipal-declined',
    });
    expect(codeOf(await server.graphql(DECLINE, { uid: member.uid, r: '再度' }, operator.token))).toBe('CONFLICT');
  });

  it('disables a user, who is refused at once despite cached answers, and enables them again', async () => {
    const member = await memberAccount(server);
    expect(codeOf(await server.graphql('{ grantCount }', {}, member.token))).toBe('OK');
    const found = await server.graphql<{ users: { uid: string; role: string; disabled: boolean }[] }>(
      'query($e: String!) { users(email: $e) { uid role disabled } }',
      { e: member.email },
      operator.token,
    );
    expect(found.data?.users).toEqual([{ uid: member.uid, role: 'member', disabled: false }]);
    const DISABLE = 'mutation($uid: ID!, $r: String!) { disableUser(uid: $uid, reason: $r) { disabled } }';
    const ENABLE = 'mutation($uid: ID!, $r: String!) { enableUser(uid: $uid, reason: $r) { disabled } }';
    expect(codeOf(await server.graphql(DISABLE, { uid: member.uid, r: '' }, operator.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await server.graphql(DISABLE, { uid: operator.uid, r: '試験' }, operator.token))).toBe('CONFLICT');
    // A malformed uid names no account: not found, never "the service is unavailable" (found by api.fuzz).
    for (const uid of ['', 'x'.repeat(200)]) {
      expect(codeOf(await server.graphql(DISABLE, { uid, r: '試験' }, operator.token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await server.graphql(DISABLE, { uid: member.uid, r: '不正利用の疑い' }, operator.token))).toBe('OK');
    expect(codeOf(await server.graphql('{ grantCount }', {}, member.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.graphql(ENABLE, { uid: member.uid, r: '確認済み' }, operator.token))).toBe('OK');
    const again = await signInAccount(member);
    expect(codeOf(await server.graphql('{ grantCount }', {}, again))).toBe('OK');
    expect((await audit(member.uid)).slice(-2).map((e) => [e.action, JSON.parse(e.data).reason])).toEqual([
      ['account.disabled', '不正利用の疑い'],
      ['account.enabled', '確認済み'],
    ]);
  });

  it('gives a changed published listing its published values, categories included, for the diff', async () => {
    const vendor = await vendorAccount(server, operator);
    const id = await publishedListing(server, vendor, operator);
    const FILE = 'key name kind';
    const read = await server.graphql<{ listing: { values: Record<string, unknown> & { description: string } } }>(
      `query($id: ID!) { listing(id: $id) { values { title description categoryIds areaIds detailItems titleItems
        explainItems videoUrl offices { officeName address } thumbnail { ${FILE} } images { ${FILE} }
        video { ${FILE} } document { ${FILE} } } } }`,
      { id },
      vendor.token,
    );
    const values = read.data!.listing.values;
    const changed = await server.graphql(
      'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id } }',
      { id, input: { ...values, description: `${values.description}追記しました。` } },
      vendor.token,
    );
    expect(codeOf(changed)).toBe('OK');
    const review = await server.graphql<{
      listingsForReview: {
        id: string;
        values: { description: string };
        publishedValues: { description: string; categoryIds: string[]; areaIds: string[] } | null;
      }[];
    }>(
      '{ listingsForReview { id values { description } publishedValues { description categoryIds areaIds } } }',
      {},
      operator.token,
    );
    const item = review.data!.listingsForReview.find((listing) => listing.id === id)!;
    expect(item.values.description).toBe(`${values.description}追記しました。`);
    expect(item.publishedValues).toEqual({
      description: values.description,
      categoryIds: values.categoryIds,
      areaIds: values.areaIds,
    });
  });

  it('answers an inquiry from the console: mail, status and audit; the log finds it by actor and action', async () => {
    const member = await memberAccount(server);
    const sent = await server.graphql<{ submitInquiry: { uid: string } }>(
      'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }',
      {
        input: {
          name: '会員 花子',
          organization: 'テスト市',
          email: member.email,
          telephone: '03-0000-0000',
          inquiryType: 'usage',
          body: '使い方を教えてください。',
          privacyConsent: true,
          idempotencyKey: `operator-test-${member.uid}`,
        },
      },
      member.token,
    );
    const uid = sent.data!.submitInquiry.uid;
    expect(uid).toMatch(RECEIPT_NUMBER_PATTERN);
    const LIST = 'query($s: String, $st: String) { inquiries(search: $s, status: $st) { total items { uid status } } }';
    const open = await server.graphql<{ inquiries: { items: { uid: string; status: string }[] } }>(
      LIST,
      { s: uid, st: 'open' },
      operator.token,
    );
    expect(open.data?.inquiries.items).toEqual([{ uid, status: 'open' }]);
    const replied = await server.graphql<{ replyToInquiry: { status: string } }>(
      'mutation($uid: ID!) { replyToInquiry(uid: $uid, body: "こちらの手順をご覧ください。") { status } }',
      { uid },
      operator.token,
    );
    expect(replied.data?.replyToInquiry.status).toBe('in_progress');
    const [mail] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.reply' && m.to === member.email);
    expect(mail!.text).toContain('こちらの手順をご覧ください。');
    expect(mail!.subject).toContain(uid);
    const closed = await server.graphql(
      'mutation($uid: ID!) { setInquiryStatus(uid: $uid, status: "done", note: "回答済み") { status } }',
      { uid },
      operator.token,
    );
    expect(codeOf(closed)).toBe('OK');
    const bad = await server.graphql(
      'mutation($uid: ID!) { setInquiryStatus(uid: $uid, status: "lost") { status } }',
      {
        uid,
      },
      operator.token,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const log = await server.graphql<{ auditEvents: { total: number; items: { action: string; actorUid: string }[] } }>(
      'query($f: AuditEventFilter) { auditEvents(filter: $f) { total items { action actorUid } } }',
      { f: { actor: operator.email, action: 'inquiry.', entityId: uid } },
      operator.token,
    );
    expect(log.data?.auditEvents.items).toEqual([
      { action: 'inquiry.status-changed', actorUid: operator.uid },
      { action: 'inquiry.replied', actorUid: operator.uid },
    ]);
  });
});
