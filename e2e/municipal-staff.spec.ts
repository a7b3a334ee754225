/**
 * A new municipality runs its own staff, in Chromium against the real portal, the Auth emulator
 * and the SMTP server: its first member asks to administer it and the operator grants it once;
 * the administrator invites two colleagues (one lg.jp, one not), who join with one click each
 * from the mail's link; the administrator moves one to another 部署 and removes the other, whose
 * shortlist moves to the named colleague; the removed member's next request is refused.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { browserIdToken } from './auth-support';
import { bindDomains, municipalStaff, type StaffAccount } from './my-portal-support';
import { waitForMails } from './requests-support';
import { openSignedIn, type PortalTestHooks } from './support/auth';

const DOMAIN = 'city.kushiro-e2e.lg.jp';

async function signedInPage(browser: Browser, account: StaffAccount, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.waitForFunction(() => '__portalTest' in window);
  await page.evaluate(
    ([email, password]) =>
      (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signIn(email, password),
    [account.email, account.password] as const,
  );
  await page.goto(path);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/municipal-staff-${name}-${width}.png`, fullPage: true });
  }
}

/** The invitation link of the newest mail to `email`, as a path on this portal. */
async function invitationPath(email: string): Promise<string> {
  const [mail] = await waitForMails((m) => m.kind === 'municipal-invitation' && m.to.includes(email), 1);
  const link = /https?:\/\/\S+\/invitations\/accept\?token=[\w-]+/.exec(mail!.text)![0];
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a new municipality’s first member becomes administrator, invites, moves and removes colleagues', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await bindDomains(baseURL!, { [DOMAIN]: '釧路市' });
  const first = await municipalStaff(baseURL!, '釧路市', '北村', DOMAIN);
  const lgjp = await municipalStaff(baseURL!, '釧路市', '南田', 'town.elsewhere-e2e.lg.jp');
  const outside = await municipalStaff(baseURL!, '釧路市', '西山', 'example.jp');

  // The first member asks; the operator grants it once.
  const admin = await signedInPage(browser, first, '/mypage/municipality');
  await admin.getByRole('button', { name: '管理者になることを申請する' }).click();
  await expect(admin.getByText('管理者になる申請を受け付けました')).toBeVisible();
  await shoot(admin, 'request');

  const operator = await (await browser.newContext()).newPage();
  await openSignedIn(operator, 'operator');
  await operator.goto('/operator/municipal-administrators');
  const request = operator.getByRole('region', { name: /釧路市 北村/ });
  await request.getByRole('button', { name: '管理者として認める' }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: '認める' }).click();
  await expect(operator.getByText('北村 花子 さんを釧路市の管理者として認めました。')).toBeVisible();
  await shoot(operator, 'operator');

  // The administrator invites an lg.jp colleague and one outside lg.jp.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: '釧路市の職員（1名）' })).toBeVisible();
  for (const [account, division] of [
    [lgjp, '総務課'],
    [outside, '企画課'],
  ] as const) {
    const form = admin.getByRole('form', { name: '職員を招待する' });
    await form.getByLabel('メールアドレス').fill(account.email);
    await form.getByLabel('部署名').fill(division);
    await form.getByRole('button', { name: '招待メールを送る' }).click();
    await expect(admin.getByText(`${account.email} に招待メールを送りました。`)).toBeVisible();
  }

  // Each joins with one click on the mail's link.
  const joined: Page[] = [];
  for (const account of [lgjp, outside]) {
    const page = await signedInPage(browser, account, await invitationPath(account.email));
    await expect(page.getByRole('heading', { name: '釧路市から招待されています' })).toBeVisible();
    if (account === lgjp) await shoot(page, 'invitation');
    await page.getByRole('button', { name: '参加する' }).click();
    await expect(page.getByText('釧路市の職員として参加しました。')).toBeVisible();
    joined.push(page);
  }
  const [lgjpPage, outsidePage] = joined as [Page, Page];

  // The colleague outside lg.jp keeps a shortlist.
  await outsidePage.goto('/mypage/shortlists');
  await outsidePage.getByLabel('新しいリストの名前').fill('西山の候補');
  await outsidePage.getByRole('button', { name: 'リストを作成' }).click();
  await expect(outsidePage.getByText('作成: 西山 花子')).toBeVisible();

  // The administrator moves one to another 部署 and removes the other, handing their list over.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: '釧路市の職員（3名）' })).toBeVisible();
  const lgjpCard = admin.getByRole('listitem', { name: new RegExp(lgjp.email) });
  await lgjpCard.getByRole('button', { name: '部署を変更' }).click();
  const move = admin.getByRole('alertdialog');
  await move.getByLabel('新しい部署名').fill('防災危機管理課');
  await move.getByRole('button', { name: '部署を変更する' }).click();
  await expect(admin.getByText('南田 花子 さんの部署を「防災危機管理課」に変更しました。')).toBeVisible();
  await expect(lgjpCard.getByText('防災危機管理課')).toBeVisible();
  await shoot(admin, 'members');

  const outsideCard = admin.getByRole('listitem', { name: new RegExp(outside.email) });
  await outsideCard.getByRole('button', { name: '自治体から外す' }).click();
  const removal = admin.getByRole('alertdialog');
  await removal.getByLabel('引き継ぐ職員').selectOption({ label: '南田 花子（防災危機管理課）' });
  await shoot(admin, 'remove-dialog');
  await removal.getByRole('button', { name: '外す' }).click();
  await expect(admin.getByText(/西山 花子 さんを自治体から外しました。共有リスト1件/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: '釧路市の職員（2名）' })).toBeVisible();

  // The removed member's next request is refused, with the token their browser holds.
  const token = await browserIdToken(outsidePage);
  const answer = await outsidePage.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ shortlists { id } }' },
  });
  const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  // The list is the named colleague's now.
  await lgjpPage.goto('/mypage/shortlists');
  await expect(lgjpPage.getByText('作成: 南田 花子')).toBeVisible();
});
