/**
 * Vendors: a vendor registers a company and verifies the address; an operator approves
 * the company (only then may it upload files); the vendor creates a listing with every field and
 * file after meeting each listing rule's message once, submits it; the operator publishes it; a municipal user finds it by keyword
 * and downloads its PDF; another vendor cannot open the editor (the server refuses, the page
 * says so). One lean spec: each screen is visited once.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { LISTING_MESSAGES as M } from '@portal/shared';
import { errorSummary, field, mailTo, uniqueEmail } from './auth-support';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isommp42'), Buffer.alloc(32)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** The message under a field (the error summary repeats it; this is the field's own). */
const fieldError = (scope: Locator, message: string) =>
  scope.locator('.field-error', { hasText: new RegExp(`^エラー：${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

test('a vendor registers, lists a solution, an operator publishes it, a municipal user downloads it', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  const token = `Vx${randomBytes(4).toString('hex')}`;
  const title = `水害予測クラウド ${token}`;
  const company = `株式会社ベンダー試験${token}`;
  const email = uniqueEmail('vendor-e2e.example.jp');
  const password = `pw-${randomBytes(6).toString('hex')}`;

  // 1. Company sign-up: form, confirmation, completion.
  await page.goto('/auth/signup/com-register');
  const signup = page.getByRole('form', { name: '掲載企業の登録フォーム' });
  await field(signup, '会社名').fill(company);
  await field(signup, '法人番号').fill('123');
  await field(signup, '所在地').fill('東京都千代田区丸の内1-1');
  await field(signup, 'ウェブサイトURL').fill('https://vendor-e2e.example.jp/');
  await field(signup, 'メールアドレス').fill(email);
  await field(signup, 'パスワード').fill(password);
  await field(signup, 'パスワード（確認用）').fill(password);
  await field(signup, '姓').fill('山田');
  await field(signup, '名').fill('花子');
  await field(signup, '姓（フリガナ）').fill('ヤマダ');
  await field(signup, '名（フリガナ）').fill('ハナコ');
  await field(signup, '電話番号').fill('03-1234-5678');
  await field(signup, '部署名').fill('公共営業部');
  await field(signup, '役職').fill('課長');
  await field(signup, 'ご利用目的').fill('自治体向けサービスを掲載するため');
  await field(signup, 'お客様情報の取り扱いに同意する').check();
  await field(signup, '利用規約に同意する').check();
  await signup.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(fieldError(signup, '法人番号は13桁の半角数字で入力してください')).toBeVisible();
  await field(signup, '法人番号').fill('1234567890123');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await signup.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/com-confirm$/);
  await expect(page.getByText(company)).toBeVisible();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/complete$/);
  await expect(page.getByText(`${email} 宛に確認メールをお送りしました`, { exact: false })).toBeVisible();

  // 2. Verification through the emulator's link makes the registrant the company's user.
  const verification = await mailTo(email, 'VERIFY_EMAIL');
  await page.goto(verification.oobLink);
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  await page.goto('/vendor');
  await expect(page.getByText(`${company}（運営事務局の確認待ち`)).toBeVisible();

  // The operator approves the company: only then may it upload files.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await openSignedIn(operator, 'operator');
  await operator.goto('/operator/review');
  await operator.getByRole('button', { name: `${company} を承認する` }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: '承認する' }).click();
  await expect(operator.getByText(`${company} を承認しました。`)).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'ソリューションを新しく掲載する' }).click();
  await expect(page).toHaveURL(/\/solutions\/new$/);

  // 3. Every rule broken once, each with its message.
  const form = page.getByRole('form', { name: 'ソリューション掲載情報' });
  const submit = form.getByRole('button', { name: '審査に申請する' });
  await submit.click();
  for (const message of [
    M.titleRequired,
    M.categoriesRequired,
    M.thumbnailRequired,
    M.detailItemsRequired,
    M.titleItemsRequired,
    M.areaRequired,
    M.officeRequired,
    M.documentRequired,
  ]) {
    await expect(fieldError(form, message)).toBeVisible();
  }
  await expect(errorSummary(page)).toBeFocused();

  await field(form, 'タイトル').fill('あ'.repeat(65));
  await field(form, '説明文').fill('い'.repeat(275));
  for (const name of ['防災', '広報', '観光', '通信']) await form.getByRole('checkbox', { name }).check();
  await form.getByLabel('特長1').fill('う'.repeat(61));
  await form.getByLabel('見出し1').fill('え'.repeat(79));
  await form.getByLabel('説明1').fill('お'.repeat(118));
  await field(form, '紹介動画（URL）').fill('ftp://video.example.jp/demo.mp4');
  await form.getByLabel('本社・支社1 の名称').fill('本社');
  for (const message of [
    M.titleMax,
    M.descriptionMax,
    M.categoriesTooMany,
    M.detailItemMax,
    M.titleItemMax,
    M.explainItemMax,
    M.videoUrlFormat,
    '本社・支社1 の住所を入力してください',
  ]) {
    await expect(fieldError(form, message)).toBeVisible();
  }
  // Disguised files: the server decides by content and answers with the field's message.
  await field(form, 'サムネイル画像').setInputFiles(file('logo.png', 'image/png', PDF));
  await expect(fieldError(form, M.thumbnailType)).toBeVisible();
  await field(form, 'その他の画像').setInputFiles(file('screen.png', 'image/png', PDF));
  await expect(fieldError(form, M.imageType)).toBeVisible();
  await field(form, '紹介動画（ファイル）').setInputFiles(file('demo.mp4', 'video/mp4', PNG));
  await expect(fieldError(form, M.videoType)).toBeVisible();
  await field(form, '資料（PDF）').setInputFiles(file('資料.pdf', 'application/pdf', PNG));
  await expect(fieldError(form, M.documentType)).toBeVisible();

  // 4. Every field filled correctly; the preview follows.
  await field(form, 'タイトル').fill(title);
  await field(form, '説明文').fill('河川の水位と雨量から浸水の危険を予測し、住民に早めの避難を促します。');
  await form.getByRole('checkbox', { name: '観光' }).uncheck();
  await form.getByRole('checkbox', { name: '広報' }).uncheck();
  await field(form, 'サムネイル画像').setInputFiles(file('logo.png', 'image/png', PNG));
  await field(form, 'その他の画像').setInputFiles([
    file('screen.png', 'image/png', PNG),
    file('mark.svg', 'image/svg+xml', SVG),
  ]);
  await field(form, '紹介動画（ファイル）').setInputFiles(file('demo.mp4', 'video/mp4', MP4));
  await field(form, '紹介動画（URL）').fill('https://video.example.jp/demo');
  await form.getByLabel('特長1').fill('10分ごとに浸水予測を更新');
  await form.getByLabel('見出し1').fill('導入の流れ');
  await form.getByLabel('説明1').fill('最短2週間で導入できます。');
  await form.getByRole('checkbox', { name: '東京都' }).check();
  await form.getByRole('checkbox', { name: '近畿（地方全体）' }).check();
  await form.getByLabel('本社・支社1 の住所').fill('東京都千代田区丸の内1-1');
  await field(form, '資料（PDF）').setInputFiles(file('水害予測クラウド_資料.pdf', 'application/pdf', PDF));
  await expect(form.getByRole('list', { name: '資料（PDF）（選択済み）' })).toContainText('水害予測クラウド_資料.pdf');
  await expect(form.getByRole('list', { name: 'その他の画像（選択済み）' }).getByRole('listitem')).toHaveCount(2);
  const preview = page.getByRole('region', { name: 'プレビュー（自治体職員の方に表示される内容）' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('10分ごとに浸水予測を更新')).toBeVisible();
  await expect(form.locator('.field-error')).toHaveCount(0);
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await form.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/solutions\/update\/\d+$/);
  await expect(page.getByText('下書きを保存しました。')).toBeVisible();
  const listingId = page.url().split('/').pop()!;
  await page
    .getByRole('form', { name: 'ソリューション掲載情報' })
    .getByRole('button', { name: '審査に申請する' })
    .click();
  await expect(page.getByText('審査に申請しました。', { exact: false })).toBeVisible();

  // 5. The operator publishes the listing.
  await operator.goto('/operator/review');
  await operator.getByRole('button', { name: `「${title}」を公開する` }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: '公開する' }).click();
  await expect(operator.getByText(`「${title}」を公開しました。`)).toBeVisible();
  await operatorContext.close();

  // 6. A municipal user finds it by keyword, requests it and downloads its PDF.
  const municipalContext = await browser.newContext();
  const municipal = await municipalContext.newPage();
  await openSignedIn(municipal, 'municipal');
  await municipal.goto(`/solutions/list?keyword=${token}`);
  await municipal.getByRole('link', { name: title }).click();
  await expect(municipal.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(municipal.getByRole('img', { name: `${title}のサムネイル画像` })).toBeVisible();
  await municipal.getByRole('button', { name: '資料請求リストに追加' }).click();
  await municipal.getByRole('link', { name: '資料請求リストを見る（1件）' }).click();
  await municipal.getByRole('button', { name: '入力内容を確認する' }).click();
  await municipal.getByRole('button', { name: 'この内容で送信する' }).click();
  await expect(municipal).toHaveURL(/\/solutions\/complete\?requests=/);
  await municipal.goto('/request/list');
  const row = municipal.locator('.document-list__item').filter({ hasText: title }).first();
  const [download] = await Promise.all([
    municipal.waitForEvent('download'),
    row.getByRole('button', { name: /ダウンロード/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('水害予測クラウド_資料.pdf');
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await municipalContext.close();

  // 7. The vendor area counts the download and shows the request.
  await page.goto('/vendor');
  const listed = page
    .getByRole('table', { name: '掲載中・作成中のソリューション' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(listed).toContainText('掲載中');
  await expect(listed).toContainText('1回');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  // The vendor sees the request's readable 受付番号 and opens it to read what was asked for.
  const received = page
    .getByRole('table', { name: '届いた資料請求・お問い合わせ' })
    .getByRole('row')
    .filter({ hasText: /受付番号 R-\d{8}-[0-9A-Z]{4}/ })
    .first();
  await received.getByText('内容を確認する').click();
  await expect(received.getByRole('listitem').filter({ hasText: `${title}：資料請求` })).toBeVisible();

  // 8. Another vendor cannot open this editor: the server answers as for an unknown id.
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  await openSignedIn(rival, 'vendor');
  const [answer] = await Promise.all([
    rival.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? r.url()).includes('ListingForEdit'),
    ),
    rival.goto(`/solutions/update/${listingId}`),
  ]);
  expect(((await answer.json()) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code).toBe(
    'NOT_FOUND',
  );
  await expect(rival.getByText('ソリューションが見つかりません。')).toBeVisible();
  await expect(rival.getByRole('form', { name: 'ソリューション掲載情報' })).toHaveCount(0);
  await rivalContext.close();
});
