/** Automated WCAG 2.2 AA checks (axe) of the account screens' content, including error states. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, errorSummary, signIn } from './auth-support';
import { axeViolations } from './support/axe';

const violations = (page: Page) => axeViolations(page, { include: 'main' });

test('registration, sign-in and reset screens pass axe, also with errors shown', async ({ page }) => {
  await page.goto('/auth/signup/mun-register');
  await expect(page.getByRole('form', { name: '会員登録フォーム' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(errorSummary(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const path of ['/auth/login', '/auth/login?tab=register', '/auth/reset-password/request', '/auth/mypage']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('member screens pass axe', async ({ page }) => {
  await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD);
  for (const path of ['/auth/mypage', '/auth/update/edit', '/auth/change-email/request']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loaded: no status is saying anything (a password field's status stays empty until used).
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(await violations(page), path).toEqual([]);
  }
});
