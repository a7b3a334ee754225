/**
 * The operator console (docs/operator-console.md) tried in Chromium as the operator: approve a
 * waiting member (who then signs in as municipal staff), decline another (the reason reaches the
 * SMTP server), review a changed listing with its diff, answer an inquiry, find that reply in the
 * audit log and export it, disable a user (refused by the server at once) and enable them again.
 * Every action goes through its confirmation dialog.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  browserIdToken,
  detailAnswer,
  fillRegistration,
  mailTo,
  registrant,
  signIn,
  uniqueEmail,
  type Registrant,
} from './auth-support';
import { openSignedIn } from './support/auth';
import { runGraphql } from './support/hooks';
import { receivedMails } from './support/mail';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A member who registered with a non-municipal address and verified it, then signed out. */
async function waitingMember(browser: Browser): Promise<Registrant> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = registrant(uniqueEmail('example.com'));
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/signup\/complete$/);
  await page.goto((await mailTo(person.email, 'VERIFY_EMAIL')).oobLink);
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  await context.close();
  return person;
}

async function confirmIn(page: Page, button: string, options: { reason?: string; confirm: string }) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (options.reason !== undefined) await dialog.getByRole('textbox').fill(options.reason);
  await dialog.getByRole('button', { name: options.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function searchFor(page: Page, label: string, text: string) {
  await page
    .getByRole('searchbox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .fill(text);
  await page.getByRole('button', { name: '検索', exact: true }).click();
}

const mailOf = async (kind: string, to: string) => {
  let found: Awaited<ReturnType<typeof receivedMails>>[number] | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMails()).find((m) => m.kind === kind && m.to.includes(to));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
};

const mailOfText = async (kind: string, text: string) => {
  let found: Awaited<ReturnType<typeof receivedMails>>[number] | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMails()).find((m) => m.kind === kind && m.text.includes(text));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
};

test('approves one waiting member, who is then municipal, and declines another with a mailed reason', async ({
  page,
  browser,
}) => {
  const approved = await waitingMember(browser);
  const declined = await waitingMember(browser);
  await openSignedIn(page, 'operator', '/');
  await page.getByRole('button', { name: /マイページ/ }).click();
  await page.getByRole('menuitem', { name: '運営者メニュー' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '運営者メニュー' })).toBeVisible();
  await page.getByRole('navigation', { name: '運営者メニュー' }).getByRole('link', { name: '承認待ちの会員' }).click();

  await searchFor(page, '氏名・メールアドレス・所属で検索', approved.email);
  const card = page.getByRole('region', { name: new RegExp(approved.email) });
  await expect(card.getByText('example.com', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '承認する', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(approved.email);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: '承認する', exact: true })).toBeFocused();
  await confirmIn(page, '承認する', { confirm: '承認する' });
  await expect(page.getByText(/さんを承認しました。/)).toBeVisible();

  await searchFor(page, '氏名・メールアドレス・所属で検索', declined.email);
  await page.getByRole('button', { name: '承認しない', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: '承認しないことを送信する' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('承認しない理由を入力してください');
  await page.screenshot({ path: test.info().outputPath('decline-dialog.png') });
  const reason = `所属の確認が取れませんでした（${randomBytes(3).toString('hex')}）。`;
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: '承認しないことを送信する' }).click();
  await expect(page.getByText(/承認しない旨と理由をメールで送りました/)).toBeVisible();
  expect((await mailOf('profile.municipal-declined', declined.email)).text).toContain(reason);

  // The approved member signs in: municipal staff now, with the details open to them.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, approved.email, approved.password);
  await member.goto('/auth/mypage');
  await expect(member.getByText('自治体職員', { exact: true })).toBeVisible();
  expect(await detailAnswer(member)).toBe('OK');
  await memberContext.close();
});

