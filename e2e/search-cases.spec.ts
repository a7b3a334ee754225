/**
 * Cases: keyword and a regional group (its prefectures leave the displayed names), paging,
 * a detail as a municipal user, and back to the same page of results without a new request.
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

test('cases: keyword + regional group, paging, detail and back to the same page', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/cases');
  await expectBreadcrumbs(page, ['導入事例'], [false]);

  const form = searchForm(page, '導入事例');
  await form.getByLabel('キーワード').fill('システム');
  await form.getByRole('button', { name: '詳しい条件で絞り込む' }).click();
  const areas = form.getByRole('group', { name: '地域' });
  await areas.getByRole('checkbox', { name: '東京都' }).check();
  await expect(areas.getByText('選択中：東京都')).toBeVisible();
  await areas.getByRole('checkbox', { name: '関東', exact: true }).check();
  // Picking the group leaves only the group's name; its prefectures show as included.
  await expect(areas.getByText('選択中：関東')).toBeVisible();
  await expect(areas.getByRole('checkbox', { name: /^東京都/ })).toBeDisabled();
  await expect(areas.getByRole('checkbox', { name: /^東京都/ })).toBeChecked();
  await form.getByRole('button', { name: '検索する', exact: true }).click();

  await expect(page).toHaveURL(/affiliations=108_subnames/);
  await expectBreadcrumbs(page, ['導入事例', '検索結果：システム'], [true, false]);
  await expect(page.getByRole('definition').filter({ hasText: /^関東$/ })).toBeVisible();
  expect(await shownTotal(page)).toBeGreaterThan(20);

  const title = await goToSecondPage(page);
  const searches = trackOperation(page, 'CasesPage');
  await results(page).getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectBreadcrumbs(page, ['導入事例', title], [true, false]);
  await expect(page.getByRole('heading', { name: '導入の効果' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page).getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  expect(searches).toEqual([]);
});
