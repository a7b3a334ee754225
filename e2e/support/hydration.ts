import { expect, type Page } from '@playwright/test';

/** Waits until React has taken the node over (its fiber is on it), then until the page is idle. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const node = document.querySelector(wanted);
        return node ? Object.keys(node).some((key) => key.startsWith('__reactFiber')) : false;
      }, selector),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}
