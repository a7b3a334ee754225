/** Automated WCAG 2.2 AA checks (axe) of the search screens, filters open, and a detail screen. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { results, searchForm, shownTotal } from './support/search-page';

const axe = (page: import('@playwright/test').Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('main');

test('the search screens and a detail screen pass axe', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  for (const [path, section] of [
    ['/grants?keyword=%E8%A3%9C%E5%8A%A9&affiliations=136_subnames', '補助金・交付金'],
    ['/cases', '導入事例'],
    ['/solutions/list?categories=01', 'ソリューション'],
  ] as const) {
    await page.goto(path);
    await shownTotal(page);
    await searchForm(page, section).getByRole('button', { name: '詳しい条件で絞り込む' }).click();
    expect((await axe(page).analyze()).violations, path).toEqual([]);
  }
  await page.goto('/solutions');
  await expect(page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link').first()).toContainText('件');
  expect((await axe(page).analyze()).violations, '/solutions').toEqual([]);

  await page.goto('/cases');
  await results(page).getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await axe(page).analyze()).violations, 'case detail').toEqual([]);
});
