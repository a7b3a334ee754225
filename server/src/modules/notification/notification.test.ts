/**
 * Notifications on the server, as municipal staff meet them: following a grant, an operator's
 * deadline change mailed once naming the old and new deadline with their weekdays, a withdrawal
 * said as such; a colleague's shortlist edit told to the list's follower; a daily digest gathering
 * the next changes into one mail; the one-click stop ending exactly that kind; a second address
 * that receives copies only once verified by its code. And the paths around each check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, bindDomain, memberAccount, municipalAccount, operatorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { DeliveryAddress } from './delivery-address.entity';
import { NotificationDelivery } from './notification-delivery';
import {
  call,
  dayFromNow,
  editGrant,
  FOLLOW,
  outbox,
  publishedGrant,
  refused,
  stopTokenOf,
} from './notification.test-support';
import { composeMessage } from '../../mail/transports';
import { dateWithWeekday } from './event-lines';

const SETTINGS = `{ notificationSettings { kinds { kind frequency } follows { topic topicId title }
  addresses { address role verified pausedAt } } }`;

describe.each(DATABASES)('notifications on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let tanto: Account;
  let kakaricho: Account;
  let member: Account;
  let delivery: NotificationDelivery;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ALERT_RUN_SECONDS: '0' } });
    operator = await operatorAccount(server);
    await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
    tanto = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    kakaricho = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    member = await memberAccount(server);
    delivery = new NotificationDelivery(server.dataSource, { publicUrl: server.env.publicUrl }, () => undefined);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('mails a followed grant’s new deadline once, naming the old and the new one with weekdays', async () => {
    const grant = await publishedGrant(server, operator);
    const { follow } = await call<{ follow: { message: string } }>(server, tanto, FOLLOW, {
      input: { topic: 'grants', topicId: grant.id },
    });
    expect(follow.message).toContain('メールでお知らせします（すぐに');
    const before = grant.values.applicationEnd;
    const after = dayFromNow(45);
    await editGrant(server, operator, grant.id, { ...grant.values, applicationEnd: after });
    await Promise.all([delivery.dispatch(), delivery.dispatch()]);
    await delivery.dispatch();
    const mails = await outbox(server, { to: tanto.email, kind: 'notification.record' });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(
      '【自治体ソリューションポータル】フォロー中の補助金・交付金「地域デジタル基盤整備補助金」が変更されました',
    );
    expect(mail!.body).toContain(
      `  締切: ${dateWithWeekday(before)} 17:00（日本時間） → ${dateWithWeekday(after)} 17:00（日本時間）`,
    );
    expect(mail!.body).toMatch(/（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 運営事務局）/);
    expect(mail!.body).toContain(`  ${server.env.publicUrl}/grants/shows/${grant.id}`);
    expect(mail!.body).toContain('  上限額: 上限 1,000万円');
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': `<${server.env.publicUrl}/api/notifications/stop?token=${stopTokenOf(mail!.body)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Not to the operator who made the change, nor to anyone not following.
    expect(await outbox(server, { to: kakaricho.email, kind: 'notification.record' })).toHaveLength(0);

    await call(server, operator, 'mutation($id: ID!, $r: String!) { withdrawGrant(id: $id, reason: $r) { id } }', {
      id: grant.id,
      r: '公募が中止されたため',
    });
    await delivery.dispatch();
    const [, withdrawn] = await outbox(server, { to: tanto.email, kind: 'notification.record' });
    expect(withdrawn!.subject).toContain('の掲載が終了しました');
    expect(withdrawn!.body).toContain('  掲載: 掲載中 → 掲載終了（理由: 公募が中止されたため）');
  });

  it('tells a shortlist’s follower who added, changed or removed what, and not the one who did it', async () => {
    const { createShortlist } = await call<{ createShortlist: { id: string } }>(
      server,
      tanto,
      'mutation { createShortlist(name: "防災の比較") { id } }',
    );
    await call(server, tanto, FOLLOW, { input: { topic: 'shortlists', topicId: createShortlist.id } });
    const [solution] = (await server.dataSource.query(
      "SELECT id, title FROM solutions WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as { id: number; title: string }[];
    const { addShortlistEntry } = await call<{ addShortlistEntry: { entries: { id: string }[] } }>(
      server,
      kakaricho,
      'mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { entries { id } } }',
      { input: { shortlistId: createShortlist.id, section: 'solutions', recordId: String(solution!.id) } },
    );
    await call(
      server,
      kakaricho,
      'mutation($input: ShortlistEntryUpdateInput!) { updateShortlistEntry(input: $input) { id } }',
      {
        input: { entryId: addShortlistEntry.entries[0]!.id, status: 'comparing' },
      },
    );
    await delivery.dispatch();
    const mails = await outbox(server, { to: tanto.email, kind: 'notification.shortlist' });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(
      '【自治体ソリューションポータル】共有リスト「防災の比較」が変更されました（試験 太郎）',
    );
    expect(mails[0]!.body).toContain(
      `  「${solution!.title}」（ソリューション） 追加: 検討状況「検討中」で追加しました`,
    );
    expect(mails[1]!.body).toContain(`  「${solution!.title}」（ソリューション） 検討状況: 検討中 → 比較中`);
    expect(mails[1]!.body).toContain(`${server.env.publicUrl}/mypage/shortlists`);
    expect(await outbox(server, { to: kakaricho.email, kind: 'notification.shortlist' })).toHaveLength(0);
  });

  it('gathers the next changes into one daily digest, once, even when the run is repeated', async () => {
    await call(
      server,
      tanto,
      'mutation { setNotificationFrequency(kind: "record", frequency: "daily") { kinds { kind } } }',
    );
    const grant = await publishedGrant(server, operator, { title: 'まとめて届く補助金' });
    await call(server, tanto, FOLLOW, { input: { topic: 'grants', topicId: grant.id } });
    await editGrant(server, operator, grant.id, { ...grant.values, applicationEnd: dayFromNow(40) });
    await editGrant(server, operator, grant.id, {
      ...grant.values,
      applicationEnd: dayFromNow(40),
      subsidyRateText: '3/4以内',
    });
    await delivery.dispatch();
    expect(await outbox(server, { to: tanto.email, kind: 'notification.record.digest' })).toHaveLength(0);
    expect(await delivery.digest()).toBe(0);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    await Promise.all([delivery.digest({ now: tomorrow }), delivery.digest({ now: tomorrow })]);
    const digests = await outbox(server, { to: tanto.email, kind: 'notification.record.digest' });
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(
      '【自治体ソリューションポータル】フォローした補助金・ソリューション・事例の変更（1日分・2件）',
    );
    expect(digests[0]!.body).toContain('  補助率: 2/3以内 → 3/4以内');
    expect(digests[0]!.body).toContain(`→ ${dateWithWeekday(dayFromNow(40))}`);
    await call(
      server,
      tanto,
      'mutation { setNotificationFrequency(kind: "record", frequency: "immediate") { kinds { kind } } }',
    );
  });

  it('stops exactly one kind for its user with the one-click POST, and refuses guesses and other users', async () => {
    const [mail] = await outbox(server, { to: tanto.email, kind: 'notification.record' });
    const token = stopTokenOf(mail!.body);
    const STOP = 'mutation($t: String!) { stopNotification(token: $t) { kind message } }';
    const foreign = await refused(server, kakaricho, STOP, { t: token });
    expect(foreign).toEqual({
      code: 'FORBIDDEN',
      message: 'このリンクは別の利用者あてのメールのものです。何も変更していません。',
    });
    const guessed = await refused(server, null, STOP, { t: `${token.slice(0, -4)}AAAA` });
    expect(guessed.code).toBe('BAD_USER_INPUT');
    expect((await refused(server, null, STOP, { t: 'x' })).code).toBe('BAD_USER_INPUT');

    const response = await fetch(`${server.url}/api/notifications/stop?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { message: string } }).data.message).toBe(
      '「フォローした補助金・ソリューション・事例の変更」のメールを止めました。ほかの種類のメールはこれまでどおり届きます。',
    );
    const { notificationSettings } = await call<{
      notificationSettings: { kinds: { kind: string; frequency: string }[] };
    }>(server, tanto, SETTINGS);
    expect(notificationSettings.kinds).toEqual([
      { kind: 'record', frequency: 'never' },
      { kind: 'shortlist', frequency: 'immediate' },
      { kind: 'grant-deadline', frequency: 'immediate' },
      { kind: 'document-update', frequency: 'immediate' },
    ]);
    const second = await fetch(`${server.url}/api/notifications/stop?token=${token}`, { method: 'POST' });
    expect(((await second.json()) as { data: { message: string } }).data.message).toMatch(/に使われ、そのとき/);
    await call(
      server,
      tanto,
      'mutation { setNotificationFrequency(kind: "record", frequency: "immediate") { kinds { kind } } }',
    );
  });

  it('refuses following what the caller may not read: a member’s solution, another municipality’s list', async () => {
    const [solution] = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as { id: number }[];
    const asMember = await refused(server, member, FOLLOW, {
      input: { topic: 'solutions', topicId: String(solution!.id) },
    });
    expect(asMember.code).toBe('FORBIDDEN');
    const hakodate = await municipalAccount(server, uniqueEmail('city.hakodate-x.lg.jp'), '函館市');
    await bindDomain(server, operator, hakodate.email.split('@')[1]!, '函館市');
    const { shortlists } = await call<{ shortlists: { id: string }[] }>(server, tanto, '{ shortlists { id } }');
    const foreign = await refused(server, hakodate, FOLLOW, {
      input: { topic: 'shortlists', topicId: shortlists[0]!.id },
    });
    expect(foreign.code).toBe('NOT_FOUND');
    const unknown = await refused(server, tanto, FOLLOW, { input: { topic: 'grants', topicId: '999999' } });
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('sends copies to a second address only once its code is verified; a wrong or expired code verifies nothing', async () => {
    const lgwan = uniqueEmail('city.sapporo.lgwan.jp');
    await call(server, tanto, 'mutation($a: String!) { addDeliveryAddress(address: $a) { kinds { kind } } }', {
      a: lgwan,
    });
    const [codeMail] = await outbox(server, { to: lgwan, kind: 'notification.address-code' });
    const code = /確認コード: (\d{6})/.exec(codeMail!.body)![1]!;
    const VERIFY = 'mutation($c: String!) { verifyDeliveryAddress(code: $c) { addresses { address verified } } }';
    const wrong = await refused(server, tanto, VERIFY, { c: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe('BAD_USER_INPUT');
    // Another user cannot verify it with the right code: it is not their address.
    expect((await refused(server, kakaricho, VERIFY, { c: code })).code).toBe('NOT_FOUND');

    const grant = await publishedGrant(server, operator, { title: '配信先の確認用の補助金' });
    await call(server, tanto, FOLLOW, { input: { topic: 'grants', topicId: grant.id } });
    await editGrant(server, operator, grant.id, { ...grant.values, amountText: '上限 2,000万円' });
    await delivery.dispatch();
    expect(await outbox(server, { to: lgwan, kind: 'notification.record' })).toHaveLength(0);

    await server.dataSource
      .getRepository(DeliveryAddress)
      .update({ address: lgwan }, { codeExpiresAt: new Date(Date.now() - 1000) });
    const expired = await refused(server, tanto, VERIFY, { c: code });
    expect(expired.message).toContain('有効期限');
    await server.dataSource
      .getRepository(DeliveryAddress)
      .update({ address: lgwan }, { codeExpiresAt: new Date(Date.now() + 600_000) });
    const { verifyDeliveryAddress } = await call<{
      verifyDeliveryAddress: { addresses: { address: string; verified: boolean }[] };
    }>(server, tanto, VERIFY, { c: code });
    expect(verifyDeliveryAddress.addresses).toEqual([
      { address: tanto.email, verified: true },
      { address: lgwan, verified: true },
    ]);
    await editGrant(server, operator, grant.id, { ...grant.values, amountText: '上限 3,000万円' });
    await delivery.dispatch();
    const copies = await outbox(server, { to: lgwan, kind: 'notification.record' });
    expect(copies).toHaveLength(1);
    expect(copies[0]!.body).toContain('上限額: 上限 2,000万円 → 上限 3,000万円');
  });

  it('renders every kind of mail as one plain UTF-8 text part, readable in the raw message, with full addresses', async () => {
    const rows = await outbox(server);
    const kinds = [...new Set(rows.map((row) => row.kind).filter((kind) => kind.startsWith('notification.')))].sort();
    expect(kinds).toEqual([
      'notification.address-code',
      'notification.record',
      'notification.record.digest',
      'notification.shortlist',
    ]);
    for (const kind of kinds) {
      const row = rows.find((r) => r.kind === kind)!;
      const raw = (
        await composeMessage({
          messageId: `<outbox-${row.id}@portal.test>`,
          from: '自治体ソリューションポータル <no-reply@portal.test>',
          to: row.toAddress,
          replyTo: null,
          subject: row.subject,
          text: row.body,
          kind: row.kind,
          headers: row.headers,
        })
      ).toString('utf8');
      expect(raw, kind).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
      expect(raw, kind).toMatch(/^Content-Transfer-Encoding: 8bit$/m);
      expect(raw, kind).not.toMatch(/text\/html|multipart|<img|<a /i);
      expect(raw, kind).not.toMatch(/bit\.ly|tinyurl|t\.co\/|goo\.gl|is\.gd/);
      // The body as written: Japanese and full addresses in the raw bytes.
      expect(raw, kind).toContain(row.body.split('\n').slice(0, 3).join('\r\n'));
      expect(raw, kind).toContain(`${server.env.publicUrl}/mypage/notifications`);
    }
  });
});
