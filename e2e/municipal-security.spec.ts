/**
 * A municipality's administrator keeps its sign-in settings in Chromium: the OpenID Connect
 * settings of its IdP (a real oidc-provider the spec starts), through which a colleague then signs
 * in and lands as a member; and the rule that every member uses an authenticator app, refused
 * until the administrator has one, after which the colleague is sent to register one first.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { bindDomains, municipalStaff, type StaffAccount } from './my-portal-support';
import { openSignedIn, type PortalTestHooks } from './support/auth';
import { startTestIdp, type TestIdp } from './support/oidc-provider';
import {
  DEMO_OPERATOR,
  DEMO_OPERATOR_TOTP_SECRET,
  demoOperatorIdToken,
  totpCode,
  withUnusedCode,
} from './support/second-factor';
import { signInThroughIdp } from './support/single-sign-on';

const DOMAIN = 'city.abashiri-e2e.lg.jp';
// The portal's PUBLIC_URL (the start script's default): the callback registered at the IdP.
const PORTAL = `http://localhost:${process.env.E2E_PORT}`;
const COLLEAGUE = `sato@${DOMAIN}`;

let idp: TestIdp;

test.beforeAll(async () => {
  idp = await startTestIdp({
    redirectUri: `${PORTAL}/sso/oidc/callback`,
    accounts: { [COLLEAGUE]: { email: COLLEAGUE, family_name: '佐藤', given_name: '一郎', division: '税務課' } },
  });
});

test.afterAll(async () => {
  await idp?.stop();
});

async function operatorGraphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${PORTAL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoOperatorIdToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The first member asks to administer 網走市 in the browser; the operator grants it (its screen has its own spec). */
async function firstAdministrator(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: PORTAL })).newPage();
  await page.goto('/');
  await page.waitForFunction(() => '__portalTest' in window);
  await page.evaluate(
    ([email, password]) =>
      (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signIn(email, password),
    [account.email, account.password] as const,
  );
  await page.goto('/mypage/municipality');
  await page.getByRole('button', { name: '管理者になることを申請する' }).click();
  await expect(page.getByText('管理者になる申請を受け付けました')).toBeVisible();
  const { municipalAdministratorRequests: requests } = (await operatorGraphql(
    '{ municipalAdministratorRequests { uid email municipality { code } } }',
  )) as { municipalAdministratorRequests: { uid: string; email: string; municipality: { code: string } }[] };
  const mine = requests.find((request) => request.email === account.email)!;
  await operatorGraphql(
    'mutation($c: String!, $u: ID!) { grantMunicipalAdministrator(municipalityCode: $c, uid: $u) }',
    {
      c: mine.municipality.code,
      u: mine.uid,
    },
  );
  await page.reload();
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/municipal-security-${name}-${width}.png`, fullPage: true });
  }
}

test('an administrator sets up single sign-on and requires a second factor of the staff', async ({ browser }) => {
  test.setTimeout(240_000);
  await bindDomains(PORTAL, { [DOMAIN]: '網走市' });
  const first = await municipalStaff(PORTAL, '網走市', '東', DOMAIN);
  const admin = await firstAdministrator(browser, first);

  // Single sign-on: the callback to register at the IdP is shown; the secret is written once.
  const sso = admin.getByRole('region', { name: 'シングルサインオン' });
  await expect(sso.getByText(`${PORTAL}/sso/oidc/callback`)).toBeVisible();
  const form = sso.getByRole('form', { name: 'シングルサインオンの設定' });
  await form.getByLabel('Issuer').fill(idp.issuer);
  await form.getByLabel('クライアント ID').fill(idp.clientId);
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await expect(form.getByRole('link', { name: 'クライアントシークレットを入力してください。' })).toBeVisible();
  await form.getByLabel('クライアントシークレット').fill(idp.clientSecret);
  await form.getByLabel('ログインを許可するメールドメイン').fill(`${DOMAIN}\nexample..jp`);
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await expect(form.getByRole('link', { name: 'メールドメインの形式が正しくありません: example..jp' })).toBeVisible();
  await form.getByLabel('ログインを許可するメールドメイン').fill(DOMAIN);
  await form.getByLabel('部署として読むクレーム名').fill('division');
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await expect(sso.getByText('シングルサインオンの設定を保存しました。')).toBeVisible();
  await admin.reload();
  await expect(form.getByLabel('Issuer')).toHaveValue(idp.issuer);
  await expect(form.getByLabel('クライアントシークレット')).toHaveValue('');
  await expect(form.getByText('保存済みです（表示しません）。')).toBeVisible();
  await shoot(admin, 'sso');

  // A colleague signs in through the IdP and is a member of 網走市 with the IdP's 部署.
  const colleague = await (await browser.newContext({ baseURL: PORTAL })).newPage();
  await signInThroughIdp(colleague, PORTAL, COLLEAGUE, COLLEAGUE);
  await expect(colleague).toHaveURL(`${PORTAL}/`);
  await colleague.goto('/mypage/shortlists');
  await expect(colleague.getByRole('heading', { level: 1, name: '組織内共有リスト' })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('heading', { name: '網走市の職員（2名）' })).toBeVisible();
  await expect(admin.getByRole('listitem', { name: new RegExp(COLLEAGUE) }).getByText('税務課')).toBeVisible();

  // The rule waits until the administrator has an authenticator app of their own.
  const policy = admin.getByRole('region', { name: 'ログインのルール' });
  await expect(policy.getByText('認証アプリを登録していない職員: 2名。')).toBeVisible();
  await policy.getByRole('button', { name: '職員全員に二段階認証を求める' }).click();
  await expect(policy.getByText(/先にご自身の認証アプリを登録してください/)).toBeVisible();
  await policy.getByRole('link', { name: '二段階認証の設定' }).click();
  await expect(admin.getByRole('heading', { name: '認証アプリを登録する' })).toBeVisible();
  await expect(admin.getByRole('img', { name: '認証アプリで読み取る QR コード' })).toBeVisible();
  const secret = (await admin.getByTestId('second-factor-secret').getAttribute('data-secret'))!;
  await admin.getByLabel('確認コード（6桁）').fill(totpCode(secret));
  await admin.getByRole('button', { name: '登録する' }).click();
  await admin.getByRole('button', { name: '保存したので続ける' }).click();
  await expect(admin).toHaveURL(`${PORTAL}/mypage/municipality`);
  await policy.getByRole('button', { name: '職員全員に二段階認証を求める' }).click();
  await expect(policy.getByText(/職員全員に二段階認証を求めるようにしました。/)).toBeVisible();
  await expect(policy.getByText('認証アプリを登録していない職員: 1名。')).toBeVisible();
  await shoot(admin, 'policy');

  // The colleague's next municipal page asks them to register an app first.
  await colleague.goto('/mypage/shortlists');
  await expect(colleague.getByRole('heading', { name: '認証アプリを登録する' })).toBeVisible();
  await expect(colleague.getByText(/所属自治体の管理者が職員全員に求めている場合/)).toBeVisible();
  await shoot(colleague, 'required');

  // Turned off, the colleague acts again without one.
  await policy.getByRole('button', { name: '二段階認証の必須をやめる' }).click();
  await expect(policy.getByText(/二段階認証を必須にする設定をやめました。/)).toBeVisible();
  await expect(async () => {
    await colleague.goto('/mypage/shortlists');
    await expect(colleague.getByRole('heading', { level: 1, name: '組織内共有リスト' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  for (const page of [admin, colleague]) await page.context().close();
});

/**
 * Answers the step-up prompt when the operator's checked session is older than the step-up time
 * (the worker's one check may be), with a code no other worker has given.
 */
async function passStepUpIfAsked(page: Page, done: ReturnType<Page['getByText']>): Promise<void> {
  const prompt = page.getByRole('dialog', { name: '確認コードの再入力' });
  await expect(done.or(prompt)).toBeVisible();
  if (!(await prompt.isVisible())) return;
  await withUnusedCode(DEMO_OPERATOR, DEMO_OPERATOR_TOTP_SECRET, async (code) => {
    await prompt.getByLabel('確認コード（6桁）').fill(code);
    await prompt.getByRole('button', { name: '確認して続ける' }).click();
    await expect(done).toBeVisible();
  });
}

test('an operator keeps any municipality’s single sign-on from the console', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'operator');
  await page.goto('/operator/municipalities');
  const panel = page.getByRole('region', { name: 'シングルサインオンの設定' });
  await panel.getByLabel('設定する自治体').fill('稚内');
  await page.getByRole('option', { name: /稚内市/ }).click();
  await expect(panel.getByRole('heading', { name: '北海道 稚内市（市）' })).toBeVisible();
  const form = panel.getByRole('form', { name: 'シングルサインオンの設定' });
  await form.getByLabel('Issuer').fill('https://idp.city.wakkanai-e2e.lg.jp');
  await form.getByLabel('クライアント ID').fill('portal');
  await form.getByLabel('クライアントシークレット').fill('wakkanai-secret');
  await form.getByLabel('ログインを許可するメールドメイン').fill('city.wakkanai-e2e.lg.jp');
  await form.getByLabel('シングルサインオンを有効にする').uncheck();
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await passStepUpIfAsked(page, panel.getByText('シングルサインオンの設定を保存しました。'));
  await expect(panel.getByText(/停止中（最終更新/)).toBeVisible();
  await shoot(page, 'operator');
});
