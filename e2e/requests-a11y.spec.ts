/** Automated WCAG 2.2 AA checks (axe) of the request, download and inquiry screens. */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';
import { addToBasket } from './support/hooks';
import { allSolutions } from './requests-support';

async function check(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page, { include: 'main' }), label).toEqual([]);
}

test('request, download and inquiry screens pass axe', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const [first, second] = await allSolutions(page);
  await page.goto(`/solutions/shows/${first!.id}`);
  await expect(page.getByRole('button', { name: '資料請求リストに追加' })).toBeVisible();
  await check(page, 'detail with request controls');
  for (const solution of [first!, second!]) await addToBasket(page, solution);

  await page.goto('/request/form');
  await expect(page.locator('.request-item')).toHaveCount(2);
  await check(page, '/request/form');
  // With errors shown: every box of a group points at the message.
  await page.locator('.request-item').first().getByRole('checkbox', { name: '資料請求' }).uncheck();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('お問い合わせの種別を1つ以上選択してください').first()).toBeVisible();
  await check(page, '/request/form with errors');
  await page.locator('.request-item').first().getByRole('checkbox', { name: '資料請求' }).check();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/request\/confirm$/);
  await check(page, '/request/confirm');

  await page.goto(`/solutions/confirm/${first!.id}`);
  await expect(page.getByRole('button', { name: 'この内容で送信する' })).toBeVisible();
  await check(page, '/solutions/confirm');

  await page.goto('/request/list');
  await expect(page.getByRole('heading', { level: 1, name: '資料ダウンロード' })).toBeVisible();
  await expect(page.locator('.requests-empty, .requested-documents')).toBeVisible();
  await check(page, '/request/list');

  await page.goto('/inquiry/form');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('お問い合わせ内容を入力してください').first()).toBeVisible();
  await check(page, '/inquiry/form with errors');
});
