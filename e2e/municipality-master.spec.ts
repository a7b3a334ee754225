/**
 * The municipality master in Chromium: new staff of municipalities the demo data never wrote
 * about (北海道 音威子府村, 沖縄県 北大東村) and of a 特別区 find theirs on the registration form by
 * reading or name, pick it with its prefecture shown, register, verify their address and see
 * 同規模の自治体の事例 for their own municipality. Shared names are told apart by prefecture.
 * The operator binds a mail domain to a municipality picked the same way. Screenshots at 1280 and
 * 375 px go to MUNICIPALITY_SHOTS when it names a folder.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { field, fillRegistration, mailTo, registrant, uniqueEmail } from './auth-support';
import { openSignedIn } from './support/auth';

const SHOTS = process.env.MUNICIPALITY_SHOTS;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  // The viewport only: each shot scrolls what it shows into view first.
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

function registrationForm(page: Page) {
  return page.getByRole('form', { name: '会員登録フォーム' });
}

/** The ご所属 group at the top of the viewport, for a screenshot of the field and its options. */
async function showAffiliation(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'ご所属' }).evaluate((group) => group.scrollIntoView({ block: 'start' }));
}

/** Types into 自治体名 and picks the option whose name and prefecture line match. */
async function pickMunicipality(page: Page, typed: string, name: string, meta: RegExp): Promise<void> {
  const input = field(registrationForm(page), '自治体名');
  await input.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) }).filter({ hasText: meta });
  await expect(option).toBeVisible();
  await option.click();
}

async function registerAndVerify(page: Page, email: string): Promise<void> {
  await registrationForm(page).getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/mun-confirm$/);
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/complete$/);
  const verification = await mailTo(email, 'VERIFY_EMAIL');
  await page.goto(verification.oobLink);
  // The verification reloads the user and its token: the same session is municipal staff now.
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの確認が完了しました' })).toBeVisible();
}

function similarSection(page: Page) {
  return page.getByRole('region', { name: '同規模の自治体の事例' });
}

test('staff of 北海道 音威子府村 find it by reading, register and see cases of small municipalities', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const person = registrant(uniqueEmail('vill.otoineppu-e2e.lg.jp'), { organization: '' });
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  const input = field(registrationForm(page), '自治体名');
  await input.fill('おといねっぷ');
  const option = page.getByRole('option', { name: /^音威子府村/ });
  await expect(option).toContainText('北海道・村・おといねっぷむら');
  await showAffiliation(page);
  await shoot(page, 'registration-options-1280');
  await option.click();
  await expect(input).toHaveValue('音威子府村');
  await expect(page.getByText('所属自治体：北海道 音威子府村（村）')).toBeVisible();
  await shoot(page, 'registration-chosen-1280');

  await registerAndVerify(page, person.email);
  await page.goto('/');
  const similar = similarSection(page);
  await expect(similar.getByText('音威子府村（町村・1万人未満）と区分・人口規模・地域が近い')).toBeVisible();
  await expect(similar.getByRole('listitem').first()).toBeVisible();
  await similar.scrollIntoViewIfNeeded();
  await shoot(page, 'home-similar-otoineppu-1280');
});

test('staff of 沖縄県 北大東村 register on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const person = registrant(uniqueEmail('vill.kitadaito-e2e.lg.jp'), { organization: '' });
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await field(registrationForm(page), '自治体名').fill('きただいとう');
  await expect(page.getByRole('option', { name: /^北大東村/ })).toContainText('沖縄県・村');
  await showAffiliation(page);
  await shoot(page, 'registration-options-375');
  await pickMunicipality(page, 'きただいとう', '北大東村', /沖縄県/);
  await expect(page.getByText('所属自治体：沖縄県 北大東村（村）')).toBeVisible();
  await registerAndVerify(page, person.email);
  await page.goto('/');
  const similar = similarSection(page);
  await expect(similar.getByText('北大東村（町村・1万人未満）と区分・人口規模・地域が近い')).toBeVisible();
  await expect(similar.getByRole('listitem').first()).toBeVisible();
  await similar.scrollIntoViewIfNeeded();
  await shoot(page, 'home-similar-kitadaito-375');
});

test('staff of a 特別区 pick it as 〇〇く and are compared with 一般市', async ({ page }) => {
  test.setTimeout(120_000);
  const person = registrant(uniqueEmail('city.chiyoda-e2e.lg.jp'), { organization: '' });
  await page.goto('/auth/signup/mun-register');
  await fillRegistration(page, person);
  await pickMunicipality(page, 'ちよだく', '千代田区', /東京都・特別区/);
  await expect(field(registrationForm(page), '自治体名')).toHaveValue('千代田区');
  await registerAndVerify(page, person.email);
  await page.goto('/');
  await expect(
    similarSection(page).getByText('千代田区（一般市・5万〜10万人）と区分・人口規模・地域が近い'),
  ).toBeVisible();
});

test('a name two municipalities share is picked by its prefecture, 〇〇市 or 〇〇し', async ({ page }) => {
  await page.goto('/auth/signup/mun-register');
  const input = field(registrationForm(page), '自治体名');
  await input.fill('ふちゅうし');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('東京都・市');
  await expect(options.nth(1)).toContainText('広島県・市');
  await options.nth(1).click();
  await expect(input).toHaveValue('広島県府中市');
  await expect(page.getByText('所属自治体：広島県 府中市（市）')).toBeVisible();
  await input.fill('存在しない市');
  await expect(page.getByText('一致する自治体が見つかりません。', { exact: false })).toBeVisible();
});

test('the operator binds a mail domain to a municipality picked by its reading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const domain = `vill.otoineppu-${randomBytes(4).toString('hex')}.lg.jp`;
  await openSignedIn(page, 'operator');
  await page.goto('/operator/municipalities');
  await page.getByLabel('メールドメイン（例: city.sapporo.lg.jp）').fill(domain);
  const municipality = page.getByRole('combobox', { name: '自治体（名称・読み・6桁の自治体コード）', exact: true });
  await municipality.fill('おといねっぷ');
  await expect(page.getByRole('option', { name: /^音威子府村/ })).toContainText('北海道・村');
  await shoot(page, 'operator-bind-options-1280');
  await page.getByRole('option', { name: /^音威子府村/ }).click();
  await expect(page.getByText('結び付ける自治体：北海道 音威子府村（村）')).toBeVisible();
  await page.getByRole('button', { name: '結び付ける', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '結び付ける' }).click();
  await expect(page.getByText(`${domain} を「音威子府村」に結び付けました。`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) })).toContainText(
    '音威子府村（014702）',
  );
});
