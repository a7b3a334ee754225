/**
 * What each kind of account sees (docs/accounts-and-roles.md): trial accounts, members waiting for approval,
 * unverified municipal users; sign-in redirects and pages opened without a session.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  appActionLink,
  DEMO_PASSWORD,
  detailAnswer,
  fillRegistration,
  mailTo,
  registrant,
  signIn,
  uniqueEmail,
} from './auth-support';
import { demoOperatorIdToken } from './support/second-factor';

async function register(page: Page, email: string) {
  const person = registrant(email);
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/signup\/complete$/);
  return person;
}

/** The demo operator's token, of a session that passed the second factor. */
const operatorToken = demoOperatorIdToken;

test('a trial-domain account browses details but is told it cannot request', async ({ page }) => {
  const person = await register(page, uniqueEmail('provider.example.jp'));
  await expect(page.getByText('トライアルアカウントとして登録しました')).toBeVisible();
  await page.goto((await mailTo(person.email, 'VERIFY_EMAIL')).oobLink);
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  await page.goto('/auth/mypage');
  await expect(page.getByText('トライアルアカウント', { exact: true })).toBeVisible();
  await expect(page.getByText('資料請求やお問い合わせはご利用いただけません。', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ご自身のアカウントを作成' })).toHaveAttribute(
    'href',
    '/auth/signup/mun-register',
  );
  expect(await detailAnswer(page)).toBe('OK');
});

test('a non-municipal address waits for an operator, whose approval opens the details', async ({ page }) => {
  const person = await register(page, uniqueEmail('example.com'));
  await expect(page.getByText('運営事務局がご所属を確認します', { exact: false })).toBeVisible();
  await page.goto((await mailTo(person.email, 'VERIFY_EMAIL')).oobLink);
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  await page.goto('/auth/mypage');
  await expect(page.getByText('運営事務局の確認待ち', { exact: true })).toBeVisible();
  expect(await detailAnswer(page)).toBe('FORBIDDEN');

  const token = await operatorToken();
  const pending = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ pendingMunicipalMembers { uid email } }' },
  });
  const members = ((await pending.json()) as { data: { pendingMunicipalMembers: { uid: string; email: string }[] } })
    .data.pendingMunicipalMembers;
  const uid = members.find((member) => member.email === person.email)!.uid;
  const approved = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: `mutation { approveMunicipalMember(uid: "${uid}") { isMunicipality } }` },
  });
  expect(await approved.json()).toEqual({ data: { approveMunicipalMember: { isMunicipality: true } } });
  await page.reload();
  await expect(page.getByText('自治体職員', { exact: true })).toBeVisible();
  expect(await detailAnswer(page)).toBe('OK');
});

test('the demo trial and pending accounts see their status', async ({ page }) => {
  await signIn(page, 'trial@provider.example.jp', DEMO_PASSWORD, '/auth/login?redirect=%2Fauth%2Fmypage');
  await expect(page).toHaveURL(/\/auth\/mypage$/);
  await expect(page.getByText('トライアルアカウント', { exact: true })).toBeVisible();
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'member@example.jp', DEMO_PASSWORD, '/auth/login?redirect=%2Fauth%2Fmypage');
  await expect(page.getByText('運営事務局の確認待ち', { exact: true })).toBeVisible();
});

test('an unverified municipal user confirms first, and a verification made elsewhere takes effect at once', async ({
  page,
  browser,
}) => {
  const person = await register(page, uniqueEmail('city.e2e.lg.jp'));
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, person.email, person.password, '/auth/login?redirect=%2Fauth%2Fmypage');
  await expect(page).toHaveURL(/\/auth\/confirm-email\/request\?redirect=%2Fauth%2Fmypage$/);
  await expect(page.getByText(`ご登録のメールアドレス ${person.email} の確認が済んでいません。`)).toBeVisible();

  await page.getByRole('button', { name: '確認メールを再送する' }).click();
  await expect(page.getByRole('status')).toContainText(`${person.email} 宛に確認メールを送信しました。`);
  const mail = await mailTo(person.email, 'VERIFY_EMAIL');

  // The link is opened in another browser (say, the office mail client's): this one is unaware.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(appActionLink(mail));
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
  await expect(elsewhere.getByRole('link', { name: 'ログインする' })).toBeVisible();
  await other.close();

  expect(await detailAnswer(page)).toBe('FORBIDDEN');
  await page.getByRole('button', { name: '確認が済んだので状態を更新する' }).click();
  await expect(page.getByText(`メールアドレス（${person.email}）は確認済みです。`)).toBeVisible();
  // The refreshed token reaches the SDK's IndexedDB a moment after the page shows the new state.
  await expect.poll(() => detailAnswer(page)).toBe('OK');
  await page.getByRole('link', { name: '元のページへ戻る' }).click();
  await expect(page).toHaveURL(/\/auth\/mypage$/);
});

test('sign-in follows only same-site redirects', async ({ page }) => {
  await signIn(
    page,
    'shokuin@city.demo.lg.jp',
    DEMO_PASSWORD,
    '/auth/login?redirect=https%3A%2F%2Fevil.example.com%2F',
  );
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD, '/auth/login?redirect=%2F%2Fevil.example.com');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a guarded address comes back whole after sign-in, its fragment too', async ({ page }) => {
  const guarded = '/grants/shows/1?from=mail#apply';
  const login = `/auth/login?redirect=${encodeURIComponent(guarded)}`;
  await page.goto(guarded);
  await expect(page).toHaveURL(login);
  await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD, login);
  await expect(page).toHaveURL(guarded);
});

test('a signed-in user is never offered a link to another host', async ({ page }) => {
  await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD, '/auth/login?redirect=%2F.%2F%2Fevil.example%2Fphish');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  for (const redirect of [
    '%2F.%2F%2Fevil.example%2Fphish',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%5Cevil.example',
    '%2F%09%2Fevil.example',
    'javascript%3Aalert(1)',
  ]) {
    await page.goto(`/auth/login?redirect=${redirect}`);
    await expect(page.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: '元のページへ進む' })).toHaveCount(0);
  }
});

test('account pages opened without a session lead to sign-in instead of failing', async ({ page }) => {
  for (const path of ['/auth/mypage', '/auth/update/edit']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
  }
  for (const [path, reason] of [
    ['/auth/change-email/request', 'メールアドレスを変更するには、ログインしてください。'],
    ['/auth/confirm-email/request', '確認メールを再送するには'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(reason, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ログインする' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(path)}`,
    );
  }
  await page.goto('/auth/reset-password/edit?oobCode=not-a-code');
  await expect(page.getByText('このリンクではパスワードを再設定できません。', { exact: false })).toBeVisible();
  await page.goto('/auth/action?mode=verifyEmail&oobCode=not-a-code');
  await expect(page.getByRole('heading', { level: 1, name: 'リンクを確認できませんでした' })).toBeVisible();
});

test('logout signs out, returns home and forgets the profile', async ({ page }) => {
  await signIn(page, 'shokuin@city.demo.lg.jp', DEMO_PASSWORD);
  await page.goto('/auth/mypage');
  await expect(page.getByText('自治体職員', { exact: true })).toBeVisible();
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/mypage');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fauth%2Fmypage');
  expect(await page.evaluate(() => localStorage.getItem('portal.profile'))).toBeNull();
});
