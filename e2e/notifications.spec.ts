/**
 * Notifications in Chromium with the real SMTP server, as municipal staff meet them: a grant is
 * followed from its detail screen, an operator changes its deadline in the editor, and one mail
 * names the old and the new deadline with their weekdays (plain UTF-8 text, readable in the raw
 * message, RFC 8058 headers); a colleague adds an entry to a shared list and its follower is told;
 * after switching to a daily digest the next changes arrive in one mail; the one-click POST stops
 * exactly that kind. Screenshots at 1280 and 375 px when NOTIFICATIONS_SHOTS names a folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './auth-support';
import { Database } from './support/sqlite';
import { bindDomains, municipalStaff, SAPPORO_DOMAIN, type StaffAccount } from './my-portal-support';
import { waitForMails } from './requests-support';
import { openSignedIn } from './support/auth';
import { runGraphql } from './support/hooks';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.NOTIFICATIONS_SHOTS;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** 2027年1月15日（金） from YYYY-MM-DD. */
function withWeekday(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${y}年${m}月${d}日（${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}）`;
}

function japanDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function signedIn(browser: Browser, account: StaffAccount, where: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password);
  await page.goto(where);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/notifications-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function rawOf(file: string): string {
  return fs.readFileSync(path.join(process.env.E2E_MAIL_DIR!, file), 'utf8');
}

let tanto: StaffAccount;
let kakaricho: StaffAccount;
let grant: { id: number; title: string; applicationEnd: string; applicationEndTime: string | null };

test.beforeAll(async ({ baseURL }) => {
  await bindDomains(baseURL!, { [SAPPORO_DOMAIN]: '札幌市' });
  tanto = await municipalStaff(baseURL!, '札幌市', '通知');
  kakaricho = await municipalStaff(baseURL!, '札幌市', '同僚');
  const database = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'), { readonly: true });
  grant = database
    .prepare(
      "SELECT id, title, application_end AS applicationEnd, application_end_time AS applicationEndTime FROM grants WHERE status = 'published' AND application_end >= ? ORDER BY id DESC LIMIT 1",
    )
    .get(japanDay(20)) as typeof grant;
  database.close();
});

async function changeDeadline(page: Page, day: string): Promise<void> {
  await page.goto(`/operator/grants/${grant.id}`);
  await page.getByLabel(/^公募締切日/).fill(day);
  await page.getByRole('button', { name: '保存して公開内容を更新する' }).click();
  await expect(page.getByText('保存しました。公開画面と検索に反映されます。')).toBeVisible();
}

test('a followed grant’s new deadline arrives in one mail naming the old and the new one', async ({
  browser,
  page,
}) => {
  const staff = await signedIn(browser, tanto, `/grants/shows/${grant.id}`);
  const follow = staff.getByRole('button', { name: /^「.+」を\s*フォロー$/ });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(staff.getByRole('status').filter({ hasText: 'メールでお知らせします（すぐに' })).toHaveCount(1);
  await shoot(staff, 'grant-followed');

  await openSignedIn(page, 'operator');
  const next = japanDay(40);
  await changeDeadline(page, next);
  const [mail] = await waitForMails((m) => m.to === tanto.email && m.kind === 'notification.record', 1);
  expect(mail!.subject).toBe(
    `【自治体ソリューションポータル】フォロー中の補助金・交付金「${grant.title}」が変更されました`,
  );
  const time = grant.applicationEndTime ? ` ${grant.applicationEndTime.slice(0, 5)}（日本時間）` : '';
  expect(mail!.text).toContain(`締切: ${withWeekday(grant.applicationEnd)}${time} → ${withWeekday(next)}${time}`);
  expect(mail!.text).toMatch(new RegExp(`https?://[^\\s]+/grants/shows/${grant.id}\\b`));
  const raw = rawOf(mail!.file);
  expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
  expect(raw).toMatch(/^Content-Transfer-Encoding: 8bit$/m);
  expect(raw).not.toMatch(/text\/html/i);
  expect(raw).toContain(`締切: ${withWeekday(grant.applicationEnd)}`);
  expect(raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/notifications\/stop\?token=[\w-]+>$/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  await staff.context().close();
});

