/**
 * Search as municipal staff type it (client half): a reading finds the kanji, the
 * keyword box suggests terms while typing (also while the IME composes) and by keyboard, results
 * mark the match, a filtered search that finds nothing offers the filter to drop, and on a phone
 * the first result is on the first screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { results, searchForm, shownTotal } from './support/search-page';

const form = (page: Page) => searchForm(page, '補助金・交付金');
const keyword = (page: Page) => form(page).getByRole('combobox', { name: 'キーワード' });

test('a reading finds the kanji, and the result marks where', async ({ page }) => {
  await page.goto('/grants');
  await shownTotal(page);
  await keyword(page).fill('ぼうさい');
  await keyword(page).press('Enter');
  await expect(page).toHaveURL(/keyword=%E3%81%BC%E3%81%86%E3%81%95%E3%81%84/);
  expect(await shownTotal(page)).toBeGreaterThan(0);
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(results(page).locator('mark').first()).toHaveText('防災');
  await expect(results(page).getByRole('combobox', { name: '並び順' })).toHaveValue('relevance');

  await results(page).getByRole('combobox', { name: '並び順' }).selectOption({ label: '新着順' });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(results(page).getByRole('combobox', { name: '並び順' })).toHaveValue('newest');
});

test('suggestions appear while typing and are chosen by keyboard', async ({ page }) => {
  await page.goto('/grants');
  await shownTotal(page);
  await keyword(page).pressSequentially('ぼう', { delay: 50 });
  const option = page.getByRole('option', { name: /^防災（\d+件）$/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('listbox', { name: '入力候補' }).getByRole('option')).not.toHaveCount(0);
  for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
    await keyword(page).press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  // The count a suggestion shows is the total its search gives on this page.
  const promised = Number(/（(\d+)件）/.exec((await option.textContent())!)![1]);
  await keyword(page).press('Enter');
  await expect(page).toHaveURL(/keyword=%E9%98%B2%E7%81%BD/);
  await expect(keyword(page)).toHaveValue('防災');
  await expect(results(page).locator('mark').first()).toHaveText('防災');
  await expect.poll(() => shownTotal(page)).toBe(promised);
});

test('suggestions follow the IME while it is still composing', async ({ page }) => {
  await page.goto('/grants');
  await shownTotal(page);
  // The suggestions combobox loads when the box is reached for, and a composition begun before
  // it has loaded keeps the plain box until it ends (keyword-field.tsx): reach for it first.
  const plain = await keyword(page).elementHandle();
  await keyword(page).hover();
  // Loaded, the combobox takes the plain box's place.
  await expect.poll(() => plain!.evaluate((box) => box.isConnected)).toBe(false);
  await keyword(page).focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'ぼう', selectionStart: 2, selectionEnd: 2 });
  await expect(page.getByRole('option', { name: /^防災（\d+件）$/ })).toBeVisible();
  await expect(keyword(page)).toHaveValue('ぼう');
  await expect(page).not.toHaveURL(/keyword=/);
});

test('a filtered search that finds nothing offers the filter to drop', async ({ page }) => {
  await page.goto('/grants?keyword=%E3%81%BC%E3%81%86%E3%81%95%E3%81%84&yearsLower=2000&yearsUpper=2000');
  expect(await shownTotal(page)).toBe(0);
  const drop = results(page).getByRole('button', { name: /^『.+』を外すと \d+ 件$/ });
  await expect(drop).toHaveCount(1);
  const promised = Number((await drop.textContent())!.match(/(\d+) 件$/)![1]);
  expect(promised).toBeGreaterThan(0);
  await drop.click();
  await expect(page).not.toHaveURL(/yearsLower/);
  // The previous (empty) page stays while the new one loads.
  await expect.poll(() => shownTotal(page)).toBe(promised);
});

test('on a 375 px phone the first result is on the first screen, filters folded', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/grants');
  await shownTotal(page);
  await expect(form(page).getByRole('checkbox').first()).toBeHidden();
  await keyword(page).fill('ぼうさい');
  await keyword(page).press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const top = await results(page)
    .getByRole('heading', { level: 3 })
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(812);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('grants-375.png') });

  // After a search the form waits behind 「検索条件を変更」 (e2e/grants-phone.spec.ts).
  await page.getByRole('button', { name: '検索条件を変更' }).click();
  const fold = form(page).getByRole('button', { name: /^絞り込み条件/ });
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(form(page).getByRole('checkbox').first()).toBeVisible();
});

test('the search screen with suggestions open passes axe', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/grants?keyword=%E3%81%BC%E3%81%86%E3%81%95%E3%81%84');
  await expect(results(page).locator('mark').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('grants-1280.png'), fullPage: true });
  await keyword(page).fill('');
  await keyword(page).pressSequentially('ぼう', { delay: 50 });
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test('a failed search says so and a retry searches again', async ({ page }) => {
  // The page arrives with its results (the server renders a search address), so the failure is
  // that of the search sent from the form afterwards.
  await page.goto('/grants?keyword=%E7%AA%93%E5%8F%A3');
  await expect(keyword(page)).toBeEnabled();
  let fail = true;
  await page.route(/\/graphql\?.*operationName=GrantsPage/, (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.continue(),
  );
  await keyword(page).fill('防災');
  await page.getByRole('button', { name: '検索する', exact: true }).click();
  await expect(results(page).getByRole('alert')).toContainText('検索できませんでした。');
  await expect(results(page).getByText('見つかりませんでした')).toHaveCount(0);
  fail = false;
  await results(page).getByRole('button', { name: 'もう一度検索する' }).click();
  expect(await shownTotal(page)).toBeGreaterThan(0);
});
