/**
 * Solutions: the main screen (categories with counts, search form) leads to the results; at most
 * three categories; paging; a detail as a municipal user; back to the same page of results.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import {
  expectBreadcrumbs,
  goToSecondPage,
  results,
  searchForm,
  shownTotal,
  trackOperation,
} from './support/search-page';

test('solutions: main screen, filters, max three categories, paging, detail and back', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions');
  await expect(page.getByRole('heading', { level: 1, name: 'ソリューションを探す' })).toBeVisible();
  await expectBreadcrumbs(page, ['ソリューション'], [false]);
  const tiles = page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link');
  await expect(tiles).toHaveCount(12);
  await expect(tiles.first()).toContainText('防災');
  await expect(tiles.first()).toContainText('インフラ・まちづくり');
  await expect(tiles.first()).toContainText(/\d+件/);

  const main = searchForm(page, 'ソリューション');
  await main.getByLabel('キーワード').fill('自治体');
  await main.getByRole('button', { name: '検索する', exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\/list\?keyword=/);
  await expectBreadcrumbs(page, ['ソリューション', '検索結果：自治体'], [true, false]);
  // Arriving through the navigation flag keeps the search store: the outcome is announced.
  await expect(
    results(page)
      .getByRole('status')
      .filter({ hasText: /件見つかりました/ }),
  ).toHaveCount(1);

  const form = searchForm(page, 'ソリューション');
  const categories = form.getByRole('group', { name: /カテゴリ/ });
  for (const name of [/^防災/, /^環境/, /^福祉/]) await categories.getByRole('checkbox', { name }).check();
  await categories.getByRole('checkbox', { name: /^教育/ }).click();
  await expect(categories.getByRole('alert')).toHaveText('カテゴリは3つまで選択できます。');
  await expect(categories.getByRole('checkbox', { name: /^教育/ })).not.toBeChecked();
  await categories.getByRole('checkbox', { name: /^福祉/ }).uncheck();
  await expect(categories.getByRole('alert')).toHaveText('');

  await form.getByRole('button', { name: '詳しい条件で絞り込む' }).click();
  await form.getByRole('group', { name: '対象自治体区分' }).getByRole('checkbox', { name: '町' }).check();
  await form.getByRole('button', { name: 'この条件で検索する' }).click();
  await expect(page).toHaveURL(/categories=01&categories=05&cities=town/);
  expect(await shownTotal(page)).toBeGreaterThan(20);

  const title = await goToSecondPage(page);
  const searches = trackOperation(page, 'SolutionsListPage');
  await results(page).getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectBreadcrumbs(page, ['ソリューション', title], [true, false]);
  await expect(page.getByRole('heading', { name: '提供企業' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page).getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  expect(searches).toEqual([]);
});

test('solutions: a category tile opens its results', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions');
  const tile = page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link').nth(4);
  const count = Number((await tile.locator('strong').textContent())!.replace(/,/g, ''));
  await tile.click();
  await expect(page).toHaveURL(/\/solutions\/list\?categories=05$/);
  expect(await shownTotal(page)).toBe(count);
  await expectBreadcrumbs(page, ['ソリューション', '検索結果'], [true, false]);
});
