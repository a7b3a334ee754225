/**
 * A request for quotation as a municipal officer and three vendors meet it in Chromium, with the
 * real SMTP server: the officer sends five questions of every kind and a 仕様書 PDF from the
 * basket to three vendors; one vendor asks a clarification, whose answer reaches all three
 * without the asker's name; two answer on time, the third after the deadline (refused, then
 * allowed and marked late); the comparison shows prices normalised to 税込 年額換算 with the
 * differences marked, prints with the portal's print header and saves as xlsx with Japanese
 * intact; closing as 採用 locks the record. Screenshots at 1280 and 375 px in /tmp/shots-rfi
 * (RFI_SHOTS names another folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signIn } from './auth-support';
import { bindDomains, municipalStaff, SAPPORO_DOMAIN, type StaffAccount } from './my-portal-support';
import { waitForMails } from './requests-support';
import { PDF, vendorWithListing, type VendorAccount } from './rfi-support';
import { addToBasket, runGraphql } from './support/hooks';
import { Database } from './support/sqlite';

const SHOTS = process.env.RFI_SHOTS ?? '/tmp/shots-rfi';
fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/rfi-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, account.email, account.password);
  return page;
}

function japanDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function answerAll(
  page: Page,
  price: { initial: string; annual: string; unit: string; qty: string; tax: '税込' | '税抜' },
) {
  const form = page.getByRole('form', { name: '回答' });
  await form.getByRole('group', { name: /質問1/ }).getByLabel('初期費用（円）').fill(price.initial);
  await form.getByRole('group', { name: /質問1/ }).getByLabel('年額（円）').fill(price.annual);
  await form.getByRole('group', { name: /質問1/ }).getByLabel('単価（円・年額）').fill(price.unit);
  await form.getByRole('group', { name: /質問1/ }).getByLabel('数量').fill(price.qty);
  await form.getByRole('group', { name: /質問1/ }).getByLabel('税込・税抜').selectOption({ label: price.tax });
  await form.getByRole('group', { name: /質問2/ }).getByLabel('回答').fill('政令市を含む20団体で稼働しています。');
  await form.getByRole('group', { name: /質問3/ }).getByLabel('はい').check();
  await form.getByRole('group', { name: /質問4/ }).getByLabel('選択').selectOption('クラウド');
  await form
    .getByRole('group', { name: /質問5/ })
    .getByLabel(/数値/)
    .fill(price.tax === '税込' ? '3' : '4');
}

let officer: StaffAccount;
let vendors: VendorAccount[];
const token = randomBytes(3).toString('hex');

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  await bindDomains(baseURL!, { [SAPPORO_DOMAIN]: '札幌市' });
  officer = await municipalStaff(baseURL!, '札幌市', '調達');
  vendors = [];
  for (const name of ['アルファ', 'ベータ', 'ガンマ']) {
    vendors.push(
      await vendorWithListing(baseURL!, `株式会社${name}システム${token}`, `窓口予約クラウド ${name} ${token}`),
    );
  }
});

test('an officer asks three vendors, compares their answers and closes the request as 採用', async ({ browser }) => {
  test.setTimeout(300_000);
  const [alpha, beta, gamma] = vendors as [VendorAccount, VendorAccount, VendorAccount];
  const municipal = await signedIn(browser, officer);

  // 1. From the basket: the three listings, then the new request's form.
  await municipal.goto('/solutions/list');
  for (const vendor of vendors) {
    const answer = (await runGraphql(municipal, 'query($id: ID!) { solution(id: $id) { uid title } }', {
      id: vendor.listingId,
    })) as { data?: { solution: { uid: string; title: string } } };
    const { uid, title } = answer.data!.solution;
    await addToBasket(municipal, { uid, id: vendor.listingId, title, companyName: vendor.companyName });
  }
  await municipal.goto('/request/form');
  await municipal.getByRole('link', { name: '見積依頼・情報提供依頼を作成する' }).click();
  await expect(municipal).toHaveURL(/\/request\/rfi$/);
  const form = municipal.getByRole('form', { name: '情報提供依頼・見積依頼の作成' });
  await expect(form.getByText('いま3社')).toBeVisible();
  // Refused with the field's message first: no title, no deadline.
  await form.getByRole('button', { name: '下書きを保存して内容を確認する' }).click();
  await expect(form.locator('#title-error')).toHaveText('エラー：件名を入力してください');
  await expect(form.locator('#deadline-error')).toHaveText('エラー：回答期限を入力してください');
  await field(municipal, '件名').fill(`窓口予約システムの見積依頼 ${token}`);
  await field(municipal, '背景・目的').fill(
    '窓口の混雑を解消するため、令和9年度に予約システムの導入を予定しています。',
  );
  await field(municipal, '回答期限（日本時間）').fill(`${japanDay(14)}T17:00`);
  await field(municipal, '仕様書（PDF、任意）').setInputFiles({
    name: '仕様書（案）.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByText('「仕様書（案）.pdf」をアップロードしました')).toBeVisible();
  const add = async (kind: string, label: string) => {
    await form.getByRole('button', { name: '質問を追加' }).click();
    const count = await form.getByRole('group', { name: /^質問\d+$/ }).count();
    // The select's label reads with its chosen option: 「質問2の種類自由記述」.
    await municipal.getByLabel(new RegExp(`^質問${count}の種類`)).selectOption({ label: kind });
    await field(municipal, `質問${count}の質問文`).fill(label);
    return count;
  };
  await add('自由記述', '自治体での導入実績を教えてください');
  await add('はい／いいえ', 'LGWAN環境で利用できますか');
  const choice = await add('選択肢', '提供形態');
  await field(municipal, `質問${choice}の選択肢（1行に1つ）`).fill('クラウド\nオンプレミス');
  const number = await add('数値（単位つき）', '契約から稼働までの期間');
  await field(municipal, `質問${number}の単位`).fill('か月');
  await shoot(municipal, 'new');
  await form.getByRole('button', { name: '下書きを保存して内容を確認する' }).click();
  await expect(municipal).toHaveURL(/\/mypage\/rfis\/\d+$/);
  const rfiId = municipal.url().split('/').pop()!;
  await expect(municipal.getByText('下書き', { exact: true })).toBeVisible();
  await expect(municipal.getByRole('heading', { name: '質問（5件）' })).toBeVisible();
  await municipal.getByRole('button', { name: '3社に送信する' }).click();
  await expect(municipal.getByText('回答受付中', { exact: true })).toBeVisible();
  const invitations = await waitForMails(
    (m) => m.kind === 'rfi.invitation' && m.text.includes(`/vendor/rfis/${rfiId}`),
    3,
  );
  expect(invitations.map((m) => m.to).sort()).toEqual(vendors.map((v) => v.email).sort());

  // 2. A vendor asks; the officer answers once for all three, naming no one.
  const pages = await Promise.all(vendors.map((v) => signedIn(browser, v)));
  const [pageA, pageB, pageC] = pages as [Page, Page, Page];
  await pageA.goto('/vendor');
  await pageA.getByRole('link', { name: '届いた情報提供依頼・見積依頼' }).click();
  await pageA.getByRole('link', { name: `窓口予約システムの見積依頼 ${token}` }).click();
  await pageA.getByLabel('依頼元への質問').fill('保守費用は年額に含めてよいですか');
  await pageA.getByRole('button', { name: '質問を送る' }).click();
  await expect(pageA.getByText('質問（自社）: 保守費用は年額に含めてよいですか')).toBeVisible();
  await municipal.reload();
  await municipal.getByLabel('質問1への回答（依頼先すべてに送られます）').fill('含めてください。');
  await municipal.getByRole('button', { name: '回答を依頼先すべてに送る' }).click();
  await expect(municipal.getByText('含めてください。')).toBeVisible();
  const clarified = await waitForMails(
    (m) => m.kind === 'rfi.clarification' && m.text.includes('保守費用は年額に含めてよいですか'),
    3,
  );
  expect(clarified.map((m) => m.to).sort()).toEqual(vendors.map((v) => v.email).sort());
  // The asker is named nowhere: the other vendors' mails never carry its name.
  for (const mail of clarified.filter((m) => m.to !== alpha.email)) expect(mail.text).not.toContain(alpha.companyName);
  await pageB.goto(`/vendor/rfis/${rfiId}`);
  await expect(pageB.getByText('回答: 含めてください。')).toBeVisible();
  await expect(pageB.getByText('質問: 保守費用は年額に含めてよいですか')).toBeVisible();
  await expect(pageB.getByText(alpha.companyName)).toHaveCount(0);

  // 3. Two answer on time (one with a quote PDF).
  await pageA.reload();
  await answerAll(pageA, { initial: '1000000', annual: '600000', unit: '1000', qty: '100', tax: '税抜' });
  await pageA
    .getByLabel('見積書（PDF、任意）')
    .setInputFiles({ name: '御見積書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(pageA.getByText('「御見積書.pdf」をアップロードしました')).toBeVisible();
  await shoot(pageA, 'vendor-answer');
  await pageA.getByRole('button', { name: '回答を提出する' }).click();
  await expect(pageA.getByText(/に提出しました。/)).toBeVisible();
  await answerAll(pageB, { initial: '550000', annual: '880000', unit: '0', qty: '0', tax: '税込' });
  await pageB.getByRole('button', { name: '回答を提出する' }).click();
  await expect(pageB.getByText(/に提出しました。/)).toBeVisible();
  await waitForMails(
    (m) => m.kind === 'rfi.answered' && m.to === officer.email && m.text.includes(`/mypage/rfis/${rfiId}`),
    2,
  );

  // 4. The deadline passes (moved in the database): the third is refused, then allowed, marked late.
  const database = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'));
  const { deadline } = database.prepare('SELECT deadline FROM rfis WHERE id = ?').get(Number(rfiId)) as {
    deadline: string;
  };
  const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ').replace('Z', '').slice(0, deadline.length);
  database.prepare('UPDATE rfis SET deadline = ? WHERE id = ?').run(past, Number(rfiId));
  database.close();
  await pageC.goto(`/vendor/rfis/${rfiId}`);
  await expect(
    pageC.getByText('回答期限を過ぎています。期限後の回答は、依頼元の自治体が認めた場合のみ提出できます。'),
  ).toBeVisible();
  await expect(pageC.getByRole('form', { name: '回答' })).toHaveCount(0);
  await municipal.reload();
  await municipal
    .getByRole('button', { name: new RegExp(`^期限後の回答を認める\\s*（${gamma.companyName}）$`) })
    .click();
  await expect(municipal.getByText('期限後の回答を認めています')).toBeVisible();
  await pageC.reload();
  await answerAll(pageC, { initial: '300000', annual: '1000000', unit: '0', qty: '0', tax: '税込' });
  await pageC.getByRole('button', { name: '回答を提出する' }).click();
  await expect(pageC.getByText(/に提出しました（期限後）。/)).toBeVisible();

  // 5. The comparison: 税込 年額換算, differences and the lowest marked; printed with the header.
  await municipal.reload();
  const table = municipal.getByRole('region', { name: '回答の比較表' });
  const perYear = table.getByRole('row', { name: /年額換算（5年、税込）/ });
  // (1 000 000 + 5 × 700 000) × 1.1 / 5 = 990 000; (550 000 + 5 × 880 000) / 5 = 990 000; (300 000 + 5 000 000) / 5.
  await expect(perYear).toContainText('990,000円');
  await expect(perYear).toContainText('1,060,000円');
  await expect(perYear).toContainText('差異あり');
  await expect(perYear).toContainText('最安');
  await expect(table.getByRole('columnheader', { name: new RegExp(`${gamma.companyName}.*期限後`) })).toBeVisible();
  await expect(municipal.getByText('本件について3者に見積依頼を行い、3者から回答を得た。')).toBeVisible();
  await municipal.getByLabel('年額換算の期間').selectOption({ label: '3年' });
  await expect(table.getByRole('row', { name: /年額換算（3年、税込）/ })).toContainText('1,136,666円');
  await municipal.getByLabel('年額換算の期間').selectOption({ label: '5年' });
  await shoot(municipal, 'comparison');
  await municipal.emulateMedia({ media: 'print' });
  const header = municipal.getByTestId('print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText(`窓口予約システムの見積依頼 ${token}`);
  await expect(header).toContainText('依頼番号');
  await municipal.screenshot({ path: `${SHOTS}/rfi-print-1280.png`, fullPage: true });
  await municipal.emulateMedia({ media: 'screen' });

  // 6. The xlsx opens with Japanese intact.
  const download = municipal.waitForEvent('download');
  await municipal.getByRole('button', { name: 'Excel（xlsx）で保存' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^見積比較_窓口予約システムの見積依頼.*\.xlsx$/);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
  const sheetText = Object.entries(entries)
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  expect(sheetText).toContain(`窓口予約システムの見積依頼 ${token}`);
  expect(sheetText).toContain(beta.companyName);
  expect(sheetText).toContain('本件について3者に見積依頼を行い、3者から回答を得た。');

  // 7. Closing as 採用 locks the record; the vendor can no longer change anything.
  await municipal.getByLabel('採用する事業者').selectOption({ label: beta.companyName });
  await municipal.getByLabel('金額（円、税込）').fill('4950000');
  await municipal.getByLabel('理由', { exact: true }).fill('要件を満たし、5年間の総額が最も低いため');
  await municipal.getByRole('button', { name: '採用として終了する' }).click();
  await expect(municipal.getByText('この依頼は終了しています（読み取り専用）。')).toBeVisible();
  await expect(municipal.getByText(`結果: 採用（${beta.companyName}） 4,950,000円`)).toBeVisible();
  await expect(municipal.getByRole('button', { name: '採用として終了する' })).toHaveCount(0);
  await shoot(municipal, 'closed');
  await pageA.goto(`/vendor/rfis/${rfiId}`);
  await expect(pageA.getByText(/に提出しました。/)).toBeVisible();
  await expect(pageA.getByRole('button', { name: '質問を送る' })).toHaveCount(0);
  await shoot(pageA, 'vendor-closed');
  // The adopted vendor is offered a case study of it, prefilled for the operator's review.
  await pageB.goto(`/vendor/rfis/${rfiId}`);
  await pageB.getByRole('link', { name: '導入事例の投稿を始める' }).click();
  await expect(pageB).toHaveURL(/\/vendor\/cases\/new\?/);
  await expect(pageB.getByLabel('実施主体名')).toHaveValue('札幌市 情報政策課');
  await shoot(pageB, 'case-start');
  for (const page of [municipal, ...pages]) await page.context().close();
});
