/**
 * The operator's editorial screens in Chromium against the real server: a grant is created with
 * its 公募要領 PDF and scheduled for the next whole minute; a visitor's search does not show it
 * before that minute and shows it after (the scheduler and the search change log, no test clock);
 * a municipal user finds it by a word only its PDF holds, marked 「資料内」; its corrected deadline
 * changes its 受付状況 at once; it is withdrawn with a reason and leaves the search; its history
 * says what changed, who and when. A case is created for a municipality picked from the master and
 * published. Screenshots at 1280 and 375 px go to E2E_SHOTS_DIR (default test-results).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { results } from './support/search-page';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';
const GUIDELINE = path.join(import.meta.dirname, '../server/src/test/fixtures/guideline-ja.pdf');
const JST_MS = 9 * 60 * 60 * 1000;
const MINUTE = 60_000;

const suffix = randomBytes(3).toString('hex').toUpperCase();
const GRANT_TITLE = `地域ドローン活用推進補助金 ${suffix}`;
const CASE_TITLE = `小さな村の窓口オンライン化 ${suffix}`;
let grantPath = '';

/** `YYYY-MM-DD` and `HH:MM` in Japan of a moment. */
function jst(moment: number): { date: string; time: string } {
  const wall = new Date(moment + JST_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/operator-content-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Whether a keyword search of the grants (as whoever the page is) lists the title. */
async function searchShows(page: Page, keyword: string, title: string): Promise<boolean> {
  await page.goto(`/grants?keyword=${encodeURIComponent(keyword)}`);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(
    results(page)
      .getByText(/件|見つかりませんでした/)
      .first(),
  ).toBeVisible();
  return (await results(page).getByRole('heading', { name: title }).count()) > 0;
}

async function confirmIn(page: Page, button: string, confirm: string, reason?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a grant: created with its PDF, scheduled, shown on time, corrected, withdrawn, with its history', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Signed in first: the search by the PDF's word below is theirs.
  const municipal = await (await browser.newContext()).newPage();
  await openSignedIn(municipal, 'municipal');
  await openSignedIn(page, 'operator');
  await page.goto('/operator/grants');
  await expect(page.getByRole('heading', { level: 1, name: '補助金・交付金の管理' })).toBeVisible();
  await expect(page.getByRole('list', { name: '補助金・交付金の一覧' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'grant-list');

  await page.getByRole('link', { name: '補助金・交付金を作成する' }).click();
  const form = page.getByRole('form', { name: '補助金・交付金の編集' });
  // The shared rules answer in Japanese before anything is sent.
  await form.getByRole('button', { name: '下書きとして保存する' }).click();
  await expect(form.getByText('タイトルを入力してください').first()).toBeVisible();

  const today = Date.now();
  await form.getByLabel(/^タイトル/).fill(GRANT_TITLE);
  await form.getByLabel(/^概要/).fill('ドローンによる測量と点検を導入する市町村を支援します。');
  await form.getByLabel(/^実施機関(必須|任意)?$/).fill('国土交通省');
  await form.getByLabel(/^所管省庁/).selectOption({ label: '国土交通省' });
  await form.getByLabel(/^年度/).fill(jst(today).date.slice(0, 4));
  await form.getByLabel(/^予算区分/).selectOption({ label: '補正予算' });
  await form
    .getByRole('group', { name: /^カテゴリー/ })
    .getByRole('checkbox')
    .first()
    .check();
  await form
    .getByRole('group', { name: /^対象地域/ })
    .getByRole('checkbox', { name: '全国' })
    .check();
  await form.getByLabel(/^補助率/).fill('1/2以内');
  await form.getByLabel(/^上限額必須|^上限額任意/).fill('上限 2,000万円');
  await form.getByLabel(/^公募開始日/).fill(jst(today - 86_400_000).date);
  await form.getByLabel(/^公募開始時刻/).fill('09:00');
  await form.getByLabel(/^公募締切日/).fill(jst(today + 60 * 86_400_000).date);
  await form.getByLabel(/^公募締切時刻/).fill('17:00');
  await form.getByLabel(/^問い合わせ先/).fill('国土交通省 総合政策局 03-5253-8111');
  await form.getByLabel('PDFを追加').setInputFiles(GUIDELINE);
  await expect(form.getByText('1. guideline-ja.pdf')).toBeVisible();
  await form.getByRole('button', { name: '下書きとして保存する' }).click();
  await expect(page.getByText('下書きを保存しました。')).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/grants\/\d+$/);
  grantPath = new URL(page.url()).pathname;
  const grantId = grantPath.split('/').pop()!;
  await expect(page.getByRole('heading', { name: /公開状態：下書き/ })).toBeVisible();
  await shoot(page, 'grant-edit');

  // The preview is the public page's rendering of the draft, PDF and times included.
  await page.getByRole('link', { name: 'プレビュー（公開画面での表示）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: GRANT_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: '公募要領' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/grants/${grantId}/attachments/\\d+$`),
  );
  await expect(page.getByText('補正予算')).toBeVisible();
  await expect(page.getByText(/9:00 〜 .* 17:00/)).toBeVisible();
  await shoot(page, 'grant-preview');
  await page.getByRole('link', { name: '編集画面に戻る' }).click();
  // The edit page reads the grant again on return; let that read land before the next change.
  await page.waitForLoadState('networkidle');

  // Scheduled for the next whole minute at least 75 s away: room for the steps below on a busy
  // CI host, so the search is asked before the time as well as after it.
  const at = Math.ceil((Date.now() + 75_000) / MINUTE) * MINUTE;
  const panel = page.getByRole('form', { name: '公開の予約' });
  await panel.getByLabel(/^公開日/).fill(jst(at).date);
  await panel.getByLabel(/^公開時刻/).fill(jst(at).time);
  await panel.getByRole('button', { name: '公開を予約する' }).click();
  await expect(page.getByText(`${jst(at).date} ${jst(at).time} に公開を予約しました。`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /公開状態：公開予約/ })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  expect(await searchShows(visitor, GRANT_TITLE, GRANT_TITLE)).toBe(false);
  expect(Date.now()).toBeLessThan(at);
  await expect
    .poll(() => searchShows(visitor, GRANT_TITLE, GRANT_TITLE), {
      timeout: at - Date.now() + 60_000,
      intervals: [2_000],
    })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at);

  // A word only the 公募要領 holds finds the grant, marked 資料内.
  await expect
    .poll(() => searchShows(municipal, 'ドローン測量データ', GRANT_TITLE), { timeout: 30_000, intervals: [2_000] })
    .toBe(true);
  const card = results(municipal).locator('.result-card', { hasText: GRANT_TITLE });
  await expect(card.locator('.result-card__in-document')).toHaveText('資料内');

  // The corrected deadline is live at once: 締切間近 with the days left.
  await page.reload();
  await page.getByLabel(/^公募締切日/).fill(jst(Date.now() + 5 * 86_400_000).date);
  await page.getByRole('button', { name: '保存して公開内容を更新する' }).click();
  await expect(page.getByText('保存しました。公開画面と検索に反映されます。')).toBeVisible();
  await municipal.goto(`/grants/shows/${grantId}`);
  await expect(municipal.locator('.grant-detail__status')).toContainText('締切間近（あと5日）');

  await confirmIn(page, '公開を停止する', '公開を停止する', '公募が取り下げられたため');
  await expect(page.getByRole('heading', { name: /公開状態：公開停止/ })).toBeVisible();
  await expect(page.getByText('理由: 公募が取り下げられたため')).toBeVisible();
  expect(await searchShows(visitor, GRANT_TITLE, GRANT_TITLE)).toBe(false);

  await page.getByRole('link', { name: '変更履歴' }).click();
  const history = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(history.first()).toContainText('公開停止');
  await expect(history.first()).toContainText('理由：公募が取り下げられたため');
  await expect(history.nth(1)).toContainText('公募締切日');
  await expect(history.filter({ hasText: '公開予約による自動公開' })).toHaveCount(1);
  await expect(history.last()).toContainText('作成');
  await shoot(page, 'grant-history');
});

test('a case for a municipality picked from the master, published', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'operator');
  await page.goto('/operator/cases/new');
  const form = page.getByRole('form', { name: '導入事例の編集' });
  await form.getByLabel(/^タイトル/).fill(CASE_TITLE);
  await form.getByLabel(/^概要/).fill('人口700人の村で、住民票の請求をオンラインで受け付けた。');
  await form.getByRole('combobox', { name: /^自治体/ }).fill('おといねっぷ');
  await form.getByRole('option', { name: /音威子府村/ }).click();
  await expect(form.getByText(/登録する自治体：北海道 音威子府村（村）（自治体コード \d{6}）/)).toBeVisible();
  await expect(form.getByLabel(/^実施主体名/)).toHaveValue('音威子府村');
  await form
    .getByRole('group', { name: /^カテゴリー/ })
    .getByRole('checkbox', { name: /窓口/ })
    .check();
  await form.getByLabel(/^年度/).fill('2025');
  await form.getByLabel(/^導入前の課題/).fill('窓口が平日の日中しか開いていなかった。');
  await form.getByLabel(/^取り組み内容/).fill('オンライン申請と郵送交付を組み合わせた。');
  await form.getByLabel(/^導入の効果/).fill('来庁せずに受け取れる住民が増えた。');
  await form.getByLabel(/^導入費用（円）/).fill('1,200,000');
  await form.getByRole('button', { name: '指標を追加' }).click();
  await form.getByLabel(/^指標名（1）/).fill('来庁件数');
  await form.getByLabel(/^導入前(任意)?$/).fill('120');
  await form.getByLabel(/^導入後(任意)?$/).fill('45');
  await form.getByLabel(/^単位/).fill('件/月');
  const grants = form.getByRole('group', { name: /^活用した補助金/ });
  await grants.getByLabel('活用した補助金を検索').fill('デジタル');
  await grants.getByRole('button', { name: '検索', exact: true }).click();
  const choices = form.getByRole('list', { name: '活用した補助金の検索結果' });
  await choices
    .getByRole('button', { name: /を選ぶ$/ })
    .first()
    .click();
  await expect(form.getByRole('list', { name: '活用した補助金（選択中）' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'case-form');
  await form.getByRole('button', { name: '下書きとして保存する' }).click();
  await expect(page.getByText('下書きを保存しました。')).toBeVisible();
  const caseId = new URL(page.url()).pathname.split('/').pop()!;

  await confirmIn(page, '今すぐ公開する', '公開する');
  await expect(page.getByRole('heading', { name: /公開状態：公開中/ })).toBeVisible();
  await page.goto(`/cases/shows/${caseId}`);
  await expect(page.getByRole('heading', { level: 1, name: CASE_TITLE })).toBeVisible();
  await expect(page.getByText(/北海道 音威子府村（村）/)).toBeVisible();
  await shoot(page, 'case-published');
});
