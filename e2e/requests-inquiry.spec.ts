/**
 * Inquiries to the operator: a visitor writes, confirms and sends; the operator's mail and the
 * receipt arrive at the SMTP server. A member finds the form filled in from the profile.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { errorSummary } from './auth-support';
import { openSignedIn } from './support/auth';
import { shoot, waitForMails } from './requests-support';

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor sends an inquiry and the operator mail arrives', async ({ page }) => {
  const email = `visitor-${randomBytes(4).toString('hex')}@town.example.lg.jp`;
  await page.goto('/inquiry/form');
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
  // Nothing filled in: the shared validators speak, nothing is sent.
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(errorSummary(page)).toContainText('お名前を入力してください');
  await expect(page.getByText('プライバシーポリシーへの同意が必要です').first()).toBeVisible();
  await shoot(page, 'inquiry-form-errors');

  await page.getByLabel(/^お名前/).fill('来訪 次郎');
  await page.getByLabel(/^所属団体・会社名/).fill('みどり町役場');
  await page.getByLabel(/^メールアドレス/).fill(email);
  await page.getByLabel(/^電話番号/).fill('0120-123-456');
  await page.getByRole('radio', { name: '会員登録・ログインについて' }).check();
  await page.getByLabel(/^お問い合わせ内容/).fill('会員登録の承認にはどのくらいかかりますか。');
  await page.getByRole('checkbox', { name: /プライバシーポリシー/ }).check();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  await expect(page).toHaveURL(/\/inquiry\/confirm$/);
  await expect(page.getByText('会員登録の承認にはどのくらいかかりますか。')).toBeVisible();
  await shoot(page, 'inquiry-confirm');
  await page.getByRole('button', { name: '送信する' }).dblclick();
  await expect(page).toHaveURL(/\/inquiry\/complete$/);
  await expect(page.getByText(`受付確認のメールを ${email} 宛てにお送りします。`)).toBeVisible();
  await shoot(page, 'inquiry-complete');

  const [operatorMail] = await waitForMails((m) => m.kind === 'inquiry.operator' && m.replyTo === email, 1);
  expect(operatorMail!.to).toBe('operator-inbox@portal.example.jp');
  expect(operatorMail!.subject).toContain('会員登録・ログインについて');
  expect(operatorMail!.text).toContain('会員登録の承認にはどのくらいかかりますか。');
  const receipts = await waitForMails((m) => m.kind === 'inquiry.receipt' && m.to === email, 1);
  expect(receipts).toHaveLength(1);
  // The double click sent one inquiry.
  expect((await waitForMails((m) => m.kind === 'inquiry.operator' && m.replyTo === email, 1)).length).toBe(1);
});

test('a member finds the inquiry form filled in from the profile', async ({ page }) => {
  await openSignedIn(page, 'municipal', '/inquiry/form');
  await page.goto('/inquiry/form');
  await expect(page.getByLabel(/^お名前/)).toHaveValue('山田 花子');
  await expect(page.getByLabel(/^所属団体・会社名/)).toHaveValue('戸田市');
  await expect(page.getByLabel(/^メールアドレス/)).toHaveValue('shokuin@city.demo.lg.jp');
  await shoot(page, 'inquiry-form');
});
