import { expect, test } from '@playwright/test';
import { type DemoRole, openSignedIn } from './support/auth';

test.describe('route guard', () => {
  test('a visitor on a login-only route goes to the login page with the full original path', async ({ page }) => {
    await page.goto('/request/list?page=2&sort=new');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/request/list?page=2&sort=new');
  });

  test('a visitor following a link to a detail page is sent to login as well', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: '新着の導入事例' }).getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcases%2Fshows%2F\d+$/);
  });

  // Vendors pass the client's gate on listing details to see their own live listing (the server
  // refuses them other companies' records): e2e/requests-lifecycle.spec.ts and the access matrix.
  for (const role of ['member'] as DemoRole[]) {
    test(`the municipality gate sends a signed-in ${role} user from /solutions/shows/1 to /`, async ({ page }) => {
      await openSignedIn(page, role, '/rules/faq');
      await page.goto('/solutions/shows/1');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('このページは自治体職員の方のみご利用いただけます。', { exact: true })).toBeVisible();
    });
  }

  for (const role of ['municipal', 'trial', 'operator'] as DemoRole[]) {
    test(`the municipality gate lets a ${role} user stay on /solutions/shows/1`, async ({ page }) => {
      await openSignedIn(page, role, '/rules/faq');
      // A full page load: the guard waits for the auth state and then the profile, and the server
      // agrees: the record itself appears, not the refusal message or the loading placeholder.
      await page.goto('/solutions/shows/1');
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'このページを印刷する' })).toBeVisible();
      await expect(page).toHaveURL(/\/solutions\/shows\/1$/);
    });
  }

  test('the gate also applies to case and grant details and to /solutions, not to /solutions/list', async ({
    page,
  }) => {
    await openSignedIn(page, 'member', '/rules/faq');
    for (const path of ['/cases/shows/1', '/grants/shows/1', '/solutions']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/solutions/list');
    await expect(page.getByRole('heading', { level: 1, name: 'ソリューション一覧' })).toBeVisible();
  });

  test('an internal redirect rule sends /faq to the FAQ page', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/rules\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
  });

  test('an external redirect rule leaves the portal with a full page load', async ({ page }) => {
    // The provider's site is not reachable from the test machine: answer for it.
    await page.route('https://www.provider.example.jp/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<title>掲載のご案内</title><h1>掲載のご案内</h1>',
      }),
    );
    await page.goto('/listing');
    await expect(page).toHaveURL('https://www.provider.example.jp/portal/listing-guide');
    await expect(page.getByRole('heading', { name: '掲載のご案内' })).toBeVisible();
  });

  test('an unknown route shows Page Not Found with its path and status 404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | 自治体ソリューションポータル');
    // The layout stays: the visitor can carry on from the header.
    await expect(page.getByRole('banner').getByRole('link', { name: '補助金・交付金を探す' })).toBeVisible();
  });

  test('a route whose parameter fails validation shows the 404 page too', async ({ page }) => {
    await page.goto('/grants/shows/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/grants/shows/not-a-number')).toBeVisible();
  });

  test('the server answers unknown pages with the app and unknown API paths with a JSON 404', async ({ request }) => {
    const pageResponse = await request.get('/no/such/page');
    expect(pageResponse.headers()['content-type']).toContain('text/html');
    expect(await pageResponse.text()).toContain('<div id="root">');
    const api = await request.get('/api/no/such/endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});
