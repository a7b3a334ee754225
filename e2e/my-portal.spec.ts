/**
 * My portal in Chromium with municipal staff who earned their role: bookmarks follow the account
 * across a sign-out and another browser context; a 札幌市 shortlist is seen and edited by a
 * colleague (their domain bound to 札幌市 by the operator) and refused to 函館市 by the server, and
 * a 函館市 address typing 札幌市 is told its municipality is not confirmed; a saved search's alert arrives at the SMTP
 * server after `npm run alerts -- --now`, and its stop link stops it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './auth-support';
import { bindDomains, HAKODATE_DOMAIN, municipalStaff, SAPPORO_DOMAIN, type StaffAccount } from './my-portal-support';
import { runGraphql } from './support/hooks';
import { Database } from './support/sqlite';
import { signOut } from './support/auth';
import { waitForMails } from './requests-support';

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, account: StaffAccount, where: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.goto(where);
  return page;
}

let tanto: StaffAccount;
let kakaricho: StaffAccount;
let hakodate: StaffAccount;

let impostor: StaffAccount;

test.beforeAll(async ({ baseURL }) => {
  await bindDomains(baseURL!, { [SAPPORO_DOMAIN]: '札幌市', [HAKODATE_DOMAIN]: '函館市' });
  tanto = await municipalStaff(baseURL!, '札幌市', '担当');
  kakaricho = await municipalStaff(baseURL!, '札幌市', '係長');
  hakodate = await municipalStaff(baseURL!, '函館市', '函館', HAKODATE_DOMAIN);
  // 函館市's domain, typing 札幌市: the typed name confirms nothing.
  impostor = await municipalStaff(baseURL!, '札幌市', '偽', HAKODATE_DOMAIN);
});

test('bookmarks persist across a sign-out and another browser context', async ({ page, browser }) => {
  await signIn(page, tanto.email, tanto.password);
  await page.goto('/grants');
  const first = page.locator('.result-card').first();
  const title = (await first.locator('h3').innerText()).trim();
  // The title is part of the name (visually hidden), so each toggle of a list is told apart.
  const named = (scope: Page | typeof first) => scope.getByRole('button', { name: /^「.+」を\s*お気に入り$/ });
  const toggle = named(first);
  await expect(toggle).toHaveAccessibleName(new RegExp(`^「${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}」を`));
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('status')).toHaveText('お気に入りに追加しました');

  await signOut(page);
  await signIn(page, tanto.email, tanto.password);
  await page.goto('/mypage/bookmarks?section=grants');
  await expect(page.getByRole('tab', { name: '補助金・交付金（1）' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  const other = await signedIn(browser, tanto, '/mypage/bookmarks?section=grants');
  await expect(other.getByRole('link', { name: title })).toBeVisible();
  const note = other.getByLabel('メモ');
  await note.fill('係長に相談する');
  await other.getByRole('button', { name: 'メモを保存' }).click();
  await expect(other.getByText('メモを保存しました')).toBeVisible();
  await other.context().close();

  // The detail screen shows the same state, and removing there updates the list.
  await page.getByRole('link', { name: title }).click();
  const detailToggle = named(page);
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
  await detailToggle.click();
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/mypage/bookmarks?section=grants');
  await expect(page.getByText('補助金・交付金のお気に入りはまだありません。')).toBeVisible();
});

test('a shortlist is shared inside the municipality and refused to another', async ({ browser }) => {
  // A name of its own, so a retry does not meet the list an earlier try made.
  const listName = `防災システム比較 ${Date.now().toString(36)}`;
  const page = await signedIn(browser, tanto, '/mypage/shortlists');
  await page.getByLabel('新しいリストの名前').fill(listName);
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByRole('heading', { name: listName, exact: true })).toBeVisible();
  await page.goto('/solutions/list');
  const firstResult = page.locator('.result-card h3 a').first();
  const solutionTitle = (await firstResult.innerText()).trim();
  await firstResult.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionTitle);
  // Other specs' staff of the same municipality keep lists of their own: this one is picked.
  await page.getByLabel('共有リスト', { exact: true }).selectOption({ label: listName });
  await page.getByRole('button', { name: '共有リストに追加' }).click();
  await expect(page.getByText(`「${listName}」に追加しました`)).toBeVisible();

  const colleague = await signedIn(browser, kakaricho, '/mypage/shortlists');
  const list = colleague.getByRole('region', { name: listName });
  await expect(list.getByRole('link', { name: solutionTitle })).toBeVisible();
  await expect(list.getByText(/追加: 担当 花子（情報政策課）/)).toBeVisible();
  await list.getByLabel('検討状況').selectOption({ label: '比較中' });
  await expect(list.getByText('検討状況を更新しました')).toBeVisible();
  await list.getByRole('button', { name: /まとめて資料請求リストに入れる/ }).click();
  await expect(colleague).toHaveURL(/\/request\/form/);
  await expect(colleague.getByText(solutionTitle).first()).toBeVisible();

  await page.goto('/mypage/shortlists');
  // Other specs' staff of the same municipality keep lists of their own beside this one.
  await expect(page.getByRole('region', { name: listName }).getByLabel('検討状況')).toHaveValue('comparing');

  const outsider = await signedIn(browser, hakodate, '/mypage/shortlists');
  await expect(outsider.getByText('まだ共有リストはありません。')).toBeVisible();
  // The server refuses 函館市 any id of 札幌市's lists (the same answer as an unknown id).
  const lists = (await runGraphql(page, '{ shortlists { id entries { id } } }')) as {
    data: { shortlists: { id: string; entries: { id: string }[] }[] };
  };
  const sapporo = lists.data.shortlists.find((l) => l.entries.length > 0)!;
  const attempt = (await runGraphql(outsider, 'mutation($id: ID!) { deleteShortlist(id: $id) }', {
    id: sapporo.id,
  })) as { error?: string };
  expect(attempt.error).toContain('共有リストが見つかりません。');
  await page.reload();
  await expect(page.getByRole('heading', { name: listName, exact: true })).toBeVisible();

  const claimed = await signedIn(browser, impostor, '/mypage/shortlists');
  await expect(claimed.getByText('所属自治体の確認が済むと、同じ自治体の職員とリストを共有できます。')).toBeVisible();
  await expect(claimed.getByText(/自治体名「札幌市」が、お使いのメールアドレスの自治体と一致しません/)).toBeVisible();
  await expect(claimed.getByRole('heading', { name: listName, exact: true })).toHaveCount(0);
  for (const p of [page, colleague, outsider, claimed]) await p.context().close();
});

test('a saved search mails its news after npm run alerts -- --now, and its stop link stops it', async ({ browser }) => {
  // The search names one grant by its title, so another spec editing other grants at the same
  // time does not add to its news. It is one the grants list shows: a saved grants search keeps
  // its default 受付状況 (not closed).
  const dataDir = process.env.E2E_DATA_DIR!;
  const database = new Database(path.join(dataDir, 'portal.sqlite'));
  const grant = database
    .prepare(
      "SELECT id, title FROM grants WHERE status = 'published' AND (application_end IS NULL OR application_end >= date('now', '+9 hours')) ORDER BY id LIMIT 1 OFFSET 2",
    )
    .get() as {
    id: number;
    title: string;
  };
  const page = await signedIn(browser, tanto, `/grants?sort=newest&keyword=${encodeURIComponent(grant.title)}`);
  await page.getByRole('button', { name: 'この条件を保存' }).click();
  await page.getByLabel('名前').fill('新着の補助金');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('メールを送るかどうかを選んでください')).toBeVisible();
  await page.getByRole('radio', { name: '1日1回まとめて' }).check();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('検索条件を保存しました。')).toBeVisible();

  // The grant changes after the search was saved (as an edit leaves it: a later updated_at).
  const later = new Date(Date.now() + 2000).toISOString().replace('T', ' ').replace('Z', '');
  database.prepare('UPDATE grants SET updated_at = ? WHERE id = ?').run(later, grant.id);
  database.close();
  // The search's read model takes the change up within seconds (SEARCH_SYNC_SECONDS).
  await expect(async () => {
    await page.goto('/mypage/searches');
    await expect(page.getByText(/新着 1件/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  execFileSync('node', ['server/dist/alerts.js', '--now'], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: new URL(page.url()).origin, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  // The app's own alert run may mail the same user a reminder of a bookmarked grant meanwhile.
  const [mail] = await waitForMails(
    (m) => m.to === tanto.email && m.kind === 'alert.digest' && m.text.includes('新着の補助金'),
    1,
  );
  expect(mail!.subject).toContain('新着');
  expect(mail!.text).toContain(`・${grant.title}`);
  expect(mail!.text).toContain('公募期間:');
  // RFC 8058 headers as the SMTP server received them (mailparser folds List-* into one object).
  const raw = fs.readFileSync(path.join(process.env.E2E_MAIL_DIR!, mail!.file), 'utf8');
  expect(raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/alerts\/stop\?token=[\w.-]+>$/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

  const stop = /(http\S+\/mypage\/alerts\/stop\?token=\S+)/.exec(mail!.text)![1]!;
  const visitor = await browser.newContext();
  const stopPage = await visitor.newPage();
  await stopPage.goto(stop);
  await stopPage.getByRole('button', { name: '新着メールを止める' }).click();
  await expect(stopPage.getByText('「新着の補助金」（補助金・交付金）の新着メールを止めました。')).toBeVisible();
  const tampered = new URL(stop);
  tampered.searchParams.set('token', `${tampered.searchParams.get('token')!.slice(0, -3)}abc`);
  await stopPage.goto(tampered.toString());
  await stopPage.getByRole('button', { name: '新着メールを止める' }).click();
  await expect(stopPage.getByText(/このリンクは正しくありません。/)).toBeVisible();
  await visitor.close();

  await page.goto('/mypage/searches');
  await expect(page.getByLabel('新着のお知らせメール')).toHaveValue('off');
  await page.context().close();
});
