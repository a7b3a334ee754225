/**
 * Grants: search with keyword and filters, page, open a detail as a municipal user, and come back
 * with the browser's back button to the same page of results without a new search request.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import {
  breadcrumbs,
  expectBreadcrumbs,
  goToSecondPage,
  results,
  searchForm,
  shownTotal,
  trackOperation,
} from './support/search-page';

test('grants: keyword + filters, paging, detail and back to the same page', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/grants');
  await expect(page.getByRole('heading', { level: 1, name: '補助金・交付金' })).toBeVisible();
  await expectBreadcrumbs(page, ['補助金・交付金'], [false]);
  const everything = await shownTotal(page);

  const form = searchForm(page, '補助金・交付金');
  await form.getByLabel('キーワード').fill('補助');
  for (const name of [/^防災・インフラ・まちづくり/, /^環境・脱炭素/, /^教育・子育て/]) {
    await form.getByRole('checkbox', { name }).check();
  }
  await form.getByRole('button', { name: '詳しい条件で絞り込む' }).click();
  await form.getByRole('group', { name: '実施機関' }).getByRole('checkbox', { name: '国・府省庁' }).check();
  // The list opens on applicable grants; this search takes closed ones too (a larger corpus to page).
  await form.getByRole('group', { name: '受付状況' }).getByRole('checkbox', { name: '受付終了' }).check();
  await form.getByRole('button', { name: '検索する', exact: true }).click();

  await expect(page).toHaveURL(/keyword=%E8%A3%9C%E5%8A%A9/);
  await expect(page).toHaveURL(/organizations=national/);
  await expectBreadcrumbs(page, ['補助金・交付金', '検索結果：補助'], [true, false]);
  await expect(breadcrumbs(page).getByRole('link', { name: '補助金・交付金' })).toHaveAttribute('href', '/grants');
  await expect(page.getByRole('definition').filter({ hasText: '国・府省庁' })).toBeVisible();
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(20);
  expect(total).toBeLessThan(everything);
  await expect(
    results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(20);

  const title = await goToSecondPage(page);
  const searches = trackOperation(page, 'GrantsPage');
  await results(page).getByRole('link', { name: title, exact: true }).first().click();

  await expect(page).toHaveURL(/\/grants\/shows\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectBreadcrumbs(page, ['補助金・交付金', title], [true, false]);
  await expect(page.getByRole('term').filter({ hasText: '実施機関の区分' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | 自治体ソリューションポータル`);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page).getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await expect(form.getByLabel('キーワード')).toHaveValue('補助');
  await expect(form.getByRole('checkbox', { name: /^環境・脱炭素/ })).toBeChecked();
  expect(searches).toEqual([]);
});

test('grants: a visitor can search, and an unknown detail id reaches the error page', async ({ page }) => {
  await page.goto('/grants?keyword=%E9%98%B2%E7%81%BD&page=abc&categories=99&yearsLower=2030&yearsUpper=2020');
  // Bad parameters are normalised rather than failing: page 1, unknown ids dropped, range swapped.
  await expectBreadcrumbs(page, ['補助金・交付金', '検索結果：防災'], [true, false]);
  expect(await shownTotal(page)).toBeGreaterThanOrEqual(0);
  await expect(
    page.getByRole('definition').filter({ hasText: '2020年度（令和2年度）〜2030年度（令和12年度）' }),
  ).toBeVisible();

  await openSignedIn(page, 'municipal');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/grants/shows/999999999');
  await expect(page.getByText(/404/).first()).toBeVisible();
  expect(logged.some((text) => text.includes('detail search error'))).toBe(true);
});
