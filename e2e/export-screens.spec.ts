/**
 * In Chromium: 「CSVで保存」「Excelで保存」 on the grant results (a plain link, public) and on
 * /request/list (fetched with the signed-in token) save files that parse with Japanese intact.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { allSolutions } from './requests-support';
import { openSignedIn } from './support/auth';
import { runGraphql } from './support/hooks';

test.use({ viewport: { width: 1280, height: 900 } });

test('grant results save as CSV with a BOM and as .xlsx, named in Japanese', async ({ page }) => {
  await page.goto('/grants?keyword=%E9%98%B2%E7%81%BD');
  const group = page.getByRole('group', { name: /補助金・交付金の検索結果を保存/ });
  await expect(group.getByRole('link', { name: 'CSVで保存' })).toHaveAttribute(
    'href',
    /\/api\/service\/grants\/export\?format=csv&keyword=/,
  );
  await page.screenshot({ path: '/tmp/export-grants.png' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    group.getByRole('link', { name: 'CSVで保存' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^補助金・交付金の検索結果_\d{8}\.csv$/);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('補助金・交付金名');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    group.getByRole('link', { name: 'Excelで保存' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the request history saves with the signed-in token', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const [solution] = await allSolutions(page);
  const sent = (await runGraphql(
    page,
    'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
    {
      input: {
        idempotencyKey: `export-screens-${Date.now()}`,
        items: [
          { solutionId: solution!.id, inquiryTypes: ['0'], contactMeans: ['1'], contents: `庁内報告 ${Date.now()}` },
        ],
      },
    },
  )) as { errors?: unknown };
  expect(sent.errors).toBeUndefined();
  await page.goto('/request/list');
  const group = page.getByRole('group', { name: /資料請求の履歴を保存/ });
  await expect(group).toBeVisible();
  await page.screenshot({ path: '/tmp/export-request-list.png', fullPage: true });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    group.getByRole('link', { name: 'CSVで保存' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^資料請求の履歴_\d{8}\.csv$/);
  expect(fs.readFileSync((await csv.path())!, 'utf8')).toContain('受付番号');
});
