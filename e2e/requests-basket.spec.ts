/**
 * A municipal user collects three solutions from two vendors (from detail pages and the result
 * list), chooses what to ask, confirms and sends with a double click: one request per vendor, one
 * mail per vendor and one receipt at the SMTP server, and the three PDFs ready to download.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { errorSummary } from './auth-support';
import { DEMO_ACCOUNTS, openSignedIn } from './support/auth';
import { runGraphql } from './support/hooks';
import { allSolutions, myRequestCount, shoot, vendorWith, waitForMails } from './requests-support';

/** A 受付番号 read over the phone (server/src/lib/receipt-number.ts). */
const RECEIPT = /^R-\d{8}-[34679ACDEFGHJKMNPQRTWXY]{4}$/;

test.use({ viewport: { width: 1280, height: 900 } });
// Both tests count the demo municipal account's requests.
test.describe.configure({ mode: 'serial' });

test('three solutions from two vendors: confirm, send once, mails per vendor, downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'municipal', '/solutions/list');
  const solutions = await allSolutions(page);
  const startedAt = Date.now();

  // One from the result list (the newest solution) …
  await page.goto('/solutions/list');
  const firstCard = page
    .locator('.search-results li, ul li')
    .filter({ has: page.locator('.result-card') })
    .first();
  const firstTitle = (await firstCard.locator('.result-card__title').innerText()).trim();
  const listed = solutions.find((s) => s.title === firstTitle)!;
  await firstCard.getByRole('button', { name: /資料請求リストに追加/ }).click();
  await expect(firstCard.getByRole('button', { name: /追加済み/ })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'results');

  // … and two of another vendor from their detail pages.
  const pair = vendorWith(solutions, 2, listed.companyName);
  const chosen = [listed.id, pair[0]!.id, pair[1]!.id];
  const countBefore = await myRequestCount(page, chosen);
  for (const solution of pair) {
    await page.goto(`/solutions/shows/${solution.id}`);
    await expect(page.getByRole('heading', { level: 1, name: solution.title })).toBeVisible();
    await page.getByRole('button', { name: '資料請求リストに追加' }).click();
    await expect(page.getByRole('button', { name: '資料請求リストに追加済み' })).toBeVisible();
  }
  await shoot(page, 'detail');
  await page.getByRole('link', { name: '資料請求リストを見る（3件）' }).click();
  await expect(page).toHaveURL(/\/request\/form$/);

  const items = page.locator('.request-item');
  await expect(items).toHaveCount(3);
  // Defaults: 資料請求 and 電話.
  await expect(items.nth(0).getByRole('checkbox', { name: '資料請求' })).toBeChecked();
  await expect(items.nth(0).getByRole('checkbox', { name: '電話' })).toBeChecked();
  await items.nth(0).getByRole('checkbox', { name: '見積依頼' }).check();
  await items.nth(1).getByRole('checkbox', { name: '資料請求' }).uncheck();
  await items.nth(1).getByRole('checkbox', { name: '詳しい説明を聞きたい' }).check();
  await items.nth(1).getByRole('checkbox', { name: 'Web会議' }).check();
  await items.nth(2).getByRole('checkbox', { name: 'その他' }).check();
  await items.nth(2).getByRole('checkbox', { name: 'メール' }).check();
  await items.nth(2).getByRole('checkbox', { name: '電話' }).uncheck();
  // その他 needs the free text: the shared validator says so before anything is sent.
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(errorSummary(page)).toContainText('「その他」を選択した場合');
  await items
    .nth(2)
    .getByLabel(/お問い合わせ内容/)
    .fill('庁内LGWAN環境での利用可否を教えてください。');
  await shoot(page, 'request-form');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  await expect(page).toHaveURL(/\/request\/confirm$/);
  await expect(page.getByRole('heading', { name: /^送信先：/ })).toHaveCount(2);
  await expect(page.getByText('見積依頼').first()).toBeVisible();
  await shoot(page, 'request-confirm');

  // A double click sends once: the screen's key makes the second POST return the first.
  await page.getByRole('button', { name: 'この内容で送信する' }).dblclick();
  await expect(page).toHaveURL(/\/solutions\/complete\?requests=/);
  await expect(page.getByText('2社の提供企業へ')).toBeVisible();
  for (const company of [listed.companyName, pair[0]!.companyName]) {
    await expect(page.getByRole('heading', { name: `送信先：${company}` })).toBeVisible();
    // The 受付番号 is the readable one, not the uid in the link.
    await expect(
      page.getByRole('region', { name: `送信先：${company}` }).getByRole('link', { name: RECEIPT }),
    ).toBeVisible();
  }
  await shoot(page, 'complete');
  expect(await myRequestCount(page, chosen)).toBe(countBefore + 2);

  const requester = DEMO_ACCOUNTS.municipal;
  const fresh = (mail: { file: string }) => Number(mail.file.split('-')[0]) >= startedAt - 1000;
  const vendorMails = await waitForMails(
    (m) => fresh(m) && m.kind === 'request.vendor' && m.replyTo === requester && m.text.includes(pair[0]!.title),
    1,
  );
  expect(vendorMails[0]!.text).toContain(pair[1]!.title);
  expect(vendorMails[0]!.text).toContain('詳しい説明を聞きたい');
  expect(vendorMails[0]!.text).toContain('庁内LGWAN環境での利用可否');
  const otherVendor = await waitForMails(
    (m) => fresh(m) && m.kind === 'request.vendor' && m.text.includes(listed.title),
    1,
  );
  expect(otherVendor[0]!.to).not.toBe(vendorMails[0]!.to);
  expect(otherVendor[0]!.text).toContain('資料請求、見積依頼');
  const receipts = await waitForMails(
    (m) => fresh(m) && m.kind === 'request.receipt' && m.to === requester && m.text.includes(listed.title),
    1,
  );
  expect(receipts).toHaveLength(1);
  expect(
    (
      await waitForMails(
        (m) =>
          fresh(m) &&
          m.kind === 'request.vendor' &&
          m.replyTo === requester &&
          [listed, ...pair].some((solution) => m.text.includes(solution.title)),
        2,
      )
    ).length,
  ).toBe(2);

  // The basket is empty after sending.
  await page.goto('/request/form');
  await expect(page.getByText('資料請求リストにソリューションがありません。')).toBeVisible();

  // /request/list: the three PDFs, newest first, one downloads as a real PDF.
  await page.goto('/request/list');
  for (const solution of [listed, ...pair]) {
    await expect(page.locator('.document-list__item').filter({ hasText: solution.title }).first()).toBeVisible();
  }
  await shoot(page, 'list');
  const row = page.locator('.document-list__item').filter({ hasText: pair[0]!.title }).first();
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => /\/api\/request\/[^/]+\/documents\/\d+$/.test(r.url())),
    row.getByRole('button', { name: /ダウンロード/ }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain("filename*=UTF-8''");
  expect(download.suggestedFilename()).toBe(`${pair[0]!.title}_サービス資料.pdf`);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // /request/show/{uid}: one request in full.
  await page.locator('.request-history__list a').first().click();
  await expect(page).toHaveURL(/\/request\/show\//);
  // The address changes before the screen does (React Router renders the new route in a
  // transition): the list's own 受付番号 links may still be showing.
  await expect(page.getByRole('heading', { level: 1, name: '資料請求の詳細' })).toBeVisible();
  await expect(page.locator('dt', { hasText: '受付番号' }).locator('+ dd')).toHaveText(RECEIPT);
  await shoot(page, 'show');
});