test('a colleague’s addition to a shared list is told to the list’s follower', async ({ browser }) => {
  const staff = await signedIn(browser, tanto, '/mypage/shortlists');
  await staff.getByLabel('新しいリストの名前').fill('通知の確認リスト');
  await staff.getByRole('button', { name: 'リストを作成' }).click();
  const toggle = staff.getByRole('button', { name: /^「通知の確認リスト」を\s*変更をメールで受け取る$/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(staff.getByText(/このリストが変更されると、メールでお知らせします/)).toBeVisible();
  await shoot(staff, 'shortlist-followed');

  const colleague = await signedIn(browser, kakaricho, '/mypage/shortlists');
  const lists = (await runGraphql(colleague, '{ shortlists { id name } }')) as {
    data: { shortlists: { id: string; name: string }[] };
  };
  const list = lists.data.shortlists.find((l) => l.name === '通知の確認リスト')!;
  const added = (await runGraphql(
    colleague,
    'mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id } }',
    { input: { shortlistId: list.id, section: 'grants', recordId: String(grant.id) } },
  )) as { errors?: unknown };
  expect(added.errors).toBeUndefined();
  const [mail] = await waitForMails((m) => m.to === tanto.email && m.kind === 'notification.shortlist', 1);
  expect(mail!.subject).toBe(
    '【自治体ソリューションポータル】共有リスト「通知の確認リスト」が変更されました（同僚 花子）',
  );
  expect(mail!.text).toContain(`「${grant.title}」（補助金・交付金） 追加: 検討状況「検討中」で追加しました`);
  await staff.context().close();
  await colleague.context().close();
});

test('a daily digest gathers the next changes into one mail; its one-click POST stops exactly that kind', async ({
  browser,
  page,
}) => {
  const staff = await signedIn(browser, tanto, '/mypage/notifications');
  const kind = staff.getByRole('group', { name: 'フォローした補助金・ソリューション・事例の変更' });
  await kind.getByRole('radio', { name: '1日1回まとめて（朝8時）' }).click();
  await expect(kind.getByRole('radio', { name: '1日1回まとめて（朝8時）' })).toBeChecked();
  await expect(
    staff.getByText('「フォローした補助金・ソリューション・事例の変更」を「1日1回まとめて（朝8時）」にしました'),
  ).toBeVisible();
  await shoot(staff, 'settings');

  await openSignedIn(page, 'operator');
  await changeDeadline(page, japanDay(50));
  await changeDeadline(page, japanDay(55));
  const dataDir = process.env.E2E_DATA_DIR!;
  execFileSync('node', ['server/dist/notifications.js', '--now'], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: new URL(page.url()).origin, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  const [digest] = await waitForMails((m) => m.to === tanto.email && m.kind === 'notification.record.digest', 1);
  expect(digest!.subject).toBe(
    '【自治体ソリューションポータル】フォローした補助金・ソリューション・事例の変更（1日分・2件）',
  );
  expect(digest!.text).toContain(`→ ${withWeekday(japanDay(50))}`);
  expect(digest!.text).toContain(`→ ${withWeekday(japanDay(55))}`);
  // Still one mail at once: only the first change was mailed immediately.
  expect((await waitForMails((m) => m.to === tanto.email && m.kind === 'notification.record', 1)).length).toBe(1);

  const oneClick = /^List-Unsubscribe:\s+<([^>]+)>$/m.exec(rawOf(digest!.file))![1]!;
  const response = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
  await staff.reload();
  await expect(kind.getByRole('radio', { name: '受け取らない' })).toBeChecked();
  const lists = staff.getByRole('group', { name: '組織内共有リストの変更' });
  await expect(lists.getByRole('radio', { name: 'すぐに' })).toBeChecked();

  // The stop page of the mail's text link says the link was used already.
  const stopLink = /(http\S+\/mypage\/notifications\/stop\?token=\S+)/.exec(digest!.text)![1]!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(stopLink);
  await shoot(visitor, 'stop');
  await visitor.getByRole('button', { name: 'この種類のメールを止める' }).click();
  await expect(
    visitor.getByText(/に使われ、そのとき「フォローした補助金・ソリューション・事例の変更」のメールを止めました/),
  ).toBeVisible();
  await visitor.context().close();
  await staff.context().close();
});
