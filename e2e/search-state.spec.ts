/**
 * The search store's rules in the browser: a route change resets
 * unsubmitted edits and closes the toggles; criteria in the URL survive reload and sharing;
 * refusals of the server read as Japanese messages.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { expectBreadcrumbs, results, searchForm, shownTotal } from './support/search-page';

test('a route change resets unsubmitted edits and closes the filter toggle', async ({ page }) => {
  await page.goto('/grants');
  const form = searchForm(page, '補助金・交付金');
  await form.getByLabel('キーワード').fill('未送信のキーワード');
  await form.getByRole('button', { name: '詳しい条件で絞り込む' }).click();
  await expect(form.getByRole('group', { name: '対象地域' })).toBeVisible();

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '導入事例' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '導入事例' })).toBeVisible();
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '補助金・交付金' }).click();

  await expect(form.getByLabel('キーワード')).toHaveValue('');
  await expect(form.getByRole('button', { name: '詳しい条件で絞り込む' })).toHaveAttribute('aria-expanded', 'false');
  await expectBreadcrumbs(page, ['補助金・交付金'], [false]);
});

test('criteria live in the URL: reload and a shared link show the same results', async ({ page, context }) => {
  await page.goto('/cases');
  const form = searchForm(page, '導入事例');
  await form.getByLabel('キーワード').fill('ＤＸ　推進');
  await form.getByRole('button', { name: '検索する', exact: true }).click();
  await expectBreadcrumbs(page, ['導入事例', '検索結果：ＤＸ　推進'], [true, false]);
  const total = await shownTotal(page);
  // Typed after the search, then reloaded: the URL's criteria win, the edit is gone.
  await form.getByLabel('キーワード').fill('別の語');
  await page.reload();
  await expect(form.getByLabel('キーワード')).toHaveValue('ＤＸ　推進');
  expect(await shownTotal(page)).toBe(total);

  const shared = await context.newPage();
  await shared.goto(page.url());
  expect(await shownTotal(shared)).toBe(total);
  // Full-width letters and spaces fold: the same search typed half-width finds the same.
  await shared.goto('/cases?keyword=dx+%E6%8E%A8%E9%80%B2');
  expect(await shownTotal(shared)).toBe(total);
});

test('arriving without the navigation flag does not announce a search', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions/list?keyword=%E8%87%AA%E6%B2%BB%E4%BD%93');
  await shownTotal(page);
  // The results' own announcement comes first; each card's bookmark toggle has a status of its own.
  await expect(results(page).getByRole('status').first()).toHaveText('');
});

test('a visitor is told in Japanese that the solution list needs sign-in', async ({ page }) => {
  await page.goto('/solutions/list?keyword=a');
  // The route guard may send visitors to the login screen first; either way nothing crashes.
  await expect(
    page
      .getByText('この情報をご覧いただくにはログインが必要です。')
      .or(page.getByRole('heading', { name: 'ログイン', exact: true })),
  ).toBeVisible();
});

test('markup in the keyword is shown as text, never rendered', async ({ page }) => {
  const keyword = '<img src=x onerror="window.__injected=1">';
  await page.goto(`/grants?keyword=${encodeURIComponent(keyword)}`);
  await expectBreadcrumbs(page, ['補助金・交付金', `検索結果：${keyword}`], [true, false]);
  expect(await shownTotal(page)).toBe(0);
  await expect(page.getByText('条件に合う補助金・交付金は見つかりませんでした。')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});
