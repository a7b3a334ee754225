/**
 * The second factor in Chromium: a new operator is sent to enrol an authenticator app (QR code
 * and key), confirms it with the app's code and keeps the recovery codes; a sign-in with the
 * password alone acts as nobody's operator; each recovery code signs in once.
 */
import { expect, test, type Page } from '@playwright/test';
import { browserIdToken, emulatorOrigin, projectId, uniqueEmail } from './auth-support';
import { totpCode } from './support/second-factor';

const PASSWORD = 'operator-e2e-2024';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Provider staff: an account with the operator claim, set as the admin tooling sets it. */
async function newOperator(): Promise<string> {
  const email = uniqueEmail('provider-ops.example.jp');
  const signUp = await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { localId } = (await signUp.json()) as { localId: string };
  await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true, customAttributes: JSON.stringify({ operator: true }) }),
  });
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/auth/login?redirect=%2Foperator');
  await page.getByLabel('メールアドレス').first().fill(email);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/second-factor\?redirect=%2Foperator$/);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an operator enrols, cannot act on a password alone, and uses each recovery code once', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = await newOperator();
  const page = await browser.newPage();
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: '認証アプリを登録する' })).toBeVisible();
  await expect(page.getByRole('img', { name: '認証アプリで読み取る QR コード' })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A password alone: the operator's operations are refused on the server.
  const token = await browserIdToken(page);
  const refused = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ pendingMunicipalMembers { uid } }' },
  });
  expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
    'SECOND_FACTOR_REQUIRED',
  );
  await shoot(page, 'second-factor-enrol');

  await page.getByLabel('確認コード（6桁）').fill(totpCode(secret));
  await page.getByRole('button', { name: '登録する' }).click();
  const codes = page.getByRole('list', { name: 'リカバリーコード' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await shoot(page, 'second-factor-recovery-codes');
  await page.getByRole('button', { name: '保存したので続ける' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: '運営者メニュー' })).toBeVisible();

  // Another browser with the password alone: sent to the code, and the console sends it back.
  const stolen = await browser.newPage();
  await signInWithPassword(stolen, email);
  await shoot(stolen, 'second-factor-verify');
  await stolen.goto('/operator/members');
  await expect(stolen).toHaveURL(/\/auth\/second-factor\?redirect=%2Foperator%2Fmembers$/);

  // A recovery code signs in once.
  await stolen.getByLabel('確認コード（6桁）またはリカバリーコード').fill(recovery[0]!);
  await stolen.getByRole('button', { name: '確認する' }).click();
  await expect(stolen).toHaveURL(/\/operator\/members$/);
  const again = await browser.newPage();
  await signInWithPassword(again, email);
  await again.getByLabel('確認コード（6桁）またはリカバリーコード').fill(recovery[0]!);
  await again.getByRole('button', { name: '確認する' }).click();
  await expect(again.getByText('リカバリーコードが正しくないか、使用済みです。').first()).toBeVisible();
  await again.getByLabel('確認コード（6桁）またはリカバリーコード').fill(recovery[1]!);
  await again.getByRole('button', { name: '確認する' }).click();
  await expect(again).toHaveURL(/\/operator$/);
});
