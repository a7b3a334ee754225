/**
 * Open data in Chromium: the /open-data page lists the four daily files with the licence, the
 * date, sizes and SHA-256 checksums (the app process made them soon after it started), and each
 * file downloads as listed: the CSV with a BOM, so a spreadsheet reads its Japanese intact.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-apikeys';

test('the open data page lists the daily files, which download as listed', async ({ page, request }) => {
  await expect.poll(async () => (await request.get('/open-data/index.json')).status(), { timeout: 30_000 }).toBe(200);
  await page.goto('/open-data');
  await expect(page.getByRole('heading', { name: 'オープンデータ', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', /creativecommons\.org/);
  const rows = page.getByRole('table', { name: 'ファイルの一覧' }).getByRole('row');
  await expect(rows).toHaveCount(5);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/open-data-${width}.png`, fullPage: true });
  }

  const csvRow = rows.filter({ hasText: '補助金・交付金（CSV）' });
  const listedHash = (await csvRow.locator('code').textContent())!.trim();
  const download = page.waitForEvent('download');
  await csvRow.getByRole('link').click();
  const file = await (await download).path();
  const bytes = (await import('node:fs')).readFileSync(file);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(listedHash);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('名称');
  expect(text).toContain('補助');

  const json = (await (await request.get('/open-data/cases.json')).json()) as {
    license: { name: string };
    items: { title: string; url: string }[];
  };
  expect(json.license.name).toBe('CC BY 4.0');
  expect(json.items.length).toBeGreaterThan(0);
  expect(json.items[0]!.url).toMatch(/\/cases\/shows\/\d+$/);
});
