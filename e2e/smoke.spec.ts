import { expect, test } from '@playwright/test';

test('the home page shows seeded grants, cases and category counts', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('自治体ソリューションポータル');
  const grants = page.getByRole('region', { name: '受付中の新着補助金・交付金' });
  await expect(grants.getByRole('listitem')).toHaveCount(5);
  await expect(grants.getByRole('link', { name: /補助金・交付金をすべて見る（[\d,]+ 件）/ })).toBeVisible();
  const cases = page.getByRole('region', { name: '新着の導入事例' });
  await expect(cases.getByRole('listitem')).toHaveCount(5);
  const categories = page.getByRole('region', { name: 'カテゴリから探す' });
  await expect(categories.getByRole('listitem')).toHaveCount(12);
  await expect(categories.getByText('防災・インフラ・まちづくり')).toBeVisible();
});

test('GraphiQL is served by the portal itself and loads nothing from another host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(request.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  expect(foreign).toEqual([]);
});

test('an unknown route shows Page Not Found with its path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});
