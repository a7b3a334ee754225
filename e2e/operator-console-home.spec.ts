/**
 * The operator console's start page counts the work waiting in each section: every count links
 * to its list, and an inquiry that arrives shows in 未対応のお問い合わせ.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './auth-support';
import { openSignedIn } from './support/auth';

const LABELS: [string, RegExp][] = [
  ['承認待ちの会員', /\/operator\/members$/],
  ['所属自治体が未確認の職員', /\/operator\/municipalities$/],
  ['承認待ちの掲載企業', /\/operator\/review$/],
  ['審査待ちのソリューション', /\/operator\/review$/],
  ['審査待ちの導入事例', /\/operator\/case-proposals$/],
  ['未対応のお問い合わせ', /\/operator\/inquiries$/],
  ['対応中のお問い合わせ', /\/operator\/inquiries$/],
  ['未確認の資料請求', /\/operator\/requests$/],
];

test('the start page shows how much work waits, each count leading to its list', async ({ page }) => {
  const sent = await page.request.post('/graphql', {
    data: {
      query: 'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }',
      variables: {
        input: {
          name: '件数 花子',
          organization: 'テスト村役場',
          email: uniqueEmail('village.example.jp'),
          telephone: '0120-000-000',
          inquiryType: 'usage',
          body: '件数の表示を確かめます。',
          privacyConsent: true,
          idempotencyKey: randomBytes(16).toString('base64url'),
        },
      },
    },
  });
  expect(sent.ok()).toBe(true);

  await openSignedIn(page, 'operator');
  await page.goto('/operator');
  const counts = page.getByRole('region', { name: '対応を待っているもの' });
  for (const [label, target] of LABELS) {
    const link = counts.getByRole('link', { name: new RegExp(`^${label}\\s*[\\d,]+件$`) });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!, page.url()).pathname).toMatch(target);
  }
  const open = await counts.getByRole('link', { name: /^未対応のお問い合わせ/ }).textContent();
  expect(Number(open!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('console-home.png'), fullPage: true });

  await counts.getByRole('link', { name: /^未対応のお問い合わせ/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
});
