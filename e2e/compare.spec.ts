/**
 * Compare and print for a 決裁: a municipal user ticks three solutions on the result
 * list, compares them, sees the differing rows marked (in words, for screen readers too), saves
 * the table as CSV, reaches the same comparison from the basket, and prints it: the print media
 * shows the header block (site, title, URL, date, organisation) and hides every button.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';

test.use({ viewport: { width: 1280, height: 900 } });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/compare-${name}.png`, fullPage: true });
}

test('three solutions compared, exported, reached from the basket and printed', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions/list');
  const cards = page.locator('li').filter({ has: page.locator('.result-card') });
  await expect(cards.first()).toBeVisible();
  const titles: string[] = [];
  for (let index = 0; index < 3; index++) {
    const card = cards.nth(index);
    titles.push((await card.locator('.result-card__title').innerText()).trim());
    await card.getByRole('checkbox', { name: /比較に追加/ }).check();
    await card.getByRole('button', { name: /資料請求リストに追加/ }).click();
  }
  await expect(page.getByText('比較：3件選択中')).toBeVisible();
  await shoot(page, 'list');
  await page.getByRole('link', { name: '比較する' }).click();
  await expect(page).toHaveURL(/\/solutions\/compare\?ids=\d+,\d+,\d+$/);
  const compareUrl = page.url();

  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const headers = table.locator('thead th');
  await expect(headers).toHaveCount(4);
  for (const [index, title] of titles.entries()) await expect(headers.nth(index + 1)).toContainText(title);
  await expect(table.getByRole('rowheader', { name: /料金の単位/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /セキュリティ認証・登録/ })).toBeVisible();

  // A row is marked exactly when its cells differ; the mark is text inside the row header.
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      marked: tr.querySelector('th')!.textContent!.includes('差異あり'),
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()),
    })),
  );
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.some((row) => row.marked)).toBe(true);
  for (const row of rows) expect(row.marked, row.cells.join(' | ')).toBe(new Set(row.cells).size > 1);
  await shoot(page, 'table');

  // The CSV: a BOM, Japanese intact, one line per row plus the header.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVで保存' }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('項目');
  expect(text).toContain(titles[0]!.replaceAll('"', '""'));
  expect(text).toContain('差異あり');

  // On a phone the table scrolls sideways and the row headers stay.
  await page.setViewportSize({ width: 375, height: 812 });
  const region = page.getByRole('region', { name: /件のソリューションの比較/ });
  await region.evaluate((el) => el.scrollTo({ left: 400 }));
  const header = table.getByRole('rowheader', { name: /提供企業/ });
  const box = await header.boundingBox();
  expect(box!.x).toBeLessThan(40);
  await page.screenshot({ path: '/tmp/compare-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Print: the header block, no buttons, no navigation.
  await page.emulateMedia({ media: 'print' });
  const block = page.getByTestId('print-header');
  await expect(block).toBeVisible();
  await expect(block).toContainText('自治体ソリューションポータル');
  await expect(block).toContainText('ソリューションの比較');
  await expect(block).toContainText(compareUrl);
  await expect(block).toContainText('印刷日時');
  await expect(block).toContainText('所属');
  await expect(page.getByRole('button', { name: 'このページを印刷する' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'CSVで保存' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.back-to-top')).toBeHidden();
  await shoot(page, 'print');
  await page.pdf({ path: '/tmp/compare-print.pdf', format: 'A4', landscape: true });
  await page.emulateMedia({ media: 'screen' });

  // The basket reaches the same comparison, and a solution detail prints its own header.
  await page.goto('/request/form');
  await page.getByRole('link', { name: '3件を比較する' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('ids')!.split(',').sort()).toEqual(
    new URL(compareUrl).searchParams.get('ids')!.split(',').sort(),
  );
  await page.getByRole('link', { name: titles[0]! }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0]! })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-header')).toContainText('掲載番号');
  await expect(page.getByRole('button', { name: 'このページを印刷する' })).toBeHidden();
  await expect(page.locator('.floating-request')).toBeHidden();
  await shoot(page, 'detail-print');
});

test('a clear message for too few ids and for a listing nobody may compare', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions/compare?ids=1');
  await expect(page.getByText('比較するソリューションを2件以上選んでください。')).toBeVisible();
  await page.goto('/solutions/compare?ids=1,2,3,4,5');
  await expect(page.getByText('一度に比較できるのは4件までです。', { exact: false })).toBeVisible();
  await page.goto('/solutions/compare?ids=1,99999999');
  await expect(page.getByText('比較できないソリューションが含まれています。', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
