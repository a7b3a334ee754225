/**
 * Linked knowledge: the vendor links its listing to a grant (with the 対象経費 it fits)
 * and to a case in the editor; nothing shows before review; the operator sees the links in the
 * review and publishes; a municipal user then sees the grant on the solution, the solution (and
 * its case) on the grant, and the solution on the case. The detail pages are screenshotted.
 */
import { expect, test } from '@playwright/test';
import { field } from './auth-support';
import { openSignedIn } from './support/auth';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const SHOTS = process.env.LINKS_SHOTS_DIR;

test('a vendor links its listing to a grant and a case; after review a municipal user sees them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // 1. The vendor opens its published listing and links it.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await openSignedIn(vendor, 'vendor');
  await vendor.goto('/vendor');
  const firstListing = vendor.locator('tbody tr').first().getByRole('link').first();
  const listingTitle = (await firstListing.textContent())!.trim();
  await firstListing.click();
  await expect(vendor).toHaveURL(/\/solutions\/update\/\d+$/);
  const listingId = vendor.url().split('/').pop()!;
  const form = vendor.getByRole('form', { name: 'ソリューション掲載情報' });
  // The seeded listings have no files; a submission needs the thumbnail and the PDF.
  await field(form, 'サムネイル画像').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await field(form, '資料（PDF）').setInputFiles({ name: '資料.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('list', { name: '資料（PDF）（選択済み）' })).toContainText('資料.pdf');
  await form.getByLabel('補助金・交付金を検索').fill('防災');
  await form.getByRole('button', { name: '検索' }).first().click();
  const grantResults = form.getByRole('list', { name: '補助金・交付金を検索の結果' });
  const grantItem = grantResults
    .getByRole('listitem')
    .filter({ has: vendor.getByRole('button', { name: /を追加$/, disabled: false }) })
    .first();
  const grantButton = grantItem.getByRole('button', { name: /を追加$/ });
  const grantTitle = (await grantButton.getAttribute('aria-label'))!.replace(/^「(.*)」を追加$/, '$1');
  await grantButton.click();
  await form.getByLabel(`対象経費のメモ（${grantTitle}）`).fill('クラウド利用料・初期設定の委託料');
  // The picker shows a search's five newest cases; most demo cases already name a listing, so the
  // search is narrowed by the wordings of case titles until one that names none shows.
  const caseResults = form.getByRole('list', { name: '導入事例を検索の結果' });
  const caseButton = caseResults.getByRole('button', { name: /を追加$/, disabled: false }).first();
  for (const keyword of ['導入', '効率化', '課題解決', '住民サービス']) {
    await form.getByLabel('導入事例を検索', { exact: true }).fill(keyword);
    await form.getByRole('button', { name: '検索' }).nth(1).click();
    const found = await caseButton.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (found) break;
  }
  await expect(caseButton).toBeVisible();
  const caseTitle = (await caseButton.getAttribute('aria-label'))!.replace(/^「(.*)」を追加$/, '$1');
  await caseButton.click();
  await expect(form.getByRole('button', { name: `「${caseTitle}」を外す` })).toBeVisible();
  if (SHOTS) {
    await form
      .getByRole('group', { name: '活用できる補助金・交付金' })
      .screenshot({ path: `${SHOTS}/editor-grants.png` });
    await form.getByRole('group', { name: '導入事例' }).screenshot({ path: `${SHOTS}/editor-cases.png` });
  }
  await form.getByRole('button', { name: '審査に申請する' }).click();
  await expect(vendor.getByText('審査に申請しました。', { exact: false })).toBeVisible();
  await vendorContext.close();

  // 2. Before review a municipal user sees nothing of it on the grant.
  const municipalContext = await browser.newContext();
  const municipal = await municipalContext.newPage();
  await openSignedIn(municipal, 'municipal');
  await municipal.goto(`/solutions/shows/${listingId}`);
  const grantsSection = municipal.locator('section', {
    has: municipal.getByRole('heading', { name: '活用できる補助金・交付金' }),
  });
  await expect(grantsSection).toBeVisible();
  await expect(grantsSection.getByRole('link', { name: grantTitle })).toHaveCount(0);

  // 3. The operator sees the links in the review and publishes the change.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await openSignedIn(operator, 'operator');
  await operator.goto('/operator/review');
  const item = operator.getByRole('region', { name: listingTitle });
  await expect(item.getByRole('region', { name: '関連情報（補助金・導入事例）' })).toContainText(
    `${grantTitle}：クラウド利用料・初期設定の委託料`,
  );
  await expect(item.getByRole('region', { name: '公開中の版からの変更' })).toContainText(grantTitle);
  if (SHOTS) await operator.screenshot({ path: `${SHOTS}/review.png`, fullPage: true });
  await item.getByRole('button', { name: `「${listingTitle}」を公開する` }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: '公開する' }).click();
  await expect(operator.getByText(`「${listingTitle}」を公開しました。`)).toBeVisible();
  await operatorContext.close();

  // 4. The municipal user sees the grant on the solution, with its status and the note …
  await municipal.reload();
  await expect(grantsSection.getByRole('link', { name: grantTitle })).toBeVisible();
  await expect(grantsSection).toContainText('対象経費：クラウド利用料・初期設定の委託料');
  await expect(grantsSection.getByText(/受付状況：/).first()).toBeVisible();
  const casesSection = municipal.locator('section', {
    has: municipal.getByRole('heading', { name: '導入事例', exact: true }),
  });
  await expect(casesSection.getByRole('link', { name: caseTitle })).toBeVisible();
  if (SHOTS) await municipal.screenshot({ path: `${SHOTS}/solution.png`, fullPage: true });
  // … the solution on the grant …
  await grantsSection.getByRole('link', { name: grantTitle }).click();
  await expect(municipal.getByRole('heading', { level: 1, name: grantTitle })).toBeVisible();
  const solutions = municipal.locator('section', {
    has: municipal.getByRole('heading', { name: 'この補助金で導入できるソリューション' }),
  });
  await expect(solutions.getByRole('link', { name: listingTitle })).toBeVisible();
  await expect(municipal.getByRole('heading', { name: 'この補助金を活用した事例' })).toBeVisible();
  const grantId = municipal.url().split('/').pop()!;
  if (SHOTS) await municipal.screenshot({ path: `${SHOTS}/grant.png`, fullPage: true });
  // … and the solution on the case.
  await municipal.goto(`/solutions/shows/${listingId}`);
  await casesSection.getByRole('link', { name: caseTitle }).click();
  const used = municipal.locator('section', {
    has: municipal.getByRole('heading', { name: '導入したソリューション' }),
  });
  await expect(used.getByRole('link', { name: listingTitle })).toBeVisible();
  if (SHOTS) await municipal.screenshot({ path: `${SHOTS}/case.png`, fullPage: true });
  const caseUrl = municipal.url();

  // The operator records that the grant funded the case, on the case's page.
  const operatorAgain = await (await browser.newContext()).newPage();
  await openSignedIn(operatorAgain, 'operator');
  await operatorAgain.goto(caseUrl);
  await operatorAgain.getByLabel(/活用した補助金・交付金の掲載番号/).fill(grantId);
  await operatorAgain.getByRole('button', { name: '保存', exact: true }).click();
  await expect(operatorAgain.getByText('活用した補助金・交付金を保存しました。')).toBeVisible();
  await municipal.reload();
  const funded = municipal.locator('section', {
    has: municipal.getByRole('heading', { name: '活用した補助金・交付金' }),
  });
  await expect(funded.getByRole('link', { name: grantTitle })).toBeVisible();
  if (SHOTS) await municipal.screenshot({ path: `${SHOTS}/case-funded.png`, fullPage: true });

  // 5. The search filters: 補助金対象 finds the listing.
  await municipal.goto(`/solutions/list?links=grant&keyword=${encodeURIComponent(listingTitle)}`);
  await expect(municipal.getByRole('link', { name: listingTitle }).first()).toBeVisible();
  if (SHOTS) await municipal.screenshot({ path: `${SHOTS}/solutions-filtered.png`, fullPage: true });
  await municipalContext.close();
});
