/**
 * The grants screen on a 375 px phone: after a search the first result is on the first screen,
 * every control is in sight without scrolling sideways, and the month view and its month live in
 * the address (a reload and Back show the same view).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { results, searchForm, shownTotal } from './support/search-page';

const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE });

const viewSwitch = (page: Page) => page.getByRole('group', { name: '表示形式' });
const monthHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d{4}年\d{1,2}月の締切/ });

/** The element lies wholly inside the phone's width and nothing around it scrolls it sideways. */
async function expectInSight(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const scrolledSideways = await locator.evaluate((element) => {
    for (let at: Element | null = element.parentElement; at; at = at.parentElement) {
      if (at.scrollWidth > at.clientWidth + 1 && getComputedStyle(at).overflowX !== 'visible') return true;
    }
    return false;
  });
  expect(scrolledSideways).toBe(false);
}

test('after a search the first result is on the first screen, the controls in sight', async ({ page }) => {
  await openSignedIn(page, 'municipal', '/grants');
  await shownTotal(page);
  const form = searchForm(page, '補助金・交付金');
  await form.getByLabel('キーワード').fill('防災');
  await form.getByLabel('キーワード').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await shownTotal(page);
  await page.evaluate(() => window.scrollTo(0, 0));

  // The whole first title is on the first screen.
  const first = results(page).getByRole('heading', { level: 3 }).first();
  const box = await first.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
  expect(box.bottom).toBeLessThanOrEqual(PHONE.height);

  for (const name of ['一覧表示', 'カレンダー表示'])
    await expectInSight(viewSwitch(page).getByRole('button', { name }));
  for (const name of [/^すべての年度/, /^今年度/, /^来年度/]) {
    await expectInSight(page.getByRole('group', { name: '会計年度' }).getByRole('button', { name }));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The form waits behind 「検索条件を変更」, with what was searched shown.
  await expect(page.getByRole('definition').filter({ hasText: '防災' })).toBeVisible();
  await expect(form.getByLabel('キーワード')).toBeHidden();
  const change = page.getByRole('button', { name: '検索条件を変更' });
  await change.click();
  await expect(form.getByLabel('キーワード')).toBeVisible();
  await expect(form.getByLabel('キーワード')).toHaveValue('防災');
  await expect(page.getByRole('button', { name: '検索条件を閉じる' })).toHaveAttribute('aria-expanded', 'true');
});

test('the month view and its month survive a reload, and Back walks back through them', async ({ page }) => {
  await page.goto('/grants?keyword=%E8%A3%9C%E5%8A%A9');
  await shownTotal(page);
  const calendar = viewSwitch(page).getByRole('button', { name: 'カレンダー表示' });
  await calendar.click();
  await expect(page).toHaveURL(/[?&]view=calendar/);
  await expect(page).toHaveURL(/keyword=/);
  const thisMonth = (await monthHeading(page).textContent())!.replace(/の締切.*$/, '');

  await page.getByRole('button', { name: '次の月' }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  const month = new URL(page.url()).searchParams.get('month')!;
  const [year, index] = month.split('-').map(Number);
  const named = `${year}年${index}月`;
  await expect(monthHeading(page)).toContainText(named);

  await page.reload();
  await expect(monthHeading(page)).toContainText(named);
  await expect(calendar).toHaveAttribute('aria-pressed', 'true');

  // A new search keeps the month view and its month.
  await page
    .getByRole('group', { name: '会計年度' })
    .getByRole('button', { name: /^今年度/ })
    .click();
  await expect(page).toHaveURL(/yearsLower=/);
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(monthHeading(page)).toContainText(named);

  await page.goBack();
  await expect(page).not.toHaveURL(/yearsLower=/);
  await expect(monthHeading(page)).toContainText(named);
  await page.goBack();
  await expect(monthHeading(page)).toContainText(thisMonth);
  await page.goBack();
  await expect(page).not.toHaveURL(/view=/);
  await expect(viewSwitch(page).getByRole('button', { name: '一覧表示' })).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
});
