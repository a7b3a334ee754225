/**
 * A returning user's page load: the remembered session lets the page read its record at once
 * (the page's early reads, taken over by the app) without waiting for the Firebase SDK, and a
 * remembered token the server refuses is replaced by one Firebase issues, without the user
 * noticing.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { REMEMBERED_SESSION_KEY } from '@portal/shared';
import { openSignedIn } from './support/auth';

const FIREBASE_HOSTS = /identitytoolkit|securetoken/;

async function firstGrantDetail(page: Page): Promise<string> {
  await page.goto('/grants');
  const link = page.locator('a[href^="/grants/shows/"]').first();
  await expect(link).toBeVisible();
  // The server sends /grants with its results, so the link shows before the app has run: let the
  // app's own reads end first, or one it sends late counts as the next page's.
  await page.waitForLoadState('networkidle');
  return (await link.getAttribute('href'))!;
}

function operationsOf(requests: Request[], operation: string): Request[] {
  return requests.filter((r) => r.url().includes('/graphql?') && r.url().includes(`operationName=${operation}`));
}

test('a returning user’s detail page reads its record once, without waiting for Firebase', async ({ page }) => {
  await openSignedIn(page, 'municipal', '/grants');
  const detail = await firstGrantDetail(page);

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(detail);
  await expect(page.locator('.detail__text').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(operationsOf(requests, 'GrantDetailPage')).toHaveLength(1);
  expect(operationsOf(requests, 'CurrentProfile')).toHaveLength(1);
  // The SDK loads only shortly before the remembered token runs out (or when a screen needs it).
  expect(requests.filter((r) => FIREBASE_HOSTS.test(r.url())).map((r) => r.url())).toEqual([]);
  // The reads started from the page itself, before the app's scripts had run, and the app took
  // both answers over (it sent nothing of its own).
  const early = await page.evaluate(() => {
    const reads = (window as { __portalEarlyReads?: { token: string; reads: Record<string, unknown> } })
      .__portalEarlyReads;
    return reads && { token: reads.token, left: Object.keys(reads.reads) };
  });
  const [read] = operationsOf(requests, 'GrantDetailPage');
  expect(early?.left).toEqual([]);
  expect(await read!.headerValue('authorization')).toBe(`Bearer ${early?.token}`);
});

test('a remembered token the server refuses is renewed through Firebase', async ({ page }) => {
  await openSignedIn(page, 'municipal', '/grants');
  const detail = await firstGrantDetail(page);
  // As if the token had been revoked: still unexpired, but the server will not accept it.
  await page.evaluate((key) => {
    const remembered = JSON.parse(localStorage.getItem(key)!) as { token: string };
    localStorage.setItem(key, JSON.stringify({ ...remembered, token: 'revoked.token.value' }));
  }, REMEMBERED_SESSION_KEY);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('operationName=GrantDetailPage')) answers.push(response.status());
  });
  await page.goto(detail);
  await expect(page.locator('.detail__text').first()).toBeVisible();
  expect(answers[0]).toBe(401);
  expect(answers.at(-1)).toBe(200);
  // Firebase's own token is what the browser remembers from now on.
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
    REMEMBERED_SESSION_KEY,
  );
  expect(token).not.toBe('revoked.token.value');
});

test('signing out in another tab signs this tab out too', async ({ page, context }) => {
  await openSignedIn(page, 'municipal', '/grants');
  const detail = await firstGrantDetail(page);
  await page.goto(detail);
  await expect(page.locator('.detail__text').first()).toBeVisible();

  const other = await context.newPage();
  await other.goto('/auth/logout');
  await other.waitForURL((url) => url.pathname === '/');
  expect(await other.evaluate((key) => localStorage.getItem(key), REMEMBERED_SESSION_KEY)).toBeNull();
  // This tab's header follows: the login link is back.
  await expect(page.getByRole('link', { name: 'ログイン' }).first()).toBeVisible();
});

test('a returning user’s rendered page does not offer sign-in while the app is still loading', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'municipal', '/grants');
  await expect(page.getByRole('button', { name: /マイページ/ })).toBeVisible();
  // The pages as they are before the app's scripts have run (here: never).
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/grants', `/grants?keyword=${encodeURIComponent('補助')}`]) {
    await page.goto(path);
    const header = page.locator('.site-header');
    await expect(header.getByRole('link', { name: /自治体ソリューション/ }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'ログイン' }), path).toHaveCount(0);
    await expect(header.getByRole('link', { name: '会員登録' }), path).toHaveCount(0);
    // Hidden, not removed: the bar keeps its shape for the my-page button that replaces them.
    await expect(header.locator('.site-header__actions[data-mode="guest"]'), path).toBeAttached();
  }
  // Once the app runs, the header says who is signed in.
  await page.unroute('**/assets/*.js');
  await page.goto('/grants');
  await expect(page.getByRole('button', { name: /マイページ/ })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-session-hint');

  // A first-time visitor's page offers them from the first paint, scripts or not.
  const visitor = await browser.newPage();
  await visitor.route('**/assets/*.js', (route) => route.abort());
  await visitor.goto(new URL('/grants', page.url()).href);
  await expect(visitor.locator('.site-header').getByRole('link', { name: 'ログイン' }).first()).toBeVisible();
  await visitor.close();
});
