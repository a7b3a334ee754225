/**
 * Grants a municipality can act on, as a municipal officer on the seeded portal: the
 * list opens on applicable grants with status badges, open ones first (受付中を優先), the 受付状況
 * filter and the deadline order,
 * 上限額/補助率 in the results, 今年度, the month view, the detail's printable terms and its .ics,
 * and a home page without closed grants. Screenshots go to test-results/grants-*.png.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { results, searchForm, shownTotal } from './support/search-page';

/** Screenshots to look at (E2E_SHOTS_DIR keeps them out of the results folder Playwright clears). */
const shot = (name: string) => ({
  path: `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/grants-${name}.png`,
  fullPage: false,
});

test('grants: status badges, applicable first, deadline order, money, fiscal year, month view, ics, home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'municipal');

  // Home: 締切間近 and 受付中の新着 only, never a closed grant.
  await page.goto('/');
  const closing = page.getByRole('region', { name: '締切間近の補助金・交付金' });
  await expect(closing.getByRole('listitem').first()).toContainText('締切間近');
  const newest = page.getByRole('region', { name: '受付中の新着補助金・交付金' });
  await expect(newest.getByRole('listitem')).toHaveCount(5);
  await expect(page.locator('.home__latest')).not.toContainText('受付終了');
  await page.screenshot(shot('home'));

  // The list opens on applicable grants: badges say so, 受付終了 is not ticked.
  await page.goto('/grants');
  const form = searchForm(page, '補助金・交付金');
  const statuses = form.getByRole('group', { name: '受付状況' });
  await expect(statuses.getByRole('checkbox', { name: '受付中' })).toBeChecked();
  await expect(statuses.getByRole('checkbox', { name: '受付終了' })).not.toBeChecked();
  const applicable = await shownTotal(page);
  const badges = results(page).locator('.grant-status');
  await expect(badges).toHaveCount(20);
  await expect(badges.filter({ hasText: '受付終了' })).toHaveCount(0);
  // In the order of what one can act on: open for application first, the nearest deadline first.
  await expect(results(page).getByLabel('並び順')).toHaveValue('applicable');
  await expect(badges.first()).toContainText(/締切間近（(あと\d+日|本日締切)）/);
  await expect(badges.filter({ hasText: '公募予定' })).toHaveCount(0);
  await expect(results(page).getByRole('term').filter({ hasText: '上限額' }).first()).toBeVisible();
  await expect(results(page).getByRole('term').filter({ hasText: '補助率' }).first()).toBeVisible();
  await page.screenshot(shot('list'));

  // 締切が近い順: the nearest deadline first, and it is 締切間近 with the days left.
  await results(page).getByLabel('並び順').selectOption('deadline');
  await expect(page).toHaveURL(/sort=deadline/);
  await expect(badges.first()).toContainText(/締切間近（(あと\d+日|本日締切)）/);

  // One control adds closed grants.
  // The checkbox follows the address (a search), so it is clicked and then seen checked.
  const closed = page.getByRole('checkbox', { name: '受付終了の補助金も表示する' });
  await closed.click();
  await expect(page).toHaveURL(/statuses=closed/);
  await expect(closed).toBeChecked();
  await expect.poll(() => shownTotal(page)).toBeGreaterThan(applicable);
  await closed.click();
  await expect(page).not.toHaveURL(/statuses=closed/);
  await expect(closed).not.toBeChecked();

  // 受付状況 filter: only 締切間近.
  await statuses.getByRole('checkbox', { name: '受付中' }).uncheck();
  await statuses.getByRole('checkbox', { name: '公募予定' }).uncheck();
  await statuses.getByRole('checkbox', { name: '通年・随時' }).uncheck();
  await form.getByRole('button', { name: 'この条件で検索する' }).click();
  await expect(page).toHaveURL(/statuses=closing/);
  await expect(badges.first()).toContainText('締切間近');
  const closingCount = await badges.count();
  await expect(badges.filter({ hasText: '締切間近' })).toHaveCount(closingCount);

  // 今年度.
  await page.goto('/grants');
  // The server's page is on screen before the app runs, and a click on this button before it has
  // hydrated does nothing: click until the app takes it (never twice once it has, as it toggles).
  const thisYear = page.getByRole('button', { name: /^今年度/ });
  await expect(async () => {
    if (!/yearsLower=/.test(page.url())) await thisYear.click();
    await expect(page).toHaveURL(/yearsLower=\d{4}&yearsUpper=\d{4}/, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('button', { name: /^今年度/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(badges.first()).toBeVisible();
  await page.screenshot(shot('this-year'));

  // The month view lists this month's deadlines by day.
  await page.goto('/grants');
  await page.getByRole('button', { name: 'カレンダー表示' }).click();
  const month = page.getByRole('region', { name: /年\d+月の締切/ });
  await expect(month.getByRole('heading', { name: /年\d+月の締切（\d+件）/ })).toBeVisible();
  await expect(month.getByRole('term').first()).toContainText(/\d+月\d+日/);
  await page.screenshot(shot('month'));
  await month.getByRole('button', { name: '次の月' }).click();
  await expect(month.getByRole('term').first()).toBeVisible();

  // The detail: status, the printable terms and the .ics.
  await page.goto('/grants?sort=deadline');
  const first = results(page).getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const term of [
    '受付状況',
    '公募期間',
    '上限額',
    '補助率',
    '対象団体',
    '対象経費',
    '会計年度',
    '予算編成との関係',
    '公募要領',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await page.screenshot(shot('detail'));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /カレンダーに追加/ }).click();
  const file = await (await download).path();
  const ics = fs.readFileSync(file, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  expect(ics).toContain('TRIGGER:-P7D');
});
