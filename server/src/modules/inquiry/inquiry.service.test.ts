/**
 * Inquiries to the operator through real HTTP with a real SMTP server: visitors and members,
 * validation with the shared rules, idempotency, and the per-address and per-IP limits.
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
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const send = (values: Record<string, unknown>, token?: string) =>
    server.graphql<{ submitInquiry: { uid: string; email: string } }>(SUBMIT, { input: values }, token);

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

  it('limits inquiries per address with a clear Japanese message', async () => {
    const email = `busy-${randomBytes(4).toString('hex')}@example.jp`;
    for (let i = 0; i < 5; i++) expect((await send(input({ email }))).errors).toBeUndefined();
    const refused = await send(input({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toContain('お問い合わせの送信が短時間に続いたため');
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect((await send(input())).errors).toBeUndefined();
  });
});

describe('inquiry rate limit', () => {
  it('counts per IP across addresses, with the same Japanese message', async () => {
    const limiter = createRateLimiter(
      { RATE_LIMITS: 'inquiry.ip=2/60', RATE_LIMIT_REDIS_PREFIX: 'test' },
      pino({ level: 'silent' }),
    );
    const limit = limitInquiriesWith(limiter);
    await limit.consume({ email: 'a@example.jp', ip: '192.0.2.1' });
    await limit.consume({ email: 'b@example.jp', ip: '192.0.2.1' });
    await expect(limit.consume({ email: 'c@example.jp', ip: '192.0.2.1' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('受け付けを一時停止'),
    });
    await limit.consume({ email: 'c@example.jp', ip: '192.0.2.2' });
    await limiter.close();
  });
});
