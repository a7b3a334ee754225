/**
 * Pages that make no request bound to fail: a detail screen asks for municipal staff's shortlists
 * only for municipal staff (the server refuses everyone else) and for its record only when the
 * route lets the user in, and the registration forms do not ask the Auth emulator for a password
 * policy it cannot answer. The member page's controls are the forms' own.
 */
import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, openSignedIn } from './support/auth';
import { allSolutions } from './requests-support';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Every answer of 400 or more from now on (each also shows as an error in the browser's console).
 * Not the console itself: the suite's token-sync receiver is a name that never resolves here.
 */
function failures(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

async function firstGrantPath(page: Page): Promise<string> {
  await page.goto('/grants');
  const link = page
    .getByRole('region', { name: '検索結果' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link');
  return (await link.getAttribute('href'))!;
}

for (const role of ['trial', 'operator', 'municipal'] as const satisfies readonly DemoRole[]) {
  test(`detail screens ask nothing bound to fail (${role})`, async ({ page }) => {
    await openSignedIn(page, role);
    const [solution] = await allSolutions(page);
    const grant = await firstGrantPath(page);
    const seen = failures(page);
    for (const path of [grant, `/solutions/shows/${solution!.id}`]) {
      // A fresh load: the early reads go out before the app's scripts, with the remembered session.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /お気に入り/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(seen).toEqual([]);
    // Municipal staff still get their municipality's lists.
    if (role === 'municipal') await expect(page.getByText(/共有リスト/).first()).toBeVisible();
  });
}

for (const role of ['member', 'vendor'] as const satisfies readonly DemoRole[]) {
  test(`a detail address the route turns away asks nothing bound to fail (${role})`, async ({ page }) => {
    await openSignedIn(page, role);
    const grant = await firstGrantPath(page);
    const seen = failures(page);
    // A fresh load of an address sent by a colleague: the guard sends the user home.
    await page.goto(grant);
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });
}

test('the registration forms ask nothing bound to fail', async ({ page }) => {
  const seen = failures(page);
  for (const path of ['/auth/signup/mun-register', '/auth/signup/com-register']) {
    await page.goto(path);
    await expect(page.getByLabel(/^パスワード/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(seen).toEqual([]);
});

test('the member page’s controls look like every other form’s', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/auth/mypage');
  const telephone = page.getByRole('textbox', { name: '電話番号' });
  await expect(telephone).toBeVisible();
  const style = await telephone.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { height: element.getBoundingClientRect().height, radius: computed.borderRadius, font: computed.fontSize };
  });
  expect(style.height).toBeGreaterThanOrEqual(44);
  expect(style.radius).toBe('8px');
  expect(style.font).toBe(await page.evaluate(() => getComputedStyle(document.body).fontSize));
  const mails = page.getByRole('checkbox', { name: 'ダウンロードした資料が更新されたときにメールで知らせる' });
  const box = (await mails.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: test.info().outputPath('member-page.png'), fullPage: true });
});
