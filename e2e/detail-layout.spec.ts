/**
 * A detail screen does not move under its reader: the bookmark and shortlist row above the record
 * is read with the record and drawn with it, so nothing pushes the text down once it is shown
 * (Chromium's layout-shift entries, as Lighthouse's CLS adds them). The row's reads are held back
 * by 400 ms (the real server still answers them), as on a slow network, where the shift was seen.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './auth-support';

const KEEPING_READS = /operationName=(BookmarkedIds|MyMunicipality|ShortlistNames)\b/;

/** The layout shifts of the page so far, without those right after the user's own input. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 200);
      }),
  );
}

test.use({ viewport: { width: 412, height: 823 } });

const LISTS = { grants: '/grants', solutions: '/solutions/list', cases: '/cases' };

for (const section of ['grants', 'solutions', 'cases'] as const) {
  test(`a signed-in ${section} detail draws its keeping row with the record: no layout shift`, async ({ page }) => {
    await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD);
    await page.goto(LISTS[section]);
    const href = await page.locator(`.result-card a[href^="/${section}/shows/"]`).first().getAttribute('href');
    await page.route(KEEPING_READS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(href!);
    await expect(page.getByRole('button', { name: /お気に入り/ })).toBeEnabled();
    // The demo municipality has no shared list yet: the picker invites making one.
    await expect(page.getByRole('link', { name: '共有リストを作成' })).toBeVisible();
    await expect(page.locator('h1')).not.toHaveText('');
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}
