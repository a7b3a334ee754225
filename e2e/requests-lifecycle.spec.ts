/**
 * Requests followed to an answer, in Chromium with the demo accounts: the vendor opens
 * a request and moves it 受付 → 対応中 → 回答済 and the municipal user sees each step; the vendor
 * opens its own live listing; a replaced PDF marks the old download, the current version downloads
 * without a new request and the mail's opt-out link opens the setting; a new member withdraws (退会)
 * through the confirmation dialog and can no longer sign in. Screenshots under /tmp.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { browserIdToken, field, fillRegistration, registrant, uniqueEmail } from './auth-support';
import { openSignedIn, type PortalTestHooks } from './support/auth';
import { waitForMails } from './requests-support';
import { runGraphql } from './support/hooks';

// One after another: the first two tests request the demo vendor's listing as the same municipal
// user, and /request/list shows the newest request's item per solution, so a request made by the
// other test meanwhile (never downloaded) hid the replaced-document mark.
test.describe.configure({ mode: 'default' });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/lifecycle-${name}.png`, fullPage: true });
}

async function as(browser: Browser, role: 'municipal' | 'vendor' | 'operator', path = '/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await openSignedIn(page, role, path);
  return page;
}

async function gql<T>(page: Page, source: string, variables?: Record<string, unknown>): Promise<T> {
  const result = (await runGraphql(page, source, variables)) as { data?: T; error?: string };
  if (!result.data) throw new Error(result.error ?? 'no data');
  return result.data;
}

/** A published listing of the demo vendor's company, with its document. */
async function ownListing(vendor: Page): Promise<{ id: string; title: string }> {
  const { myListings } = await gql<{ myListings: { id: string; title: string; status: string }[] }>(
    vendor,
    '{ myListings { id title status } }',
  );
  return myListings.find((listing) => listing.status === 'published')!;
}

async function request(municipal: Page, solutionId: string): Promise<{ uid: string; receiptNumber: string }> {
  const { submitDocumentRequest } = await gql<{ submitDocumentRequest: { uid: string; receiptNumber: string }[] }>(
    municipal,
    'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid receiptNumber } }',
    {
      input: {
        idempotencyKey: randomBytes(16).toString('base64url'),
        items: [{ solutionId, inquiryTypes: ['0', '2'], contactMeans: ['1'], contents: '見積もりをお願いします' }],
        // Each test wants a request of its own: the same content again is a confirmed resend.
        confirmResend: true,
      },
    },
  );
  return submitDocumentRequest[0]!;
}

test('a request moves 受付 → 対応中 → 回答済 as the vendor sets it, and the municipal user sees each step', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const vendor = await as(browser, 'vendor', '/vendor');
  const listing = await ownListing(vendor);
  const municipal = await as(browser, 'municipal');
  const { uid, receiptNumber } = await request(municipal, listing.id);

  await municipal.goto(`/request/show/${uid}`);
  const progress = municipal.getByRole('table', { name: '掲載企業の対応状況' });
  await expect(progress.getByRole('row', { name: new RegExp(listing.title) })).toContainText('受付');
  await expect(progress).toContainText('未確認');
  await shoot(municipal, '1-received');

  // The vendor's own live listing opens at its public URL.
  await vendor.goto(`/solutions/shows/${listing.id}`);
  await expect(vendor).toHaveURL(new RegExp(`/solutions/shows/${listing.id}$`));
  await expect(vendor.getByText(listing.title).first()).toBeVisible();
  await shoot(vendor, '2-vendor-own-listing');

  await vendor.goto('/vendor');
  // This test's own request (the other tests send the same content): found by its 受付番号.
  const row = vendor.getByRole('row').filter({ hasText: `受付番号 ${receiptNumber}` });
  await row.getByText(/内容を確認する/).click();
  const select = row.getByLabel('対応状況');
  await select.selectOption({ label: '対応中' });
  await expect(row.locator('.request-status').first()).toHaveText('対応中');
  await shoot(vendor, '3-vendor-in-progress');

  await municipal.reload();
  await expect(progress.getByRole('row', { name: new RegExp(listing.title) })).toContainText('対応中');
  await expect(progress).not.toContainText('未確認');
  await municipal.goto('/request/list');
  await expect(municipal.getByRole('list', { name: /の対応状況$/ }).first()).toBeVisible();
  await shoot(municipal, '4-list-in-progress');

  await select.selectOption({ label: '回答済' });
  await expect(row.locator('.request-status').first()).toHaveText('回答済');
  await municipal.goto(`/request/show/${uid}`);
  const answered = progress.getByRole('row', { name: new RegExp(listing.title) });
  await expect(answered).toContainText('回答済');
  await expect(answered.getByRole('cell').last()).toContainText('年');
  await shoot(municipal, '5-answered');
});

