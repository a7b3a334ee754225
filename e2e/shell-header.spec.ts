import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, openSignedIn } from './support/auth';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 800 };
const SOLUTIONS = 'ソリューションを探す';

const ROLES: { role: DemoRole; solutions: boolean; downloads: boolean }[] = [
  { role: 'municipal', solutions: true, downloads: true },
  { role: 'operator', solutions: true, downloads: false },
  { role: 'trial', solutions: false, downloads: false },
  { role: 'vendor', solutions: false, downloads: false },
  { role: 'member', solutions: false, downloads: false },
];

const header = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) => header(page).getByRole('navigation', { name: 'メインメニュー' });

test.describe('header at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor sees the sections, login, registration and the listing link', async ({ page }) => {
    await page.goto('/rules/faq');
    await expect(mainMenu(page).getByRole('link', { name: '補助金・交付金を探す' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: '導入事例を探す' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: SOLUTIONS })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/auth/login');
    await expect(header(page).getByRole('link', { name: '会員登録' })).toHaveAttribute(
      'href',
      '/auth/signup/mun-register',
    );
    await expect(header(page).getByRole('link', { name: /掲載をご希望の企業様/ })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'マイページ' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'メニュー' })).toHaveCount(0);
  });

  for (const { role, solutions, downloads } of ROLES) {
    test(`a ${role} user sees the my-page menu${solutions ? ' and the solutions entry' : ''}`, async ({ page }) => {
      await openSignedIn(page, role, '/rules/faq');
      await expect(header(page).getByRole('link', { name: 'ログイン' })).toHaveCount(0);
      await expect(mainMenu(page).getByRole('link', { name: SOLUTIONS })).toHaveCount(solutions ? 1 : 0);
      await expect(mainMenu(page).getByRole('link', { name: '補助金・交付金を探す' })).toBeVisible();
      await header(page).getByRole('button', { name: 'マイページ' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: '会員情報' })).toHaveAttribute('href', '/auth/mypage');
      await expect(menu.getByRole('menuitem', { name: 'お問い合わせ' })).toHaveAttribute('href', '/inquiry/form');
      await expect(menu.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: '資料ダウンロード' })).toHaveCount(downloads ? 1 : 0);
    });
  }

  test('a click outside the my-page menu closes it', async ({ page }) => {
    await openSignedIn(page, 'municipal', '/rules/faq');
    await header(page).getByRole('button', { name: 'マイページ' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Radix starts listening for outside clicks a task after the menu opens: on a loaded machine a
    // click sent the moment the menu shows can come first, which no person's click does.
    await expect(async () => {
      await page.mouse.click(20, 400);
      await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  });

  test('a menu entry navigates and the menu is closed on the new page', async ({ page }) => {
    await openSignedIn(page, 'municipal', '/rules/faq');
    await header(page).getByRole('button', { name: 'マイページ' }).click();
    await page.getByRole('menuitem', { name: '資料ダウンロード' }).click();
    await expect(page).toHaveURL(/\/request\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: '資料ダウンロード' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('logout signs out, lands on the home page and shows login again', async ({ page }) => {
    await openSignedIn(page, 'member', '/rules/terms');
    await header(page).getByRole('button', { name: 'マイページ' }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'マイページ' })).toHaveCount(0);
  });

  test('the header link of the page already shown reloads it', async ({ page }) => {
    await page.goto('/grants');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([
      page.waitForEvent('load'),
      mainMenu(page).getByRole('link', { name: '補助金・交付金を探す' }).click(),
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    // Before the app has hydrated the server's page its links are plain links. Its deferred cards
    // become ordinary ones only after hydration (result-list.tsx): wait for that.
    await expect(page.locator('.result-list__deferred')).toHaveCount(0);
    // Another entry is a client-side navigation: the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await mainMenu(page).getByRole('link', { name: '導入事例を探す' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });

  test('the my-page button shows for a municipal profile before the login state is known', async ({ page }) => {
    // The auth SDK never arrives, so the login state stays unknown; the last profile says municipal.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('auth/network-request-failed')) return; // held forever
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      localStorage.setItem(
        'portal.profile',
        JSON.stringify({ uid: 'demo-municipal', isMunicipality: true, lastName: '山田', role: 'municipal' }),
      );
    });
    await page.goto('/rules/faq');
    await expect(header(page).getByRole('button', { name: 'マイページ' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: SOLUTIONS })).toBeVisible();
  });
});

test.describe('header at mobile width', () => {
  test.use({ viewport: MOBILE });

  test('a visitor gets login in the bar and the sections in the menu panel', async ({ page }) => {
    await page.goto('/rules/faq');
    await expect(mainMenu(page)).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'ログイン' })).toBeVisible();
    await header(page).getByRole('button', { name: 'メニュー' }).click();
    const panel = page.getByRole('dialog', { name: 'メニュー' });
    await expect(panel.getByRole('link', { name: '補助金・交付金を探す' })).toBeVisible();
    await expect(panel.getByRole('link', { name: '導入事例を探す' })).toBeVisible();
    await expect(panel.getByRole('link', { name: SOLUTIONS })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: '会員登録' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /サービスの掲載をご希望の企業様へ/ })).toBeVisible();
  });

  for (const { role, solutions, downloads } of ROLES) {
    test(`a ${role} user gets the my-page button and the menu panel`, async ({ page }) => {
      await openSignedIn(page, role, '/rules/faq');
      await header(page).getByRole('button', { name: 'メニュー' }).click();
      const panel = page.getByRole('dialog', { name: 'メニュー' });
      await expect(panel.getByRole('link', { name: '補助金・交付金を探す' })).toBeVisible();
      await expect(panel.getByRole('link', { name: SOLUTIONS })).toHaveCount(solutions ? 1 : 0);
      await expect(panel.getByRole('link', { name: '会員登録' })).toHaveCount(0);
      await panel.getByRole('button', { name: 'メニューを閉じる' }).click();
      await header(page).getByRole('button', { name: 'マイページ' }).click();
      await expect(page.getByRole('menuitem', { name: '資料ダウンロード' })).toHaveCount(downloads ? 1 : 0);
      await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
    });
  }

  test('following a link in the menu panel closes it (every route change closes all toggles)', async ({ page }) => {
    await page.goto('/rules/faq');
    await header(page).getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: '導入事例を探す' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus goes to the new page's heading, not back to the menu button.
    await expect(page.locator('#main h1')).toBeFocused();
  });

  test('the browser back button also closes an open menu panel', async ({ page }) => {
    await page.goto('/rules/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: '特定商取引法に基づく表記' }).click();
    await expect(page).toHaveURL(/\/rules\/law$/);
    await header(page).getByRole('button', { name: 'メニュー' }).click();
    await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/rules\/faq$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
