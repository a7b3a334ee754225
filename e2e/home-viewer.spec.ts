/**
 * The home page speaks to whoever reads it: a visitor is asked to log in and sign up, a signed-in
 * user never is; a municipal user is pointed to what they keep, a vendor to their menu.
 */
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth';

const guide = (page: Page) => page.getByRole('region', { name: 'ご利用案内' });
const entries = (page: Page) => page.getByRole('region', { name: '目的から探す' });

test('a visitor is asked to log in for solutions and to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(entries(page).getByText('自治体職員の方専用（ログインが必要です）')).toBeVisible();
  await expect(guide(page).getByRole('link', { name: '会員登録（無料）' })).toBeVisible();
});

test('a municipal user is not asked to sign up and goes on to their bookmarks', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await expect(guide(page).getByRole('link', { name: 'お気に入り' })).toBeVisible();
  await expect(guide(page).getByText(/会員登録/)).toHaveCount(0);
  await expect(entries(page).getByText(/ログインが必要です/)).toHaveCount(0);
  await expect(page.getByText('分野を選ぶと、その分野のソリューションの一覧を表示します。')).toBeVisible();
  await guide(page).getByRole('link', { name: 'お気に入り' }).click();
  await expect(page).toHaveURL(/\/mypage\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
});

test('a vendor is pointed to the vendor menu', async ({ page }) => {
  await openSignedIn(page, 'vendor');
  await expect(guide(page).getByRole('link', { name: '掲載企業メニュー' })).toHaveAttribute('href', '/vendor');
  await expect(guide(page).getByRole('heading', { name: '自治体職員の方へ' })).toHaveCount(0);
  await expect(guide(page).getByText(/会員登録/)).toHaveCount(0);
});

test('a returning user’s rendered home page does not ask them to sign up before the app runs', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await expect(guide(page).getByRole('link', { name: 'お気に入り' })).toBeVisible();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'ご利用案内' })).toBeVisible();
  // The visitor's card keeps its place (no jump when the app replaces it) but is not shown.
  await expect(page.locator('.home-guide .for-viewer')).toBeAttached();
  await expect(page.getByRole('link', { name: '会員登録（無料）' })).toBeHidden();
  await expect(page.getByText(/ログインが必要です/)).toBeHidden();
});

test('a member who cannot search solutions yet is pointed to their account status', async ({ page }) => {
  await openSignedIn(page, 'member');
  await expect(guide(page).getByRole('link', { name: '会員情報' })).toHaveAttribute('href', '/auth/mypage');
  await expect(guide(page).getByText(/会員登録/)).toHaveCount(0);
  await expect(page.getByText('分野ごとの検索は自治体職員の方がご利用いただけます。')).toBeVisible();
  // As the text says: a category's search is not theirs (the guard sends them back home).
  await page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link').first().click();
  await expect(page.getByText('このページは自治体職員の方のみご利用いただけます。', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const role of ['trial', 'operator'] as const) {
  test(`a ${role} account, let into the solutions, is neither asked to sign up nor shown the municipal card`, async ({
    page,
  }) => {
    await openSignedIn(page, role);
    await expect(page.getByText('分野を選ぶと、その分野のソリューションの一覧を表示します。')).toBeVisible();
    await expect(guide(page).getByRole('heading', { name: 'サービスの掲載をご希望の企業様へ' })).toBeVisible();
    await expect(guide(page).getByRole('heading', { name: '自治体職員の方へ' })).toHaveCount(0);
    // As the text says: a category opens that category's solutions.
    await page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/solutions\?categories=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