test('reviews a changed listing against its published version and publishes it', async ({ page, browser }) => {
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await openSignedIn(vendor, 'vendor');
  const listings = (await runGraphql(vendor, '{ myListings { id status revisionStatus } }')) as {
    data: { myListings: { id: string; status: string; revisionStatus: string | null }[] };
  };
  const target = listings.data.myListings.find((l) => l.status === 'published' && !l.revisionStatus)!;
  const read = (await runGraphql(
    vendor,
    `query($id: ID!) { listing(id: $id) { values { title description categoryIds areaIds detailItems titleItems
      explainItems videoUrl offices { officeName address } thumbnail { key kind name } images { key kind name }
      video { key kind name } document { key kind name } initialCost annualCost pricingUnit priceText freeTrial
      supportHours deliveryPeriod certifications } } }`,
    { id: target.id },
  )) as { data: { listing: { values: Record<string, unknown> & { title: string; description: string } } } };
  // The app's client adds __typename to what it reads; an input must not carry it.
  const values = JSON.parse(JSON.stringify(read.data.listing.values), (key, value: unknown) =>
    key === '__typename' ? undefined : value,
  ) as typeof read.data.listing.values;
  // Submitting needs a thumbnail and a PDF, which the demo listings lack: the vendor uploads them.
  const token = await browserIdToken(vendor);
  const uploadFile = async (purpose: string, data: Buffer, name: string) => {
    const response = await vendor.request.post(`/api/uploads?purpose=${purpose}`, {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      data,
    });
    const { key, kind } = ((await response.json()) as { data: { key: string; name: string; kind: string } }).data;
    return { key, kind, name };
  };
  const thumbnail = await uploadFile('thumbnail', PNG, 'thumbnail.png');
  const document = await uploadFile('document', PDF, '資料.pdf');
  const added = `新機能${randomBytes(2).toString('hex')}に対応しました。`;
  const saved = await runGraphql(
    vendor,
    'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id revisionStatus } }',
    {
      id: target.id,
      input: {
        ...values,
        description: `${values.description}${added}`,
        thumbnail,
        document,
      },
    },
  );
  expect(JSON.stringify(saved)).toContain('"revisionStatus":"review"');
  await vendorContext.close();

  await openSignedIn(page, 'operator');
  await page.goto('/operator/review');
  const item = page.getByRole('region', { name: values.title }).filter({ hasText: '公開中の掲載の変更' });
  const diff = item.getByRole('region', { name: '公開中の版からの変更' });
  await expect(diff.getByRole('heading', { name: '概要' })).toBeVisible();
  await expect(diff.locator('ins').first()).toContainText(added.slice(0, 3));
  // Only what changed: the description and the two files, not the title or the categories.
  await expect(diff.getByRole('heading')).toHaveText([
    '公開中の版からの変更（削除は取り消し線、追加は下線）',
    '概要',
    'サムネイル',
    '資料（PDF）',
  ]);
  await page.screenshot({ path: test.info().outputPath('review-diff.png'), fullPage: true });
  await item.getByRole('button', { name: `「${values.title}」を公開する` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '公開する' }).click();
  await expect(page.getByText(`「${values.title}」を公開しました。`)).toBeVisible();
});

