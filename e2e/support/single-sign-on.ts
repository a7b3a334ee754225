/** A federated sign-in as a member makes it: the portal's entry, the IdP's own forms, back to the portal. */
import type { Page } from '@playwright/test';

export async function signInThroughIdp(page: Page, portal: string, entry: string, login: string): Promise<void> {
  await page.goto(`${portal}/auth/login`);
  const form = page.getByRole('form', { name: '所属自治体のアカウントでログイン' });
  await form.getByLabel('メールアドレス（またはドメイン）').fill(entry);
  await form.getByRole('button', { name: '所属自治体のアカウントでログイン' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
