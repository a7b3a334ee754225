/**
 * A municipal user's whole account life against the Auth emulator: register (form → confirm →
 * complete), open the verification link, sign in, edit member information, change the e-mail,
 * reset the password and sign in with the new one.
 */
import { expect, test } from '@playwright/test';
import {
  appActionLink,
  detailAnswer,
  errorSummary,
  field,
  fillRegistration,
  mailTo,
  registrant,
  signIn,
  uniqueEmail,
} from './auth-support';

test('a municipal user registers, verifies, edits, changes e-mail and resets the password', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const person = registrant(uniqueEmail('city.e2e.lg.jp'));

  // Registration: form, then confirmation, then complete.
  await page.goto('/auth/signup/mun-register');
  await expect(page.getByRole('heading', { level: 1, name: '会員登録（自治体職員の方）' })).toBeVisible();
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/mun-confirm$/);
  await expect(page.getByRole('definition').filter({ hasText: person.email })).toBeVisible();
  await expect(page.getByText(person.password)).toHaveCount(0);
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/complete$/);
  await expect(page.getByText(`${person.email} 宛に確認メールをお送りしました`, { exact: false })).toBeVisible();
  expect(dialogs).toEqual([]);

  // The form was cleared.
  await page.goto('/auth/signup/mun-register');
  await expect(field(page.getByRole('form', { name: '会員登録フォーム' }), 'メールアドレス')).toHaveValue('');

  // Still unverified: the server keeps the municipal gate closed for this token.
  expect(await detailAnswer(page)).toBe('FORBIDDEN');

  // The verification link from the emulator: it applies the code and continues to this app,
  // which reloads the user and forces a new token, so the server sees the verification at once.
  const verification = await mailTo(person.email, 'VERIFY_EMAIL');
  expect(new URL(verification.oobLink).searchParams.get('continueUrl')).toMatch(/\/auth\/action\?mode=verifyEmail$/);
  await page.goto(verification.oobLink);
  await expect(page).toHaveURL(/\/auth\/action\?mode=verifyEmail/);
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  expect(await detailAnswer(page)).toBe('OK');

  // Sign out, then sign in through the redirect to the member page.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/mypage');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fauth%2Fmypage$/);
  await signIn(page, person.email, person.password, '/auth/login?redirect=%2Fauth%2Fmypage');
  await expect(page).toHaveURL(/\/auth\/mypage$/);
  await expect(page.getByText('自治体職員', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: person.division })).toBeVisible();

  // Edit member information: an unchanged form cannot be submitted.
  await page.getByRole('link', { name: '会員情報を変更する' }).click();
  await expect(page).toHaveURL(/\/auth\/update\/edit$/);
  const edit = page.getByRole('form', { name: '会員情報の変更' });
  const save = edit.getByRole('button', { name: '変更を保存する' });
  await expect(save).toBeDisabled();
  await expect(edit.getByText('変更された項目がないため、保存できません。')).toBeVisible();
  await field(edit, '部署名').fill('企画部 デジタル推進課');
  await expect(save).toBeEnabled();
  await field(edit, '部署名').fill(person.division);
  await expect(save).toBeDisabled();
  await field(edit, '部署名').fill('企画部 デジタル推進課');
  await field(edit, '名（フリガナ）').fill('はなこ');
  await save.click();
  await expect(errorSummary(edit)).toContainText('名（フリガナ）は全角カタカナで入力してください');
  await expect(field(edit, '名（フリガナ）')).toHaveAttribute('aria-invalid', 'true');
  await field(edit, '名（フリガナ）').fill('ハナエ');
  await save.click();
  await expect(page).toHaveURL(/\/auth\/update\/complete$/);
  await page.getByRole('link', { name: '会員情報を見る' }).click();
  await expect(page.getByRole('definition').filter({ hasText: '企画部 デジタル推進課' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'ハナエ' })).toBeVisible();

  // Change the e-mail: verify-before-change sends the mail to the new address.
  const newEmail = uniqueEmail('city.e2e.lg.jp');
  await page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
  const change = page.getByRole('form', { name: 'メールアドレスの変更' });
  await field(change, '新しいメールアドレス').fill(person.email);
  await field(change, '現在のパスワード').fill(person.password);
  await change.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(errorSummary(change)).toContainText('このメールアドレスは既に登録されています');
  await field(change, '新しいメールアドレス').fill(newEmail);
  await change.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(page).toHaveURL(/\/auth\/change-email\/complete$/);
  await expect(page.getByText(newEmail)).toBeVisible();
  const changeMail = await mailTo(person.email, 'VERIFY_AND_CHANGE_EMAIL');
  expect(changeMail.newEmail).toBe(newEmail);
  await page.goto(appActionLink(changeMail));
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスを変更しました' })).toBeVisible();
  await expect(page.getByText(`メールアドレスを ${newEmail} に変更しました。`)).toBeVisible();

  // Reset the password, signed out, with the link's code, then sign in with the new one.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/reset-password/request');
  await field(page.getByRole('form', { name: 'パスワード再設定メールの送信' }), 'メールアドレス').fill(newEmail);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\/confirm$/);
  await expect(page.getByText(newEmail)).toBeVisible();
  const reset = await mailTo(newEmail, 'PASSWORD_RESET');
  await page.goto(appActionLink(reset));
  await expect(page).toHaveURL(/\/auth\/reset-password\/edit\?oobCode=/);
  await expect(page.getByText(`${newEmail} の新しいパスワードを入力してください。`)).toBeVisible();
  const newPassword = `new-${person.password}`;
  const resetForm = page.getByRole('form', { name: '新しいパスワードの設定' });
  await field(resetForm, '新しいパスワード').fill('short');
  await field(resetForm, 'パスワード（確認用）').fill('other');
  await resetForm.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(errorSummary(resetForm)).toContainText('パスワードは8文字以上で入力してください');
  await expect(errorSummary(resetForm)).toContainText('パスワードが一致しません');
  await field(resetForm, '新しいパスワード').fill(newPassword);
  await field(resetForm, 'パスワード（確認用）').fill(newPassword);
  await resetForm.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\/complete$/);

  // The old password no longer works; the new one does, and the profile follows the new address.
  await page.goto('/auth/login');
  const login = page.getByRole('form', { name: 'ログインフォーム' });
  await field(login, 'メールアドレス').fill(newEmail);
  await field(login, 'パスワード').fill(person.password);
  await login.getByRole('button', { name: 'ログイン' }).click();
  await expect(errorSummary(login)).toContainText('メールアドレスまたはパスワードが正しくありません。');
  await signIn(page, newEmail, newPassword);
  await page.goto('/auth/mypage');
  await expect(page.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();
  await expect(page.getByText('自治体職員', { exact: true })).toBeVisible();
  expect(await detailAnswer(page)).toBe('OK');
  expect(dialogs).toEqual([]);
});
