import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('back-to-top appears after more than 100 px of scroll and takes the page back up', async ({ page }) => {
  await page.goto('/rules/terms');
  const button = page.getByRole('button', { name: 'ページの先頭へ戻る' });
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  // Keyboard users continue from the top of the content.
  await expect(page.locator('#main')).toBeFocused();
});

test('a prerendered page scrolled before its scripts run keeps its place once they do', async ({ page }) => {
  // A slow network: the page's markup is on screen while its scripts are still on the way.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/rules/terms', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  release();
  // The back-to-top button is React's: once it shows, the page is hydrated.
  await expect(page.getByRole('button', { name: 'ページの先頭へ戻る' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});
