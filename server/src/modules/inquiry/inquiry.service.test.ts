/**
 * Inquiries to the operator through real HTTP with a real SMTP server: visitors and members,
 * validation with the shared rules, idempotency, receipts that relay nothing to an address nobody
 * verified, and the per-account and per-IP limits (a claimed address is never a lock-out key).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../document-request/document-request.test-support';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { pino } from 'pino';
import { createRateLimiter } from '../../rate-limit/limiter';
import { limitInquiriesWith } from './inquiry-rate-limit';
import { mailSettled } from '../../test/settled';

const SUBMIT = `mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid inquiryType email createdAt } }`;

function input(extra: Record<string, unknown> = {}) {
  return {
    name: '問合 太郎',
    organization: 'テスト町役場',
    email: `inquiry-${randomBytes(4).toString('hex')}@town.test.lg.jp`,
    telephone: '0120-000-000',
    inquiryType: 'usage',
    body: '資料ダウンロードの方法を教えてください。',
    privacyConsent: true,
    idempotencyKey: randomBytes(16).toString('base64url'),
    ...extra,
  };
}

describe.each(DATABASES)('inquiries on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      seed: 'reference',
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        OPERATOR_EMAIL: 'ops@portal.test',
        RATE_LIMITS: 'inquiry.account=5/3600',
        TRUST_PROXY: 'loopback',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const send = (values: Record<string, unknown>, token?: string) =>
    server.graphql<{ submitInquiry: { uid: string; email: string } }>(SUBMIT, { input: values }, token);
  /** An anonymous inquiry from another client address (the test server trusts its loopback proxy). */
  const sendFrom = async (ip: string, values: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: SUBMIT, variables: { input: values } }),
    });
    return { status: response.status, ...((await response.json()) as { errors?: unknown[] }) };
  };
  const ATTACK = {
    name: '至急ご確認ください',
    organization: 'セキュリティ窓口',
    telephone: '0120-999-999',
    body: 'アカウントが停止されます。https://evil.example/login から再設定してください。',
  };

  it('stores a visitor inquiry, mails the operator and sends the sender a receipt', async () => {
    const values = input({ body: '1行目\n2行目' });
    const result = await send(values);
    expect(result.errors).toBeUndefined();
    const uid = result.data!.submitInquiry.uid;
    const [operatorMail] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.operator' && m.text.includes(uid));
    expect(operatorMail!.to).toBe('ops@portal.test');
    expect(operatorMail!.replyTo).toBe(values.email);
    expect(operatorMail!.subject).toContain('サイトの使い方について');
    expect(operatorMail!.text).toContain('    1行目\n    2行目');
    expect(operatorMail!.text).toContain('会員登録のない方');
    const [receipt] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.receipt' && m.to === values.email);
    expect(receipt!.text).toContain(uid);
    expect(operatorMail!.text).toContain('メールアドレスは確認されていません');
    const [audit] = (await server.dataSource.query(
      "SELECT actor_uid FROM audit_events WHERE action = 'inquiry.created' AND entity_id = ?",
      [uid],
    )) as [{ actor_uid: string | null }];
    expect(audit.actor_uid).toBeNull();
  });

  it('records the member who asked', async () => {
    const member = await server.user({ profile: {} });
    const result = await send(input({ email: member.email }), member.token);
    const [row] = (await server.dataSource.query('SELECT user_uid FROM inquiries WHERE uid = ?', [
      result.data!.submitInquiry.uid,
    ])) as [{ user_uid: string }];
    expect(row.user_uid).toBe(member.uid);
  });

  it('returns the first inquiry for a repeated key and stores nothing new', async () => {
    const values = input();
    const first = await send(values);
    const inquiries = await countRows(server, 'inquiries');
    const again = await Promise.all([send(values), send(values)]);
    for (const result of again) expect(result.data?.submitInquiry.uid).toBe(first.data!.submitInquiry.uid);
    expect(await countRows(server, 'inquiries')).toBe(inquiries);
  });

  it('refuses bad input with the shared validators’ messages and stores nothing', async () => {
    const before = await countRows(server, 'inquiries');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '' }, 'name', /お名前を入力/],
      [{ email: 'not-an-address' }, 'email', /メールアドレスの形式/],
      [{ telephone: 'abc' }, 'telephone', /電話番号/],
      [{ inquiryType: 'spam' }, 'inquiryType', /選択できない/],
      [{ body: 'あ'.repeat(10_000) }, 'body', /2000文字以内/],
      [{ body: '   ' }, 'body', /入力してください/],
      [{ privacyConsent: false }, 'privacyConsent', /プライバシーポリシー/],
      [{ idempotencyKey: 'short' }, 'idempotencyKey', /再読み込み/],
    ];
    for (const [change, field, message] of cases) {
      const result = await send(input(change));
      expect(result.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect((result.errors?.[0]?.extensions?.fields as Record<string, string>)[field], field).toMatch(message);
    }
    expect(await countRows(server, 'inquiries')).toBe(before);
  });

  it('sends an address nobody verified a fixed receipt, with none of the sender’s text', async () => {
    const victim = `victim-${randomBytes(4).toString('hex')}@city.test.lg.jp`;
    const result = await sendFrom('203.0.113.10', input({ ...ATTACK, email: victim }));
    expect(result.errors).toBeUndefined();
    const [receipt] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.receipt' && m.to === victim);
    for (const text of [...Object.values(ATTACK), 'evil.example', 'https://', '停止']) {
      expect(receipt!.text).not.toContain(text);
      expect(receipt!.subject).not.toContain(text);
    }
    expect(receipt!.text).toContain('お心当たりのない場合');
    // The operator still reads the whole inquiry, warned that the address is only claimed.
    const [forOperator] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.operator' && m.replyTo === victim);
    expect(forOperator!.text).toContain('https://evil.example/login');
  });

  it('quotes the inquiry only to a signed-in sender whose own verified address it is', async () => {
    const member = await server.user({ profile: {} });
    const own = await send(
      input({ email: member.email, body: '自分宛ての控え https://portal.example/x' }),
      member.token,
    );
    expect(own.errors).toBeUndefined();
    const [copy] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.receipt' && m.to === member.email);
    expect(copy!.text).toContain('自分宛ての控え https://portal.example/x');

    const other = `other-${randomBytes(4).toString('hex')}@example.jp`;
    await send(input({ email: other, body: '他人宛て https://evil.example/' }), member.token);
    const unverified = await server.user({ emailVerified: false, profile: {} });
    await send(input({ email: unverified.email, body: '未確認 https://evil.example/' }), unverified.token);
    for (const to of [other, unverified.email]) {
      const [receipt] = await smtp.waitFor(1, (m) => m.kind === 'inquiry.receipt' && m.to === to);
      expect(receipt!.text).not.toContain('https://evil.example/');
    }
  });

  it('never locks an address out: strangers naming it do not use up its owner’s inquiries', async () => {
    const owner = await server.user({ profile: {} });
    for (let i = 0; i < 21; i++) {
      expect((await sendFrom('198.51.100.20', input({ ...ATTACK, email: owner.email }))).errors).toBeUndefined();
    }
    const own = await send(input({ email: owner.email }), owner.token);
    expect(own.status).toBe(200);
    expect(own.errors).toBeUndefined();
    const anonymous = await sendFrom('198.51.100.21', input({ email: owner.email }));
    expect(anonymous.errors).toBeUndefined();
    // Nor can they flood it: past a few receipts to the unverified address, none is mailed.
    await smtp.waitFor(1, (m) => m.kind === 'inquiry.receipt' && m.to === owner.email && m.text.includes('控え'));
    await mailSettled(server.dataSource);
    const fixed = smtp.messages.filter((m) => m.kind === 'inquiry.receipt' && m.to === owner.email);
    expect(fixed.length).toBeLessThanOrEqual(6);
  });

  it('limits inquiries per account with a clear Japanese message', async () => {
    const member = await server.user({ profile: {} });
    for (let i = 0; i < 5; i++) expect((await send(input(), member.token)).errors).toBeUndefined();
    const refused = await send(input({ email: member.email }), member.token);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toContain('お問い合わせの送信が短時間に続いたため');
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect((await sendFrom('192.0.2.30', input({ email: member.email }))).errors).toBeUndefined();
  });
});

