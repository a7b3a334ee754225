import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { results } from './support/search-page';
import { openSignedIn } from './support/auth';

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /自治体の課題に合う解決策を/ },
  { path: '/grants', heading: '補助金・交付金' },
  { path: '/cases', heading: '導入事例' },
  { path: '/rules/faq', heading: 'よくあるご質問' },
  { path: '/rules/law', heading: '特定商取引法に基づく表記' },
  { path: '/rules/privacy', heading: 'プライバシーポリシー' },
  { path: '/rules/security', heading: '情報セキュリティ基本方針' },
  { path: '/rules/terms', heading: '利用規約' },
  { path: '/auth/login', heading: 'ログイン' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

const violations = (page: Page) => axeViolations(page, { bestPractice: true });

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, heading } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the skip link leads to the main content', async ({ page }) => {
  await page.goto('/rules/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へ移動' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Before the scripts run the browser moves only its Tab start there; after, main takes focus.
  // Either way the next Tab lands in the content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test("a move inside the app leaves focus on the new page's heading, and main is no tab stop", async ({ page }) => {
  await page.goto('/rules/faq');
  await waitForHydration(page, '#main h1');
  await page.getByRole('contentinfo').getByRole('link', { name: '利用規約（自治体職員の方）' }).click();
  await expect(page).toHaveURL(/\/rules\/terms$/);
  await expect(page.locator('#main h1')).toBeFocused();
  await expect(page.locator('#main')).not.toHaveAttribute('tabindex');
  // The next Tab goes on from the heading into the page, not back to the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test("from a search result, focus waits for the record's own heading", async ({ page }) => {
  // Case details are for signed-in staff.
  await openSignedIn(page, 'municipal', '/cases');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await waitForHydration(page, '#main h1');
  const title = (await results(page).getByRole('heading', { level: 3 }).first().textContent())!.trim();
  await results(page).getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
});

test('the open menus have no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the axe check reports a violation that is there (the checks above can fail)', async ({ page }) => {
  await page.goto('/rules/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
  // Once the page has settled: an image added to the prerendered content before then is gone after.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    document.querySelector('main')!.append(image);
  });
  expect((await axeViolations(page, { include: 'main' })).join('\n')).toMatch(/^image-alt /m);
  expect((await violations(page)).join('\n')).toMatch(/^image-alt /m);
});
