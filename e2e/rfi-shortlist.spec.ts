/**
 * A request for information started from a shared shortlist, in Chromium: the officer makes the
 * list's request, edits the draft (title, background, deadline, a question, a vendor removed and
 * put back, the 仕様書) before sending; a colleague of the same municipality sees it on the shared
 * list with its state and opens it read-only; once sent it is no longer offered for editing.
 * Staff of a municipality of their own (小樽市), so other specs' lists never mix in. Screenshots at
 * 1280 and 375 px of the list's panel and the edit screen in /tmp (RFI_SHOTS names another folder).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './auth-support';
import { bindDomains, municipalStaff, type StaffAccount } from './my-portal-support';
import { PDF, vendorWithListing, type VendorAccount } from './rfi-support';
import { runGraphql } from './support/hooks';

const SHOTS = process.env.RFI_SHOTS ?? '/tmp';
const OTARU_DOMAIN = 'city.otaru-e2e.lg.jp';
fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/rfi-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, account.email, account.password);
  return page;
}

function japanDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const token = randomBytes(3).toString('hex');
const listName = `窓口DXの候補 ${token}`;
let officer: StaffAccount;
let colleague: StaffAccount;
let vendors: VendorAccount[];

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  await bindDomains(baseURL!, { [OTARU_DOMAIN]: '小樽市' });
  officer = await municipalStaff(baseURL!, '小樽市', '調達', OTARU_DOMAIN);
  colleague = await municipalStaff(baseURL!, '小樽市', '企画', OTARU_DOMAIN);
  vendors = [];
  for (const name of ['デルタ', 'イプシロン']) {
    vendors.push(await vendorWithListing(baseURL!, `株式会社${name}情報${token}`, `窓口受付サービス ${name} ${token}`));
  }
});

test('an officer starts a request from a shared shortlist, edits the draft, and a colleague sees it there', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const municipal = await signedIn(browser, officer);
  const made = (await runGraphql(municipal, 'mutation($n: String!) { createShortlist(name: $n) { id } }', {
    n: listName,
  })) as { data: { createShortlist: { id: string } } };
  for (const vendor of vendors) {
    await runGraphql(municipal, 'mutation($i: ShortlistEntryInput!) { addShortlistEntry(input: $i) { id } }', {
      i: { shortlistId: made.data.createShortlist.id, section: 'solutions', recordId: vendor.listingId },
    });
  }

  // 1. From the list's panel: the new request's form with the list's two vendors.
  await municipal.goto('/mypage/shortlists');
  const panel = municipal.getByRole('region', { name: listName, exact: true });
  await expect(panel.getByRole('region', { name: /このリストから作成した依頼/ })).toContainText('まだありません');
  await panel.getByRole('link', { name: '見積依頼・情報提供依頼を作成する' }).click();
  const form = municipal.getByRole('form', { name: '情報提供依頼・見積依頼の作成' });
  await expect(form.getByText('いま2社')).toBeVisible();
  await form.getByLabel('件名', { exact: true }).fill(`受付システムの情報提供依頼 ${token}`);
  await form.getByLabel('回答期限（日本時間）').fill(`${japanDay(14)}T17:00`);
  await form.getByRole('button', { name: '下書きを保存して内容を確認する' }).click();
  await expect(municipal).toHaveURL(/\/mypage\/rfis\/\d+$/);
  const rfiPath = new URL(municipal.url()).pathname;

  // 2. The draft edited before sending.
  await municipal.getByRole('link', { name: '下書きを編集' }).click();
  await expect(municipal).toHaveURL(new RegExp(`${rfiPath}/edit$`));
  const edit = municipal.getByRole('form', { name: '下書きの編集' });
  await expect(edit.getByLabel('件名', { exact: true })).toHaveValue(`受付システムの情報提供依頼 ${token}`);
  await expect(edit.getByLabel('回答期限（日本時間）')).toHaveValue(`${japanDay(14)}T17:00`);
  await expect(edit.getByText('いま2社')).toBeVisible();
  await edit.getByLabel(`窓口受付サービス デルタ ${token}`).uncheck();
  await expect(edit.getByText('いま1社')).toBeVisible();
  await edit.getByLabel(`窓口受付サービス デルタ ${token}`).check();
  await edit.getByLabel('件名', { exact: true }).fill(`受付システムの見積依頼 ${token}`);
  await edit.getByLabel('背景・目的').fill('来年度の窓口改善に向けて、費用感を把握したい。');
  await edit.getByLabel('回答期限（日本時間）').fill(`${japanDay(21)}T12:00`);
  await municipal.getByLabel('質問1の質問文').fill('初期費用と年額');
  await edit
    .getByLabel('仕様書（PDF、任意）')
    .setInputFiles({ name: '仕様書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(edit.getByText('「仕様書.pdf」をアップロードしました')).toBeVisible();
  await shoot(municipal, 'edit');
  await edit.getByRole('button', { name: '下書きを保存して内容を確認する' }).click();
  await expect(municipal).toHaveURL(new RegExp(`${rfiPath}$`));
  await expect(municipal.getByRole('heading', { level: 1, name: `受付システムの見積依頼 ${token}` })).toBeVisible();
  await expect(municipal.getByText('来年度の窓口改善に向けて、費用感を把握したい。')).toBeVisible();
  await expect(municipal.getByText(`${japanDay(21)} 12:00（日本時間）`)).toBeVisible();
  await expect(municipal.getByRole('button', { name: '仕様書.pdfをダウンロード' })).toBeVisible();
  await expect(municipal.getByText('初期費用と年額')).toBeVisible();

  // 3. A colleague sees it on the shared list, as a draft, and reads it without acting on it.
  const other = await signedIn(browser, colleague);
  await other.goto('/mypage/shortlists');
  const shared = other.getByRole('region', { name: listName, exact: true });
  const requests = shared.getByRole('region', { name: /このリストから作成した依頼/ });
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  await expect(requests.getByRole('listitem')).toContainText('下書き');
  await expect(requests.getByRole('listitem')).toContainText(`回答期限 ${japanDay(21)} 12:00`);
  await requests.scrollIntoViewIfNeeded();
  await shoot(other, 'shortlist-panel');
  await requests.getByRole('link', { name: `受付システムの見積依頼 ${token}` }).click();
  await expect(other).toHaveURL(new RegExp(`${rfiPath}$`));
  await expect(other.getByRole('heading', { level: 1, name: `受付システムの見積依頼 ${token}` })).toBeVisible();
  await expect(other.getByRole('link', { name: '下書きを編集' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /社に送信する/ })).toHaveCount(0);
  await other.goto(`${rfiPath}/edit`);
  await expect(other.getByText('この依頼を編集できるのは作成した職員のみです。')).toBeVisible();

  // 4. Sent: no longer offered for editing; the list shows it as 送付済み.
  await municipal.getByRole('button', { name: '2社に送信する' }).click();
  await expect(municipal.getByText('回答受付中', { exact: true })).toBeVisible();
  await expect(municipal.getByRole('link', { name: '下書きを編集' })).toHaveCount(0);
  await municipal.goto(`${rfiPath}/edit`);
  await expect(municipal.getByText('送信済みの依頼は編集できません。')).toBeVisible();
  await other.goto('/mypage/shortlists');
  await expect(
    other
      .getByRole('region', { name: listName, exact: true })
      .getByRole('region', { name: /このリストから作成した依頼/ })
      .getByRole('listitem'),
  ).toContainText('送付済み');
});
