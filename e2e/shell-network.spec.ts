import { expect, type Request, test } from '@playwright/test';
import { openSignedIn, signOut } from './support/auth';
import { runGraphql } from './support/hooks';

const isHomeQuery = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).searchParams.get('operationName') === 'HomePage';

// The home page's query goes first as the page's early read (lib/early-read-starter.ts), which is
// not retried: a failure of the moment there is the app's to ask again, under its policy.
test.describe('HTTP retry policy', () => {
  test('a GET answered 503 is retried once and the page still loads', async ({ page }) => {
    let calls = 0;
    await page.route(/\/graphql\?/, async (route) => {
      if (!isHomeQuery(route.request())) return route.continue();
      calls += 1;
      // The early read and the app's first try fail; the app's one retry is answered.
      if (calls <= 2) return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      return route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: '受付中の新着補助金・交付金' }).getByRole('listitem')).toHaveCount(5);
    expect(calls).toBe(3);
  });

  test('a GET is retried only once: a second failure shows the error state', async ({ page }) => {
    let calls = 0;
    await page.route(/\/graphql\?/, async (route) => {
      if (!isHomeQuery(route.request())) return route.continue();
      calls += 1;
      return route.fulfill({ status: 502, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('最新の情報を読み込めませんでした');
    // The early read, the app's try and its one retry.
    expect(calls).toBe(3);
  });

  test('a GET answered with a status outside the list is not retried', async ({ page }) => {
    let calls = 0;
    await page.route(/\/graphql\?/, async (route) => {
      if (!isHomeQuery(route.request())) return route.continue();
      calls += 1;
      return route.fulfill({ status: 400, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(calls).toBe(1);
  });

  test('a POST (a mutation) answered 503 is never retried', async ({ page }) => {
    await openSignedIn(page, 'member', '/rules/faq');
    let posts = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    const result = await runGraphql(
      page,
      `mutation RetryProbe($input: ProfileUpdateInput!) { updateProfile(input: $input) { uid } }`,
      {
        input: {
          lastName: '伊藤',
          firstName: '翔',
          lastNameKana: 'イトウ',
          firstNameKana: 'ショウ',
          division: '企画課',
          position: '係長',
          organization: 'デモ町',
        },
      },
    );
    expect(result.error).toBeTruthy();
    expect(posts).toBe(1);
  });
});

test('token sync: a fresh ID token is posted after sign-in and a DELETE follows sign-out', async ({ page }) => {
  const calls: { method: string; authorization: string | undefined }[] = [];
  await page.route('https://session.provider.example.jp/token-sync', (route) => {
    const request = route.request();
    if (request.method() !== 'OPTIONS') {
      calls.push({ method: request.method(), authorization: request.headers().authorization });
    }
    return route.fulfill({
      status: 204,
      headers: {
        'access-control-allow-origin': new URL(page.url()).origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'POST, DELETE',
        'access-control-allow-headers': 'authorization',
      },
    });
  });
  await openSignedIn(page, 'municipal');
  await expect.poll(() => calls.some((call) => call.method === 'POST')).toBe(true);
  const posted = calls.find((call) => call.method === 'POST')!;
  expect(posted.authorization).toMatch(/^Bearer [\w-]+\.[\w-]*\.[\w-]*$/);
  calls.length = 0;
  await signOut(page);
  await expect.poll(() => calls.map((call) => call.method)).toContain('DELETE');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});
