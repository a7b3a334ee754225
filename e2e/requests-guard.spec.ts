/**
 * The request-a-solution guard, in the browser and on the server: a
 * trial account is told and sent to registration, a signed-out visitor to the login screen, and
 * nothing is sent. Also the single-solution flow and the floating request button's thresholds.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signOut } from './support/auth';
import { basketUids, runGraphql } from './support/hooks';
import { allSolutions, myRequestCount, shoot } from './requests-support';

const TRIAL_ALERT =
  'このアカウントはトライアルアカウントです。資料請求やお問い合わせをご希望の方は、ご自身のアカウントを作成してください。会員登録画面に自動で移動します。';

function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test('a trial account is alerted and sent to registration, and the server refuses it too', async ({ page }) => {
  await openSignedIn(page, 'trial');
  const [solution] = await allSolutions(page);
  for (const name of ['資料請求リストに追加', 'このソリューションに請求・問い合わせる']) {
    await page.goto(`/solutions/shows/${solution!.id}`);
    const alerted = nextDialog(page);
    await page.getByRole('button', { name }).click();
    expect(await alerted).toBe(TRIAL_ALERT);
    await expect(page).toHaveURL(/\/auth\/signup\/mun-register$/);
    expect(await basketUids(page)).toEqual([]);
  }
  const result = (await runGraphql(
    page,
    'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
    {
      input: {
        idempotencyKey: `e2e-trial-${Date.now()}-key`,
        items: [{ solutionId: solution!.id, inquiryTypes: ['0'], contactMeans: ['0'], contents: '' }],
      },
    },
  )) as { error?: string };
  expect(result.error).toContain('トライアルアカウント');
});

test('without an e-mail the guard says login is required and opens the login screen', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const [solution] = await allSolutions(page);
  await page.goto(`/solutions/shows/${solution!.id}`);
  await expect(page.getByRole('button', { name: '資料請求リストに追加' })).toBeVisible();
  // The session ends while the page stays open (signed out in another tab, say).
  await signOut(page);
  const alerted = nextDialog(page);
  await page.getByRole('button', { name: '資料請求リストに追加' }).click();
  expect(await alerted).toBe('ログインが必要です。');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await basketUids(page)).toEqual([]);
  // A visitor opening a request screen directly is sent to the login screen by the route guard.
  await page.goto(`/solutions/confirm/${solution!.id}`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  const anonymous = (await runGraphql(page, '{ requestedDocuments { itemId } }')) as { error?: string };
  expect(anonymous.error).toContain('ログインが必要です');
});

test('one solution: /solutions/confirm/{id} sends to its vendor and /solutions/complete says so', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const solutions = await allSolutions(page);
  const solution = solutions[solutions.length - 1]!;
  await page.goto(`/solutions/shows/${solution.id}`);
  await page.getByRole('button', { name: 'このソリューションに請求・問い合わせる' }).click();
  await expect(page).toHaveURL(new RegExp(`/solutions/confirm/${solution.id}$`));
  await expect(page.getByRole('checkbox', { name: '資料請求' })).toBeChecked();
  await page.getByRole('checkbox', { name: '見積依頼' }).check();
  await expect(page.getByText('山田 花子')).toBeVisible();
  await shoot(page, 'solution-confirm');
  const before = await myRequestCount(page, [solution.id]);
  await page.getByRole('button', { name: 'この内容で送信する' }).click();
  await expect(page).toHaveURL(/\/solutions\/complete\?requests=/);
  await expect(page.getByRole('heading', { name: `送信先：${solution.companyName}` })).toBeVisible();
  await expect(page.getByText('資料請求、見積依頼')).toBeVisible();
  expect(await myRequestCount(page, [solution.id])).toBe(before + 1);
});

test.describe('floating request button on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('shows after 100 px of scroll, hides within 500 px of the bottom, and leads to the request', async ({
    page,
  }) => {
    await openSignedIn(page, 'municipal');
    const [solution] = await allSolutions(page);
    await page.goto(`/solutions/shows/${solution!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: solution!.title })).toBeVisible();
    const floating = page.locator('.floating-request').getByRole('button', { name: '資料請求・お問い合わせ' });
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(floating).toBeVisible();
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y - 499), bottom);
    await expect(floating).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y - 501), bottom);
    await expect(floating).toBeVisible();
    await floating.click();
    await expect(page).toHaveURL(new RegExp(`/solutions/confirm/${solution!.id}$`));
  });
});
