/** Locators and checks the search specs share. */
import { expect, type Page } from '@playwright/test';

export function searchForm(page: Page, section: string) {
  return page.getByRole('search', { name: `${section}を検索` });
}

export function results(page: Page) {
  return page.getByRole('region', { name: '検索結果' });
}

export function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: 'パンくずリスト' });
}

export function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'ページ送り' });
}

/** Every search request of one operation sent from now on (Apollo names the operation). */
export function trackOperation(page: Page, operationName: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && body.includes(`"operationName":"${operationName}"`)) seen.push(body);
  });
  return seen;
}

/** The trail reads exactly these entries; `linked` says which of them are links. */
export async function expectBreadcrumbs(page: Page, entries: string[], linked: boolean[]) {
  const items = breadcrumbs(page).getByRole('listitem');
  await expect(items).toHaveText(entries);
  for (const [index, isLink] of linked.entries()) {
    await expect(items.nth(index).getByRole('link')).toHaveCount(isLink ? 1 : 0);
  }
}

/** Total count shown above the results, once loaded and the screen answers input. */
export async function shownTotal(page: Page): Promise<number> {
  // A search screen's bare address arrives with its first results, before its scripts have run
  // (server/src/web/search-pages.ts); until they have, the form's controls are disabled.
  await expect(page.locator('fieldset.search-form__controls input').first()).toBeEnabled();
  const count = results(page).locator('.search-results__count strong');
  // While a new search loads, the previous answer's total stays on screen.
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(count).toBeVisible();
  return Number((await count.textContent())!.replace(/,/g, ''));
}

/** Pages to the second page and returns the first result's title there. */
export async function goToSecondPage(page: Page): Promise<string> {
  const nav = pagination(page);
  await nav.getByRole('link', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(nav.getByText(/^2 \/ \d+ ページ$/)).toBeVisible();
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  return (await results(page).getByRole('heading', { level: 3 }).first().textContent())!.trim();
}
