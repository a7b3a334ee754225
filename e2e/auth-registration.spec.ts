/**
 * The registration form's rules as a user meets them (docs/accounts-and-roles.md), and the second
 * registration flow, which ends at the home page.
 */
import { expect, test } from '@playwright/test';
import { errorSummary, field, fillRegistration, mailTo, registrant, uniqueEmail } from './auth-support';

test('an empty form names every field, next to the field and in a focused summary', async ({ page }) => {
  await page.goto('/auth/signup/mun-register');
  const form = page.getByRole('form', { name: '会員登録フォーム' });
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  const summary = errorSummary(form);
  await expect(summary.getByRole('heading', { name: '入力内容を確認してください（14件）' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL(/mun-register$/);
  const email = field(form, 'メールアドレス');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/メールアドレスを入力してください/);
  await expect(field(form, '利用規約に同意する')).toHaveAccessibleDescription(/利用規約に同意してください/);
  // The summary links lead to the fields.
  await summary.getByRole('link', { name: '電話番号を入力してください' }).click();
  await expect(field(form, '電話番号')).toBeFocused();
});

test('kana, telephone, names and passwords each have their own message', async ({ page }) => {
  await page.goto('/auth/signup/mun-register');
  const form = page.getByRole('form', { name: '会員登録フォーム' });
  await fillRegistration(page, registrant(uniqueEmail('city.e2e.lg.jp')));
  await field(form, 'メールアドレス').fill('not-an-address');
  await field(form, 'パスワード').fill('short');
  await field(form, 'パスワード（確認用）').fill('different');
  await field(form, '姓').fill('山'.repeat(16));
  await field(form, '姓（フリガナ）').fill('やまだ');
  await field(form, '名（フリガナ）').fill('ア'.repeat(21));
  await field(form, '電話番号').fill('03-1234-ABCD');
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  const summary = errorSummary(form);
  for (const message of [
    'メールアドレスの形式で入力してください',
    'パスワードは8文字以上で入力してください',
    'パスワードが一致しません',
    '姓は全角15文字（半角30文字）以内で入力してください',
    '姓（フリガナ）は全角カタカナで入力してください',
    '名（フリガナ）は全角20文字以内で入力してください',
    '電話番号を正しい形式で入力してください',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await field(form, '名（フリガナ）').fill('や'.repeat(21));
  await expect(field(form, '名（フリガナ）')).toHaveAccessibleDescription(
    /名（フリガナ）は全角カタカナ20文字以内で入力してください/,
  );
  // Messages follow the input once shown: a corrected field loses its message.
  await field(form, '名（フリガナ）').fill('ハナコ');
  await expect(field(form, '名（フリガナ）')).not.toHaveAttribute('aria-invalid', 'true');
});

test('without both confirmations nothing is submitted', async ({ page }) => {
  await page.goto('/auth/signup/mun-register');
  const form = page.getByRole('form', { name: '会員登録フォーム' });
  await fillRegistration(page, registrant(uniqueEmail('city.e2e.lg.jp')));
  await field(form, 'お客様情報の取り扱いに同意する').uncheck();
  await field(form, '利用規約に同意する').uncheck();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(errorSummary(form)).toContainText('お客様情報の取り扱いに同意してください');
  await expect(errorSummary(form)).toContainText('利用規約に同意してください');
  await expect(page).toHaveURL(/mun-register$/);
  await page.goto('/auth/signup/mun-confirm');
  await expect(page.getByText('確認する入力内容がありません。')).toBeVisible();
});

test('a provider error is explained in Japanese in an alert and the form keeps what was typed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const person = registrant('shokuin@city.demo.lg.jp', { lastName: '重複' });
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/mun-register$/);
  expect(dialogs).toHaveLength(1);
  // Japanese only: the provider's own line ("Firebase: Error (auth/…).") is never shown.
  expect(dialogs[0]).toBe(
    '会員登録できませんでした。\nこのメールアドレスは既に登録されています。ログインするか、別のメールアドレスをご利用ください。',
  );
  const form = page.getByRole('form', { name: '会員登録フォーム' });
  await expect(field(form, '姓')).toHaveValue('重複');
  await expect(field(form, 'ご利用目的')).toHaveValue(person.contents);
  await expect(field(form, 'メールアドレス')).toHaveAccessibleDescription(/このメールアドレスは既に登録されています/);
  // A new address clears the message and the flow continues.
  const fresh = uniqueEmail('city.e2e.lg.jp');
  await field(form, 'メールアドレス').fill(fresh);
  await expect(field(form, 'メールアドレス')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/signup\/complete$/);
  expect(dialogs).toHaveLength(1);
});

test('the second flow registers from the sign-in page and ends at the home page', async ({ page }) => {
  const person = registrant(uniqueEmail('town.e2e.lg.jp'));
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: 'はじめての方（会員登録）' }).click();
  await expect(page).toHaveURL(/tab=register/);
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '同意して登録する' }).click();
  await expect(page).toHaveURL(/\/$/);
  await mailTo(person.email, 'VERIFY_EMAIL');
  // Until the address is verified a municipal registration is not logged in.
  await page.goto('/auth/mypage');
  await expect(page).toHaveURL(/\/auth\/confirm-email\/request\?redirect=%2Fauth%2Fmypage$/);
  await expect(page.getByText(`ご登録のメールアドレス ${person.email} の確認が済んでいません。`)).toBeVisible();
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login?tab=register');
  await expect(page.getByRole('tab', { name: 'はじめての方（会員登録）' })).toHaveAttribute('aria-selected', 'true');
});
