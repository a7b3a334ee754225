/**
 * Single sign-on in Chromium against a real OpenID Provider (oidc-provider) the spec starts on a
 * loopback port: 小樽市's staff sign in with its IdP from 「所属自治体のアカウントでログイン」 and land
 * as municipal members of 小樽市; an address outside its allowed domains does not.
 */
import { expect, test, type Page } from '@playwright/test';
import { startTestIdp, type TestIdp } from './support/oidc-provider';
import { signInThroughIdp as signInThroughPortalIdp } from './support/single-sign-on';
import { DEMO_OPERATOR_TOTP_SECRET, idTokenOf, passSecondFactor } from './support/second-factor';

const OTARU = '012033';
const DOMAIN = 'city.otaru-e2e.lg.jp';
// The portal's PUBLIC_URL (the start script's default): the callback registered at the IdP.
const PORTAL = `http://localhost:${process.env.E2E_PORT}`;
const SHOTS = process.env.E2E_SHOTS_DIR;

let idp: TestIdp;

test.beforeAll(async () => {
  idp = await startTestIdp({
    redirectUri: `${PORTAL}/sso/oidc/callback`,
    accounts: {
      [`yamada@${DOMAIN}`]: { email: `yamada@${DOMAIN}`, family_name: '山田', given_name: '太郎', division: '市民課' },
      'someone@example.com': { email: 'someone@example.com' },
    },
  });
  // The operator saves the settings in a session that has just passed the second factor (step-up).
  const token = await idTokenOf(
    await passSecondFactor('operator@provider.example.jp', 'portal-demo-2024', DEMO_OPERATOR_TOTP_SECRET),
  );
  const response = await fetch(`${PORTAL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($i: MunicipalSsoSettingInput!) { saveMunicipalSso(input: $i) { municipalityCode } }',
      variables: {
        i: {
          municipalityCode: OTARU,
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          allowedDomains: [DOMAIN],
          divisionClaim: 'division',
          enabled: true,
        },
      },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
});

test.afterAll(async () => {
  await idp?.stop();
});

/** From the sign-in page through the IdP's own sign-in and consent forms, back to the portal. */
const signInThroughIdp = (page: Page, login: string) =>
  signInThroughPortalIdp(page, PORTAL, login.includes('@example.com') ? DOMAIN : login, login);

test('a municipality’s staff sign in with its IdP and land as its members', async ({ page }) => {
  await page.goto(`${PORTAL}/auth/login`);
  await expect(page.getByRole('heading', { name: '所属自治体のアカウントでログイン' })).toBeVisible();
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/sso-login-${width}.png`, fullPage: true });
    }
  }
  await signInThroughIdp(page, `yamada@${DOMAIN}`);
  await expect(page).toHaveURL(`${PORTAL}/`);
  // The shared shortlists are for confirmed members of a municipality only.
  await page.goto(`${PORTAL}/mypage/shortlists`);
  await expect(page.getByRole('heading', { level: 1, name: '組織内共有リスト' })).toBeVisible();
  // A member whose municipality is not confirmed is turned away from this page.
  await expect(page).toHaveURL(`${PORTAL}/mypage/shortlists`);
});

test('an address outside the allowed domains is refused', async ({ page }) => {
  await signInThroughIdp(page, 'someone@example.com');
  await expect(page).toHaveURL(`${PORTAL}/auth/login?sso_error=domain`);
  await expect(
    page.getByText('このメールアドレスは、選んだ自治体のシングルサインオンでは利用できません。', { exact: false }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sso-refused-1280.png`, fullPage: true });
});
