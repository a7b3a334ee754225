import { expect, test } from '@playwright/test';

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
    // Marks the build's heading as the parser creates it, before any script runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('#main h1');
        if (!heading) return;
        (heading as HTMLElement & { fromBuild?: boolean }).fromBuild = true;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // React has taken the heading over (its fiber is on the node) ...
    await expect
      .poll(() =>
        page.evaluate(() => {
          const heading = document.querySelector('#main h1');
          return heading ? Object.keys(heading).some((key) => key.startsWith('__reactFiber')) : false;
        }),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // ... and it is still the node the build rendered.
    expect(
      await page.evaluate(
        () => (document.querySelector('#main h1') as (HTMLElement & { fromBuild?: boolean }) | null)?.fromBuild,
      ),
    ).toBe(true);
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

// A search screen's bare address arrives with its first results (server/src/web/search-pages.ts):
// the browser hydrates the server's cards from the answer in the page and, for a visitor, sends
// no search at all.
for (const path of ['/grants', '/cases']) {
  test(`${path} arrives with its first results, kept without asking again`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const firstHref = /<h3 class="result-card__title"><a href="([^"]+)"/.exec(html)?.[1];
    expect(firstHref).toMatch(/^\/(grants|cases)\/shows\/\d+$/);
    expect(html).toContain('id="served-answers"');

    const searches: string[] = [];
    page.on('request', (sent) => {
      if (/\/graphql\?.*operationName=(GrantsPage|CasesPage)/.test(sent.url())) searches.push(sent.url());
    });
    const reported: string[] = [];
    page.on('pageerror', (error) => reported.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') reported.push(message.text());
    });
    // Marks the first card's link as the parser creates it, before any script runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const link = document.querySelector('.result-card__title a');
        if (!link) return;
        (link as HTMLElement & { fromServer?: boolean }).fromServer = true;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const link = document.querySelector('.result-card__title a');
          return link ? Object.keys(link).some((key) => key.startsWith('__reactFiber')) : false;
        }),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const first = page.locator('.result-card__title a').first();
    await expect(first).toHaveAttribute('href', firstHref!);
    expect(await first.evaluate((link) => (link as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    await expect(page.locator('.result-card')).toHaveCount(20);
    expect(searches).toEqual([]);
    expect(reported).toEqual([]);
    // Still a live screen: a search from it reads its own results.
    await page.getByRole('combobox', { name: 'キーワード' }).or(page.getByRole('searchbox')).first().fill('防災');
    await page.getByRole('button', { name: '検索する', exact: true }).click();
    await expect.poll(() => searches.length).toBeGreaterThan(0);
  });
}
