/**
 * Automated WCAG 2.2 AA checks (axe) of the search screens, filters open, and a detail screen: one
 * test per screen, so each stays well inside the timeout on a slow machine (axe on a full results
 * screen takes most of a minute there).
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';
import { results, searchForm, shownTotal } from './support/search-page';

const axe = (page: Page) => axeViolations(page, { include: 'main' });

for (const [path, section] of [
  ['/grants?keyword=%E8%A3%9C%E5%8A%A9&affiliations=136_subnames', '補助金・交付金'],
  ['/cases', '導入事例'],
  ['/solutions/list?categories=01', 'ソリューション'],
] as const) {
  test(`${section}: the results with the detailed filters open pass axe`, async ({ page }) => {
    await openSignedIn(page, 'municipal');
    await page.goto(path);
    await shownTotal(page);
    await searchForm(page, section).getByRole('button', { name: '詳しい条件で絞り込む' }).click();
    expect(await axe(page), path).toEqual([]);
  });
}

test('the solutions landing screen passes axe', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions');
  await expect(page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link').first()).toContainText('件');
  expect(await axe(page), '/solutions').toEqual([]);
});

test('a case detail screen passes axe', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/cases');
  await results(page).getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axe(page), 'case detail').toEqual([]);
});
