/**
 * What staff keep and print, in Chromium at a desk's and a phone's width: a bookmarked or
 * shortlisted 導入事例 shows as the case (not as ended) and a kept grant carries its 受付状況; a
 * printed grant leaves out the bookmark/shortlist row, and a closed grant says it closed and
 * offers no calendar entry. Screenshots go to E2E_SHOTS_DIR (default test-results).
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-support';
import { bindDomains, municipalStaff, type StaffAccount } from './my-portal-support';
import { runGraphql } from './support/hooks';

test.describe.configure({ mode: 'serial' });

const DOMAIN = 'city.asahikawa-e2e.lg.jp';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/kept-${name}.png`, fullPage: true });

interface Found {
  id: string;
  title: string;
  applicationEnd?: string | null;
}

async function first(page: Page, query: string): Promise<Found> {
  const answer = (await runGraphql(page, query)) as { data: Record<string, { items: Found[] }> };
  const [item] = Object.values(answer.data)[0]!.items;
  return item!;
}

let staff: StaffAccount;
let caseRecord: Found;
let openGrant: Found;
let closedGrant: Found;

test.beforeAll(async ({ baseURL }) => {
  await bindDomains(baseURL!, { [DOMAIN]: '旭川市' });
  staff = await municipalStaff(baseURL!, '旭川市', '記録', DOMAIN);
});

test('a kept case shows as the case and a kept grant with its 受付状況', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, staff.email, staff.password);
  await page.goto('/mypage/bookmarks');
  caseRecord = await first(page, '{ r: searchCases(criteria: { sort: newest }) { items { id title } } }');
  openGrant = await first(
    page,
    '{ r: searchGrants(criteria: { statuses: ["open", "closing"], sort: deadline }) { items { id title applicationEnd } } }',
  );
  closedGrant = await first(
    page,
    '{ r: searchGrants(criteria: { statuses: ["closed"] }) { items { id title applicationEnd } } }',
  );
  const list = (await runGraphql(page, 'mutation { createShortlist(name: "事例と補助金") { id } }')) as {
    data: { createShortlist: { id: string } };
  };
  for (const [section, record] of [
    ['cases', caseRecord],
    ['grants', openGrant],
  ] as const) {
    const input = { section, recordId: record.id };
    expect(
      await runGraphql(page, 'mutation($i: BookmarkInput!) { addBookmark(input: $i) { id } }', { i: input }),
    ).not.toHaveProperty('error');
    const entry = { ...input, shortlistId: list.data.createShortlist.id };
    expect(
      await runGraphql(page, 'mutation($i: ShortlistEntryInput!) { addShortlistEntry(input: $i) { id } }', {
        i: entry,
      }),
    ).not.toHaveProperty('error');
  }

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto('/mypage/bookmarks?section=cases');
    await page.getByRole('tab', { name: /導入事例/ }).click();
    await expect(page.getByRole('link', { name: caseRecord.title })).toBeVisible();
    await expect(page.getByText(/掲載が終了しました/)).toHaveCount(0);
    await shot(page, `bookmarks-cases-${width}`);
    await page.getByRole('tab', { name: /補助金/ }).click();
    const grant = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: openGrant.title }) });
    await expect(grant.locator('.grant-status')).toContainText(/受付中|締切間近/);
    await shot(page, `bookmarks-grants-${width}`);

    await page.goto('/mypage/shortlists');
    const shortlist = page.getByRole('region', { name: '事例と補助金' });
    await expect(shortlist.getByRole('link', { name: caseRecord.title })).toBeVisible();
    const kept = shortlist.getByRole('listitem').filter({ has: page.getByRole('link', { name: openGrant.title }) });
    await expect(kept.locator('.grant-status')).toContainText(/受付中|締切間近/);
    await expect(shortlist.getByText(/掲載が終了しました/)).toHaveCount(0);
    await shot(page, `shortlists-${width}`);
  }
});

test('a printed grant leaves out the keeping row; a closed grant says it closed', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/grants/shows/${openGrant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(openGrant.title);
    const picker = page.getByRole('combobox', { name: '共有リスト' });
    await expect(picker).toBeVisible();
    await expect(page.getByRole('link', { name: /カレンダーに追加/ })).toBeVisible();
    await shot(page, `grant-open-${width}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-header')).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(page.locator('.record-keeping')).toBeHidden();
    await expect(page.getByRole('link', { name: /カレンダーに追加/ })).toBeHidden();
    await shot(page, `grant-open-print-${width}`);

    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/grants/shows/${closedGrant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closedGrant.title);
    const closed = page.getByText(/^この補助金の公募は終了しました（締切: \d{4}年\d{1,2}月\d{1,2}日）。$/);
    await expect(closed).toBeVisible();
    await expect(page.getByRole('link', { name: /カレンダーに追加/ })).toHaveCount(0);
    await shot(page, `grant-closed-${width}`);
    await page.emulateMedia({ media: 'print' });
    await expect(closed).toBeVisible();
    await expect(page.getByRole('combobox', { name: '共有リスト' })).toBeHidden();
    await shot(page, `grant-closed-print-${width}`);
  }
});
