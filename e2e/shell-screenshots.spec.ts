import { expect, test } from '@playwright/test';

// The home page at a phone's, a tablet's and a desktop's width; the images are kept with the test results.
for (const width of [375, 1024, 1440]) {
  test(`the home page at ${width} px is laid out without overflow`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'カテゴリから探す' }).getByRole('listitem')).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`home-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`home-${width}`, { path, contentType: 'image/png' });
  });
}
