import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { waitForHydration } from './support/hydration';

/** Marks the first node matching `selector` as the parser creates it, before any script runs. */
function markParsed(page: Page, selector: string) {
  return page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      const node = document.querySelector(wanted);
      if (!node) return;
      (node as Element & { parsed?: boolean }).parsed = true;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Whether the node React holds now is the one the parser created (React kept the markup). */
const stillParsed = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) => (document.querySelector(wanted) as (Element & { parsed?: boolean }) | null)?.parsed,
    selector,
  );

// A prerendered page is hydrated: React keeps the markup the build rendered and the visitor
// already sees. On a mismatch React throws that markup away and draws the page again (a long task
// on a slow phone), and reports it (error #418 in a production build). Search pages are the
// ones at risk: the build rendered them without the address's query.
const PAGES = [
  '/',
  '/grants',
  `/grants?keyword=${encodeURIComponent('補助')}&organizations=national`,
  `/cases?keyword=${encodeURIComponent('窓口')}`,
  '/rules/terms',
];

for (const path of PAGES) {
  test(`${path} is hydrated, not drawn again`, async ({ page }) => {
    const reported: string[] = [];
    page.on('pageerror', (error) => reported.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|react/i.test(message.text())) reported.push(message.text());
    });
    await markParsed(page, '#main h1');
    await page.goto(path);
    await waitForHydration(page, '#main h1');
    expect(await stillParsed(page, '#main h1')).toBe(true);
    expect(reported).toEqual([]);
  });
}

test('a search address shows its own query once hydrated', async ({ page }) => {
  await page.goto(`/grants?keyword=${encodeURIComponent('補助')}&organizations=national`);
  const trail = page.getByRole('navigation', { name: 'パンくずリスト' });
  await expect(trail.getByRole('link', { name: '補助金・交付金' })).toBeVisible();
  await expect(trail.getByText('検索結果：補助')).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toHaveValue('補助');
});

// A search screen's address arrives with its first results (server/src/web/search-pages.ts), the
// bare one and one with a query (a search, a shared link): the browser hydrates the server's cards
// from the answer in the page and, for a visitor, sends no search at all.
const GRANTS_SEARCH = `/grants?keyword=${encodeURIComponent('補助')}&organizations=national`;
for (const path of ['/grants', '/cases', GRANTS_SEARCH, `/cases?keyword=${encodeURIComponent('窓口')}&page=2`]) {
  test(`${path} arrives with its first results, kept without asking again`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const firstHref = /<h3 class="result-card__title"><a href="([^"]+)"/.exec(html)?.[1];
    expect(firstHref).toMatch(/^\/(grants|cases)\/shows\/\d+$/);
    expect(html).toContain('id="served-answers"');
    const cards = html.match(/<h3 class="result-card__title">/g)!.length;
    // Every card is in the page; those after the first are laid out as they near the screen
    // (result-list.tsx) until the app has started.
    expect((html.match(/<li class="result-list__deferred">/g) ?? []).length).toBe(cards - 1);

    const searches: string[] = [];
    page.on('request', (sent) => {
      if (/\/graphql\?.*operationName=(GrantsPage|CasesPage)/.test(sent.url())) searches.push(sent.url());
    });
    const reported: string[] = [];
    page.on('pageerror', (error) => reported.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') reported.push(message.text());
    });
    await markParsed(page, '.result-card__title a');
    await page.goto(path);
    await waitForHydration(page, '.result-card__title a');
    const first = page.locator('.result-card__title a').first();
    await expect(first).toHaveAttribute('href', firstHref!);
    expect(await stillParsed(page, '.result-card__title a')).toBe(true);
    await expect(page.locator('.result-card')).toHaveCount(cards);
    // Once it has, every card is an ordinary one: a jump to the pagination meets real sizes.
    await expect(page.locator('.result-list__deferred')).toHaveCount(0);
    expect(searches).toEqual([]);
    expect(reported).toEqual([]);
    // Still a live screen: a search from it reads its own results.
    await page.getByRole('combobox', { name: 'キーワード' }).or(page.getByRole('searchbox')).first().fill('防災');
    await page.getByRole('button', { name: '検索する', exact: true }).click();
    await expect.poll(() => searches.length).toBeGreaterThan(0);
  });
}

for (const path of ['/grants', GRANTS_SEARCH]) {
  test(`${path}: a returning signed-in user’s own first results replace the visitor’s the page came with`, async ({
    page,
  }) => {
    await openSignedIn(page, 'municipal');
    const searches: { token: boolean }[] = [];
    page.on('request', (sent) => {
      if (/\/graphql\?.*operationName=GrantsPage/.test(sent.url())) {
        searches.push({ token: (sent.headers().authorization ?? '').startsWith('Bearer ') });
      }
    });
    const reported: string[] = [];
    page.on('pageerror', (error) => reported.push(error.message));
    await page.goto(path);
    await waitForHydration(page, '.result-card__title a');
    await expect(page.locator('.result-card')).toHaveCount(20);
    // Their own read, with their token (on the bare address the page's early read, taken over by
    // the screen): once.
    expect(searches).toEqual([{ token: true }]);
    // Signed-in controls on the cards: the screen follows the session.
    await expect(page.getByRole('button', { name: /お気に入り/ }).first()).toBeVisible();
    expect(reported).toEqual([]);
  });
}
