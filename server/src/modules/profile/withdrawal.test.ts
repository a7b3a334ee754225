/**
 * 退会 with earned roles, beyond the profile itself (self-service.test.ts): what the privacy policy
 * promises is erased in the same transaction — the member's inquiries, every stored mail about
 * them, their alerts — and the member's ID token, still unexpired after the account is deleted
 * (an open tab), writes nothing back into the withdrawn profile.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  operatorAccount,
  publishedListing,
  registerMunicipal,
  signUp,
  vendorAccount,
  verifyAddress,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { item, newKey, submit } from '../document-request/document-request.test-support';
import { ERASED } from './withdrawal-erasure';

const DELETE = 'mutation($confirmEmail: String!) { deleteMyAccount(confirmEmail: $confirmEmail) }';
const INQUIRE = 'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }';
const SAVE = 'mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }';

/** A municipal member registered with personal values of their own, so none is shared by chance. */
async function member(server: TestServer) {
  const pick = (letters: string, count: number) =>
    [...randomBytes(count)].map((byte) => letters[byte % letters.length]).join('');
  const digits = () => String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0');
  const person = {
    lastName: pick('山川田中村林森松竹梅', 3),
    firstName: pick('花子春夏秋冬', 2),
    lastNameKana: pick('アイウエオカキクケコ', 4),
    firstNameKana: pick('サシスセソタチツテト', 3),
    telephone: `03-${digits()}-${digits()}`,
  };
  const account = await signUp(uniqueEmail('city.test.lg.jp'));
  await registerMunicipal(server, account, person);
  return { account: await verifyAddress(account), person };
}

describe.each(DATABASES)('退会 on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let listingId: string;

  beforeAll(async () => {
    // Session answers are reused for a minute, as a busy deployment may set it: the withdrawal
    // must still refuse the old token at once.
    server = await startTestServer({
      database,
      env: { REQUEST_REMINDER_SECONDS: '0', AUTH_STATUS_CACHE_SECONDS: '60', OPERATOR_EMAIL: 'ops@portal.test' },
    });
    operator = await operatorAccount(server);
    listingId = await publishedListing(server, await vendorAccount(server, operator), operator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('erases name, address and telephone from inquiries and stored mails, and stops the alerts', async () => {
    const { account, person } = await member(server);
    const name = `${person.lastName} ${person.firstName}`;
    const inquiry = await server.graphql<{ submitInquiry: { uid: string } }>(
      INQUIRE,
      {
        input: {
          name,
          organization: 'テスト市',
          email: account.email,
          telephone: person.telephone,
          inquiryType: 'usage',
          body: '資料ダウンロードの方法を教えてください。',
          privacyConsent: true,
          idempotencyKey: newKey(),
        },
      },
      account.token,
    );
    expect(inquiry.errors).toBeUndefined();
    const saved = await server.graphql(
      SAVE,
      { input: { section: 'grants', name: '防災', query: 'keyword=防災', alert: 'daily' } },
      account.token,
    );
    expect(saved.errors).toBeUndefined();
    const sent = await submit(server, account.token, { idempotencyKey: newKey(), items: [item(listingId)] });
    expect(sent.errors).toBeUndefined();

    const personal = [account.email, name, `${person.lastNameKana} ${person.firstNameKana}`, person.telephone];
    const mentioning = async () => {
      const mails = (await server.dataSource.query(
        'SELECT kind, to_address, reply_to, subject, body FROM mail_outbox',
      )) as Record<string, string | null>[];
      return mails.filter((mail) => Object.values(mail).some((v) => personal.some((p) => String(v).includes(p))));
    };
    // The mails were stored with the member's details: the operator's copy, the receipts, the vendor's.
    expect((await mentioning()).map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['inquiry.operator', 'request.vendor']),
    );

    const done = await server.graphql(DELETE, { confirmEmail: account.email }, account.token);
    expect(done.errors).toBeUndefined();

    expect(await mentioning()).toEqual([]);
    const [vendorMail] = (await server.dataSource.query(
      "SELECT body, reply_to FROM mail_outbox WHERE kind = 'request.vendor' AND ref_id = ?",
      [sent.data!.submitDocumentRequest[0]!.uid],
    )) as { body: string; reply_to: string | null }[];
    // The vendor keeps what the policy keeps: the organisation and what was asked.
    expect(vendorMail!.body).toContain('テスト市');
    expect(vendorMail!.body).toContain(`お名前：${ERASED}`);
    expect(vendorMail!.reply_to).toBeNull();

    const [stored] = (await server.dataSource.query(
      'SELECT name, email, telephone, organization, body FROM inquiries WHERE uid = ?',
      [inquiry.data!.submitInquiry.uid],
    )) as Record<string, string>[];
    expect(stored).toEqual({
      name: ERASED,
      email: '',
      telephone: '',
      organization: 'テスト市',
      body: '資料ダウンロードの方法を教えてください。',
    });

    const reply = await server.graphql(
      'mutation($uid: ID!) { replyToInquiry(uid: $uid, body: "ご連絡ありがとうございます。", done: true) { uid } }',
      { uid: inquiry.data!.submitInquiry.uid },
      operator.token,
    );
    expect(reply.errors?.[0]?.message).toBe('お問い合わせの送信者が退会したため、返信できません。');

    const alerts = (await server.dataSource.query(
      'SELECT alert, next_alert_at FROM saved_searches WHERE user_uid = ?',
      [account.uid],
    )) as { alert: string; next_alert_at: unknown }[];
    expect(alerts).toEqual([{ alert: 'off', next_alert_at: null }]);
  });

  it("the withdrawn member's still-valid token writes nothing back into the profile", async () => {
    const { account } = await member(server);
    // The tab was in use: the session answer and the profile are remembered for the token.
    expect((await server.graphql('{ me { email } }', {}, account.token)).errors).toBeUndefined();
    const done = await server.graphql(DELETE, { confirmEmail: account.email }, account.token);
    expect(done.errors).toBeUndefined();
    const profileRow = async () =>
      (
        (await server.dataSource.query(
          'SELECT email, telephone, is_municipality, municipal_status, withdrawn_at FROM user_profiles WHERE uid = ?',
          [account.uid],
        )) as Record<string, unknown>[]
      )[0];
    const withdrawn = await profileRow();
    const audited = async () =>
      (await server.dataSource.query('SELECT action FROM audit_events WHERE entity_id = ? ORDER BY id', [
        account.uid,
      ])) as { action: string }[];
    const auditedBefore = await audited();

    // The open tab keeps asking with the old token, which names the real address.
    for (const [query, variables] of [
      ['{ me { email } }', {}],
      ['mutation { syncProfileEmail { email } }', {}],
      ['mutation { updateMyTelephone(telephone: "03-5555-6666") { telephone } }', {}],
      [DELETE, { confirmEmail: account.email }],
    ] as const) {
      const answer = await server.graphql(query, variables, account.token);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const registered = await fetch(`${server.url}/api/auth/mun-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ uid: account.uid, email: account.email }),
    });
    expect(registered.ok).toBe(false);

    expect(await profileRow()).toEqual(withdrawn);
    expect(String(withdrawn!.email)).toMatch(/@withdrawn\.invalid$/);
    // Nothing audited after the withdrawal (before the fix: profile.email-changed).
    expect(await audited()).toEqual(auditedBefore);
    expect(auditedBefore.at(-1)?.action).toBe('profile.withdrawn');
  });
});