describe('inquiry rate limit', () => {
  it('counts per IP across accounts and visitors, with the same Japanese message', async () => {
    const limiter = createRateLimiter(
      { RATE_LIMITS: 'inquiry.ip=2/60', RATE_LIMIT_REDIS_PREFIX: 'test' },
      pino({ level: 'silent' }),
    );
    const limit = limitInquiriesWith(limiter);
    await limit.consume({ uid: 'member-a', ip: '192.0.2.1' });
    await limit.consume({ uid: null, ip: '192.0.2.1' });
    await expect(limit.consume({ uid: null, ip: '192.0.2.1' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('受け付けを一時停止'),
    });
    await limit.consume({ uid: null, ip: '192.0.2.2' });
    await limiter.close();
  });

  it('mails only a few receipts to one unverified address, whoever names it', async () => {
    const limiter = createRateLimiter(
      { RATE_LIMITS: 'inquiryReceipt.account=2/60', RATE_LIMIT_REDIS_PREFIX: 'test' },
      pino({ level: 'silent' }),
    );
    const limit = limitInquiriesWith(limiter);
    expect(await limit.mayMailReceipt('Victim@example.jp', '192.0.2.1')).toBe(true);
    expect(await limit.mayMailReceipt('victim@example.jp', '192.0.2.2')).toBe(true);
    expect(await limit.mayMailReceipt(' victim@EXAMPLE.jp', '192.0.2.3')).toBe(false);
    expect(await limit.mayMailReceipt('other@example.jp', '192.0.2.3')).toBe(true);
    await limiter.close();
  });
});
