/**
 * Cases with money and outcome, and municipalities like mine, in Chromium: staff of ニセコ町 (a
 * town) and 札幌市 (a designated city), earned as users earn it, each see 同規模の自治体の事例 for
 * their own municipality, ranked differently; the 同規模 filter follows the link from the home
 * page; the operator records a case's costs and KPIs (the shared rules answer a mistake in
 * Japanese) and the town's staff see the cost table and the KPI chart with its text alternative.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './auth-support';
import { municipalStaff, type StaffAccount } from './my-portal-support';
import { openSignedIn } from './support/auth';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.CASE_FIGURES_SHOTS;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signedIn(browser: Browser, account: StaffAccount, where: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password);
  await page.goto(where);
  return page;
}

function similarSection(page: Page) {
  return page.getByRole('region', { name: '同規模の自治体の事例' });
}

async function similarTitles(page: Page): Promise<string[]> {
  const section = similarSection(page);
  await expect(section.getByRole('listitem').first()).toBeVisible();
  return section.getByRole('listitem').getByRole('link').allInnerTexts();
}

let niseko: StaffAccount;
let sapporo: StaffAccount;
let casePath = '';

test.beforeAll(async ({ baseURL }) => {
  niseko = await municipalStaff(baseURL!, 'ニセコ町', 'ニセコ');
  sapporo = await municipalStaff(baseURL!, '札幌市', '札幌');
});

test('同規模の事例 for the user’s own town; a designated city sees another ranking', async ({ browser }) => {
  const town = await signedIn(browser, niseko, '/');
  await expect(similarSection(town).getByText('ニセコ町（町村・1万人未満）と区分・人口規模・地域が近い')).toBeVisible();
  const townTitles = await similarTitles(town);
  expect(townTitles.length).toBeGreaterThan(0);
  await similarSection(town).scrollIntoViewIfNeeded();
  await shoot(town, 'home-similar-niseko');

  const city = await signedIn(browser, sapporo, '/');
  await expect(similarSection(city).getByText('札幌市（政令市・30万人以上）')).toBeVisible();
  const cityTitles = await similarTitles(city);
  expect(cityTitles).not.toEqual(townTitles);
  await shoot(city, 'home-similar-sapporo');

  casePath = new URL(
    (await similarSection(town).getByRole('listitem').first().getByRole('link').getAttribute('href'))!,
    'http://x',
  ).pathname;

  await similarSection(town).getByRole('link', { name: '自分の自治体と同規模の事例をすべて見る' }).click();
  await expect(town).toHaveURL(/\/cases\?sameSize=1/);
  await expect(town.getByRole('checkbox', { name: /自分の自治体と同規模/ })).toBeChecked();
  await expect(town.getByRole('definition').filter({ hasText: /^自分の自治体と同規模$/ })).toBeVisible();
  await expect(town.locator('.result-card').first()).toBeVisible();
  await shoot(town, 'cases-same-size');
});

test('the operator records costs and KPIs; the town sees the cost table and the KPI chart', async ({
  page,
  browser,
}) => {
  expect(casePath).toMatch(/^\/cases\/shows\/\d+$/);
  await openSignedIn(page, 'operator');
  await page.goto(casePath);
  await page.getByText('費用と効果を編集する（運営者）').click();
  const form = page.getByRole('form', { name: '導入費用と効果の編集' });
  await form.getByLabel('導入費用（円）').fill('12,000,000');
  await form.getByLabel('年間費用（円）').fill('1800000');
  await form.getByLabel('補助金充当額（円）').fill('20,000,000');
  await form.getByLabel('導入期間（か月）').fill('6');
  const first = form.getByRole('group', { name: '指標1' });
  await first.getByLabel('指標1の名前').fill('窓口待ち時間');
  await first.getByLabel('導入前').fill('45');
  await first.getByLabel('導入後').fill('15');
  await first.getByLabel('単位').fill('分');
  const second = form.getByRole('group', { name: '指標2' });
  await second.getByLabel('指標2の名前').fill('職員の作業時間（年間）');
  await second.getByLabel('導入前').fill('3,000');
  await second.getByLabel('導入後').fill('1,800');
  await second.getByLabel('単位').fill('時間');
  await form.getByRole('button', { name: '費用と効果を保存する' }).click();
  // The shared rule speaks before anything is sent.
  await expect(form.getByText('補助金充当額は導入費用以下の金額で入力してください').first()).toBeVisible();
  await form.getByLabel('補助金充当額（円）').fill('6,000,000');
  await form.getByRole('button', { name: '費用と効果を保存する' }).click();
  await expect(form.getByRole('status')).toHaveText('保存しました。');

  const town = await signedIn(browser, niseko, casePath);
  const costs = town.getByRole('table', { name: '費用と期間' });
  await expect(costs.getByRole('row', { name: /導入費用（初期費用）\s*1,200万円/ })).toBeVisible();
  await expect(costs.getByRole('row', { name: /補助金充当額\s*600万円/ })).toBeVisible();
  await expect(costs.getByRole('row', { name: /導入期間\s*6か月/ })).toBeVisible();
  const chart = town.getByRole('img', { name: /導入前と導入後の比較/ });
  await expect(chart).toHaveAccessibleName(/窓口待ち時間 45分 → 15分（67%減）/);
  await expect(chart).toHaveAccessibleName(/職員の作業時間（年間） 3,000時間 → 1,800時間（40%減）/);
  const kpis = town.getByRole('table', { name: '導入効果の指標' });
  await expect(kpis.getByRole('row', { name: /窓口待ち時間\s*45分\s*15分\s*67%減/ })).toBeVisible();
  await expect(town.getByText('費用と効果を編集する（運営者）')).toHaveCount(0);
  await town.getByRole('heading', { name: '導入費用と効果' }).scrollIntoViewIfNeeded();
  await shoot(town, 'case-figures-municipal');
  await shoot(page, 'case-figures-operator');
});
