/**
 * The operator's imports (docs/operator-console.md) tried in Chromium: the recorded jGrants feed
 * uploaded, previewed (新規 and the one record the portal cannot place) and confirmed; the same
 * file again previews as 変更なし; a grants CSV with a bad date in row 17 names row 17 and its
 * column and writes nothing. Screenshots at 1280 and 375 px when E2E_SHOTS names a folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// The built shared package (CommonJS; `npm run build` precedes the end-to-end suite).
import grantColumns from '../shared/dist/imports/grant-columns.js';
import { openSignedIn } from './support/auth';

const { GRANT_COLUMNS } = grantColumns;
const SHOTS = process.env.E2E_SHOTS;
const FEED = path.resolve(import.meta.dirname, '../server/src/test/fixtures/jgrants-feed.json');

/** The recorded feed under fresh ids (a retry on the same server still creates every record). */
function freshFeed(): string {
  const tag = randomBytes(3).toString('hex');
  const feed = JSON.parse(fs.readFileSync(FEED, 'utf8')) as { result: { id: string }[] };
  for (const record of feed.result) record.id = `${record.id.slice(0, 12)}${tag}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-')), 'jgrants-feed.json');
  fs.writeFileSync(file, JSON.stringify(feed));
  return file;
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A grants CSV of 20 rows from the template's example, row 17's 公募締切日 unreadable. */
function badCsv(): string {
  const tag = randomBytes(3).toString('hex');
  const lines = [GRANT_COLUMNS.map((c) => c.header)];
  for (let row = 2; row <= 21; row++) {
    lines.push(
      GRANT_COLUMNS.map((c) => {
        if (c.field === 'sourceId') return `E2E-${tag}-${row}`;
        if (c.field === 'title') return `取り込み確認用補助金${tag}（${row}）`;
        if (c.field === 'applicationEnd' && row === 17) return '来年3月末';
        return c.example;
      }),
    );
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-')), 'grants.csv');
  fs.writeFileSync(file, `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`);
  return file;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/import-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function preview(page: Page, kind: string, file: string) {
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('ファイル', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'プレビュー' }).click();
}

test('the operator previews the recorded feed, confirms it, and sees 変更なし the second time', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'operator');
  await page.goto('/operator/imports');
  await expect(page.getByRole('heading', { level: 1, name: '取り込み' })).toBeVisible();
  const feed = freshFeed();

  await preview(page, 'jGrants の一覧（JSON）', feed);
  const report = page.getByRole('region', { name: '取り込みのプレビュー' });
  await expect(report.getByRole('listitem').filter({ hasText: '新規' })).toHaveText('新規 238 件');
  await expect(report.getByRole('listitem').filter({ hasText: 'エラー' })).toHaveText('エラー 1 件');
  await expect(report.getByRole('row').filter({ hasText: '海外展開スタートアップ支援事業' })).toContainText(
    '対象地域「海外」はポータルの地域に当てはめられません',
  );
  await shoot(page, 'preview');

  await page.getByRole('button', { name: 'この内容で取り込む' }).click();
  const done = page.getByRole('region', { name: '取り込みの結果' });
  await expect(done.getByRole('heading')).toHaveText('jgrants-feed.jsonを取り込みました');
  await expect(done.getByRole('listitem').filter({ hasText: '新規' })).toHaveText('新規 238 件');

  await preview(page, 'jGrants の一覧（JSON）', feed);
  const again = page.getByRole('region', { name: '取り込みのプレビュー' });
  await expect(again.getByRole('listitem').filter({ hasText: '変更なし' })).toHaveText('変更なし 238 件');
  await expect(again.getByRole('listitem').filter({ hasText: '新規' })).toHaveText('新規 0 件');
  await page.getByRole('button', { name: 'やめる' }).click();
  await expect(again).toBeHidden();
});

test('a grants CSV with an error in row 17 names the row and its column and writes nothing', async ({ page }) => {
  await openSignedIn(page, 'operator');
  await page.goto('/operator/imports');
  await preview(page, '補助金・交付金（CSV・Excel）', badCsv());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('grants.csvを取り込めません。');
  await expect(alert).toContainText('17行目「公募締切日」: 日付の形式が正しくありません（例: 2027-03-31）');
  await expect(page.getByRole('region', { name: '取り込みのプレビュー' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'この内容で取り込む' })).toHaveCount(0);
  await shoot(page, 'error');
});