test('a retried POST with the same key creates nothing new', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const [solution] = await allSolutions(page);
  const before = await myRequestCount(page, [solution!.id]);
  const mutation = `mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }`;
  const input = {
    idempotencyKey: `e2e-retry-${Date.now()}-key`,
    items: [{ solutionId: solution!.id, inquiryTypes: ['0'], contactMeans: ['0'], contents: '' }],
  };
  const first = (await runGraphql(page, mutation, { input })) as {
    data?: { submitDocumentRequest: { uid: string }[] };
  };
  const again = (await runGraphql(page, mutation, { input })) as {
    data?: { submitDocumentRequest: { uid: string }[] };
  };
  expect(again.data?.submitDocumentRequest[0]?.uid).toBe(first.data?.submitDocumentRequest[0]?.uid);
  expect(await myRequestCount(page, [solution!.id])).toBe(before + 1);
});

test('the same basket sent from two tabs creates one request', async ({ context }) => {
  const first = await context.newPage();
  await openSignedIn(first, 'municipal');
  const solutions = await allSolutions(first);
  const [solution] = vendorWith(solutions.slice(20), 1);
  await first.goto(`/solutions/shows/${solution!.id}`);
  await first.getByRole('button', { name: '資料請求リストに追加' }).click();
  const before = await myRequestCount(first, [solution!.id]);
  const second = await context.newPage();
  await second.goto('/request/confirm');
  await first.goto('/request/confirm');
  for (const page of [first, second]) await expect(page.getByRole('heading', { name: /^送信先：/ })).toHaveCount(1);

  // The second tab's POST is held until the first tab has finished sending.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await second.route('**/graphql', async (route) => {
    if (route.request().method() === 'POST' && route.request().postData()?.includes('submitDocumentRequest'))
      await held;
    await route.continue();
  });
  await second.getByRole('button', { name: 'この内容で送信する' }).click();
  await first.getByRole('button', { name: 'この内容で送信する' }).click();
  await expect(first).toHaveURL(/\/solutions\/complete\?requests=/);
  release();
  await expect(second).toHaveURL(/\/solutions\/complete\?requests=/);
  expect(new URL(second.url()).searchParams.get('requests')).toBe(new URL(first.url()).searchParams.get('requests'));
  expect(await myRequestCount(first, [solution!.id])).toBe(before + 1);
});