test('answers an inquiry and finds the reply in the audit log', async ({ page }) => {
  const email = uniqueEmail('town.example.jp');
  const sent = await page.request.post('/graphql', {
    data: {
      query: 'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }',
      variables: {
        input: {
          name: '問合 太郎',
          organization: 'テスト町役場',
          email,
          telephone: '0120-000-000',
          inquiryType: 'usage',
          body: '資料のダウンロード方法を教えてください。',
          privacyConsent: true,
          idempotencyKey: randomBytes(16).toString('base64url'),
        },
      },
    },
  });
  const uid = ((await sent.json()) as { data: { submitInquiry: { uid: string } } }).data.submitInquiry.uid;
  expect(uid).toMatch(/^R-\d{8}-[34679ACDEFGHJKMNPQRTWXY]{4}$/);
  // The law page names the address the inquiry went to: one operator address, from configuration.
  const operatorMail = await mailOfText('inquiry.operator', uid);
  await page.goto('/rules/law');
  await expect(page.getByRole('cell', { name: operatorMail.to, exact: true })).toBeVisible();

  await openSignedIn(page, 'operator');
  await page.goto('/operator/inquiries');
  await searchFor(page, '受付番号・氏名・メールアドレス・内容で検索', uid);
  const item = page.getByRole('region', { name: `受付番号 ${uid}` });
  await expect(item.getByRole('heading')).toHaveText(`受付番号 ${uid}（未対応）`);
  await item.getByRole('textbox', { name: '返信の本文' }).fill('資料一覧の「ダウンロード」からご利用ください。');
  await confirmIn(page, '返信を送る', { confirm: '返信を送る' });
  await expect(page.getByText(`受付番号 ${uid} に返信しました。`)).toBeVisible();
  const reply = await mailOf('inquiry.reply', email);
  expect(reply.text).toContain('資料一覧の「ダウンロード」からご利用ください。');
  expect(reply.subject).toContain(uid);
  // Replied, it is 対応中: the list of 未対応 says what it leaves out and offers every status.
  await expect(page.getByText('「未対応」のお問い合わせはありません。')).toBeVisible();
  await expect(page.getByText(/「未対応」のお問い合わせだけを表示しています。/)).toBeVisible();
  await page.getByRole('button', { name: 'すべての対応状況を表示する' }).click();
  await expect(page.getByLabel('対応状況')).toHaveValue('');
  await expect(page.getByRole('heading', { name: `受付番号 ${uid}（対応中）` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inquiries.png'), fullPage: true });

  await page.getByRole('navigation', { name: '運営者メニュー' }).getByRole('link', { name: '監査ログ' }).click();
  // Kinds and actions by their Japanese names; details as labelled values, not JSON.
  await page.getByLabel('対象の種類').selectOption({ label: 'お問い合わせ' });
  await page.getByLabel('操作', { exact: true }).selectOption({ label: 'お問い合わせ：返信' });
  await page.getByLabel('対象の id・受付番号').fill(uid);
  await page.getByRole('button', { name: '絞り込む' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('operator@provider.example.jp');
  await expect(rows.nth(1)).toContainText('お問い合わせ：返信');
  await expect(rows.nth(1)).toContainText(`お問い合わせ ${uid}`);
  await expect(rows.nth(1).getByRole('term')).toHaveText(['変更前の状態', '状態', '返信内容']);
  await expect(rows.nth(1).getByRole('definition')).toHaveText([
    '未対応',
    '対応中',
    '資料一覧の「ダウンロード」からご利用ください。',
  ]);
  await expect(rows.nth(1)).not.toContainText('{');
  await page.screenshot({ path: test.info().outputPath('audit.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'この条件で CSV に書き出す' }).click();
  const csv = await (await download).path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p!, 'utf8')));
  expect(csv).toContain(uid);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
});

test('disables a user, whom the server refuses at once, and enables them again', async ({ page, browser }) => {
  const person = await waitingMember(browser);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, person.email, person.password);
  expect(await detailAnswer(member)).toBe('FORBIDDEN');

  await openSignedIn(page, 'operator');
  await page.goto('/operator/users');
  await searchFor(page, 'メールアドレス', person.email);
  await expect(page.getByRole('heading', { name: `${person.email}（利用中）` })).toBeVisible();
  await confirmIn(page, '利用停止にする', { reason: '不正利用の疑いがあるため', confirm: '利用停止にする' });
  await expect(page.getByRole('heading', { name: `${person.email}（利用停止中）` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('users-disabled.png'), fullPage: true });
  expect(await detailAnswer(member)).toBe('UNAUTHENTICATED');

  await confirmIn(page, '利用を再開する', { reason: '本人確認が取れたため', confirm: '利用を再開する' });
  await expect(page.getByRole('heading', { name: `${person.email}（利用中）` })).toBeVisible();
  await memberContext.close();
  const again = await (await browser.newContext()).newPage();
  await signIn(again, person.email, person.password);
  expect(await detailAnswer(again)).toBe('FORBIDDEN');
  await again.context().close();
});