test('a replaced PDF marks the old download on /request/list', async ({ browser }) => {
  test.setTimeout(180_000);
  const vendor = await as(browser, 'vendor', '/vendor');
  const listing = await ownListing(vendor);
  const municipal = await as(browser, 'municipal');
  await request(municipal, listing.id);
  await municipal.goto('/request/list');
  const item = municipal.locator('.document-list__item').filter({ hasText: listing.title }).first();
  await Promise.all([municipal.waitForEvent('download'), item.getByRole('button', { name: /ダウンロード/ }).click()]);

  // The vendor replaces the PDF (same content otherwise); the operator publishes the change.
  const token = await browserIdToken(vendor);
  const uploadAs = async (purpose: string, name: string, data: Buffer) => {
    const uploaded = await vendor.request.post(`/api/uploads?purpose=${purpose}`, {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      data,
    });
    const {
      key,
      name: stored,
      kind,
    } = ((await uploaded.json()) as { data: { key: string; name: string; kind: string } }).data;
    return { key, name: stored, kind };
  };
  const file = await uploadAs(
    'document',
    '資料（改訂版）.pdf',
    Buffer.concat([PDF, Buffer.from(`% ${randomBytes(4).toString('hex')}\n`)]),
  );
  const { listing: current } = await gql<{ listing: { values: Record<string, unknown> } }>(
    vendor,
    `query($id: ID!) { listing(id: $id) { values { title description categoryIds areaIds detailItems titleItems
      explainItems videoUrl offices { officeName address } thumbnail { key name kind } images { key name kind }
      video { key name kind } document { key name kind } } } }`,
    { id: listing.id },
  );
  // The answer's __typename fields are not input fields.
  const values = JSON.parse(
    JSON.stringify(current.values, (key, value: unknown) => (key === '__typename' ? undefined : value)),
  ) as Record<string, unknown>;
  await gql(
    vendor,
    'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id } }',
    {
      id: listing.id,
      input: {
        ...values,
        // Demo listings were seeded without a thumbnail, which an edit requires.
        thumbnail: values.thumbnail ?? (await uploadAs('thumbnail', 'logo.png', PNG)),
        document: file,
      },
    },
  );
  const operator = await as(browser, 'operator');
  await gql(operator, 'mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listing.id });
  // The operator's overdue-request block answers; the demo has no overdue request.
  await operator.goto('/operator/requests');
  await expect(operator.getByRole('heading', { name: '掲載企業が3営業日以上開いていない資料請求' })).toBeVisible();
  await expect(operator.getByText(/期限を過ぎた未確認の資料請求はありません|件（古い順/)).toBeVisible();
  await shoot(operator, '8-operator-overdue');

  await municipal.reload();
  await expect(item.getByText('資料が更新されました。')).toBeVisible();
  await expect(item.getByText(/改めて資料請求をしなくても/)).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await shoot(municipal, '6-document-updated');

  // The current version, without a new request; then the item holds it and the notice ends.
  const [latest] = await Promise.all([
    municipal.waitForEvent('download'),
    item.getByRole('button', { name: /最新版をダウンロード/ }).click(),
  ]);
  expect(latest.suggestedFilename()).toBe('資料（改訂版）.pdf');
  await expect(item.getByText('資料が更新されました。')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^ダウンロード/ })).toBeVisible();
  await shoot(municipal, '7-document-renewed');

  // The mail says what the list says, and its opt-out link opens the page that has the setting.
  const [mail] = await waitForMails(
    (m) => m.kind === 'request.document-updated' && m.text.includes(listing.title) && m.to.includes('city.demo.lg.jp'),
    1,
  );
  expect(mail!.text).toContain('「最新版をダウンロード」');
  const setting = /このお知らせが不要な場合は[^\n]*\n(\S+)/.exec(mail!.text)![1]!;
  // The mail names the portal's public address; the same path on the address under test.
  await municipal.goto(new URL(setting).pathname);
  await expect(
    municipal.getByRole('checkbox', { name: 'ダウンロードした資料が更新されたときにメールで知らせる' }),
  ).toBeChecked();
});

test('a member withdraws (退会) through the confirmation dialog and can no longer sign in', async ({ page }) => {
  test.setTimeout(180_000);
  const person = registrant(uniqueEmail('example.jp'));
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/complete$/);

  await page.goto('/auth/mypage');
  const telephone = page.getByRole('textbox', { name: '電話番号' });
  await telephone.fill('abc');
  await page.getByRole('button', { name: '電話番号を変更する' }).click();
  await expect(page.getByText('電話番号を正しい形式で入力してください')).toBeVisible();
  await telephone.fill('06-1234-5678');
  await page.getByRole('button', { name: '電話番号を変更する' }).click();
  await expect(page.getByText('電話番号を変更しました。')).toBeVisible();

  await page.getByRole('button', { name: '退会する' }).click();
  const dialog = page.getByRole('alertdialog', { name: '退会しますか' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: '退会する' });
  await expect(confirm).toBeDisabled();
  await field(dialog, `確認のため、ログイン中のメールアドレス（${person.email}）を入力してください`).fill(person.email);
  await shoot(page, '7-withdraw-dialog');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);

  const refused = await page.evaluate(
    async ([email, password]) => {
      try {
        await (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signIn(email, password);
        return 'signed in';
      } catch (error) {
        return String(error);
      }
    },
    [person.email, person.password] as const,
  );
  expect(refused).not.toBe('signed in');
});
