/**
 * API keys for internal tools, in Chromium against the real portal and the Auth emulator: a
 * municipal member creates keys on /mypage/api-keys and the test uses them as a tool would (plain
 * HTTP requests, as curl sends them) on the REST façade and GraphQL, and in GraphiQL: they read
 * with the member's rights, are refused for a write, in a URL, above their limit, after expiry
 * and revocation (by the member and by the municipality's administrator), and lose the municipal
 * lists when their owner is removed from the municipality; the operator finds them in the audit
 * log.
 */
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { browserIdToken } from './auth-support';
import { bindDomains, municipalStaff, type StaffAccount } from './my-portal-support';
import { openSignedIn, type PortalTestHooks } from './support/auth';
import { demoOperatorIdToken } from './support/second-factor';
import { Database } from './support/sqlite';

/**
 * The municipality of each try: a retry cannot ask again to administer the municipality whose
 * first member already asked in the failed try.
 */
const MUNICIPALITIES = [
  { name: '帯広市', code: '012076', domain: 'city.obihiro-e2e.lg.jp' },
  { name: '苫小牧市', code: '012131', domain: 'city.tomakomai-e2e.lg.jp' },
] as const;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-apikeys';

async function signedInPage(browser: Browser, account: StaffAccount, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.waitForFunction(() => '__portalTest' in window);
  await page.evaluate(
    ([email, password]) =>
      (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signIn(email, password),
    [account.email, account.password] as const,
  );
  await page.goto(to);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function graphql(baseURL: string, headers: Record<string, string>, query: string, variables = {}) {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

async function createKey(page: Page, name: string): Promise<string> {
  const form = page.getByRole('form', { name: 'APIキーを作成する' });
  await form.getByLabel('名前（用途）').fill(name);
  await form.getByLabel('有効期限').selectOption({ label: '90日' });
  await form.getByRole('button', { name: 'APIキーを作成する' }).click();
  await expect(page.getByText(`APIキー「${name}」を作成しました。`)).toBeVisible();
  const secret = (await page.getByTestId('api-key-secret').textContent())!;
  expect(secret).toMatch(/^jpk_[A-Za-z0-9_-]{43}$/);
  return secret;
}

test('a key made in Chromium reads as its owner and is refused wherever it must be', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const api = (route: string, headers: Record<string, string> = {}) => fetch(`${baseURL}/api${route}`, { headers });
  const city = MUNICIPALITIES[Math.min(test.info().retry, MUNICIPALITIES.length - 1)]!;
  await bindDomains(baseURL!, { [city.domain]: city.name });
  const first = await municipalStaff(baseURL!, city.name, '東野', city.domain);
  const staff = await municipalStaff(baseURL!, city.name, '西川', city.domain);

  // The first member administers the city (asked here, granted by the operator).
  const admin = await signedInPage(browser, first, '/mypage/municipality');
  await admin.getByRole('button', { name: '管理者になることを申請する' }).click();
  await expect(admin.getByText('管理者になる申請を受け付けました')).toBeVisible();
  const database = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'));
  const uidOf = (email: string) =>
    (database.prepare('SELECT uid FROM user_profiles WHERE email = ?').get(email) as { uid: string }).uid;
  const granted = await graphql(
    baseURL!,
    { authorization: `Bearer ${await demoOperatorIdToken()}` },
    'mutation($code: String!, $uid: ID!) { grantMunicipalAdministrator(municipalityCode: $code, uid: $uid) }',
    { code: city.code, uid: uidOf(first.email) },
  );
  expect(granted.body.errors).toBeUndefined();

  // A colleague makes keys for their tools; each is shown once.
  const page = await signedInPage(browser, staff, '/mypage/api-keys');
  await expect(page.getByRole('heading', { name: 'APIキー', level: 1 })).toBeVisible();
  await expect(page.getByText('まだAPIキーはありません。')).toBeVisible();
  await shoot(page, 'empty');
  const kintone = await createKey(page, 'kintone 補助金取り込み');
  await shoot(page, 'created');
  const burst = await createKey(page, '上限の確認');
  const expiring = await createKey(page, '期限切れの確認');
  const mine = await createKey(page, '自分で取り消す');
  const shared = await createKey(page, '課の集計');
  await expect(page.getByRole('listitem', { name: 'kintone 補助金取り込み' })).toContainText('有効');
  await page.reload();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'kintone 補助金取り込み' })).toContainText(kintone.slice(0, 12));
  await shoot(page, 'list');

  // As curl sends it: the REST façade with a bearer key, GraphQL with X-API-Key.
  const search = await api('/service/grants/search?searchKeyword=&page=1', { authorization: `Bearer ${kintone}` });
  expect(search.status).toBe(200);
  const found = (await search.json()) as { contents: { totalCount: number; contents: { title: string }[] } };
  expect(found.contents.totalCount).toBeGreaterThan(0);
  const lists = await graphql(baseURL!, { 'x-api-key': kintone }, 'query { shortlists { id name } }');
  expect(lists.body.errors).toBeUndefined();
  expect(lists.body.data?.shortlists).toEqual([]);

  // In GraphiQL: the key in its Headers pane (what GraphiQL keeps of what was typed there).
  const graphiql = await (await browser.newContext()).newPage();
  await graphiql.addInitScript((key) => {
    localStorage.setItem('graphiql:query', '{ shortlists { id } grantCount }');
    localStorage.setItem('graphiql:headers', JSON.stringify({ Authorization: `Bearer ${key}` }));
  }, kintone);
  await graphiql.goto('/graphql');
  // GraphiQL draws its editors before it can run them; a press that early runs nothing.
  await expect(async () => {
    await graphiql.getByRole('button', { name: /Execute query/ }).click();
    await expect(graphiql.locator('.graphiql-response')).toContainText('"grantCount"', { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(graphiql.locator('.graphiql-response')).toContainText('"shortlists": []');
  await graphiql.screenshot({ path: `${SHOTS}/graphiql-1280.png` });

  // Never for a write, never in a URL.
  const write = await graphql(
    baseURL!,
    { 'x-api-key': kintone },
    'mutation { createShortlist(name: "書けない") { id } }',
  );
  expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(write.body.errors?.[0]?.message).toContain('読み取り');
  const inUrl = await api(`/service/grants/search?searchKeyword=&api_key=${kintone}`);
  expect(inUrl.status).toBe(401);
  expect(JSON.stringify(await inUrl.json())).toContain('URLに含めないでください');

  // Above its limit: 429 with Retry-After (counted per key).
  let limited: Response | null = null;
  for (let i = 0; i < 130 && !limited; i += 1) {
    const answer = await api('/service/grants/count?searchType=grants', { authorization: `Bearer ${burst}` });
    if (answer.status === 429) limited = answer;
  }
  expect(limited?.status).toBe(429);
  expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await api('/service/grants/count?searchType=grants', { 'x-api-key': kintone })).status).toBe(200);

  // Expired (its expiry moved into the past in the database).
  database
    .prepare("UPDATE api_keys SET expires_at = datetime('now', '-1 minute') WHERE shown = ?")
    .run(expiring.slice(0, 12));
  const expired = await api('/service/grants/count?searchType=grants', { 'x-api-key': expiring });
  expect(expired.status).toBe(401);
  expect(JSON.stringify(await expired.json())).toContain('有効期限が切れています');

  // Revoked by its owner on the page.
  await page.reload();
  await page
    .getByRole('listitem', { name: '自分で取り消す' })
    .getByRole('button', { name: 'このキーを取り消す' })
    .click();
  await expect(page.getByText('APIキー「自分で取り消す」を取り消しました。')).toBeVisible();
  await expect(page.getByRole('listitem', { name: '自分で取り消す' })).toContainText('取り消し済み');
  expect((await api('/service/grants/count?searchType=grants', { 'x-api-key': mine })).status).toBe(401);

  // The administrator sees the colleague's keys and revokes one.
  await admin.reload();
  const board = admin.getByRole('region', { name: '職員のAPIキー' });
  await expect(board.getByRole('listitem', { name: /西川 花子：kintone 補助金取り込み/ })).toBeVisible();
  await shoot(admin, 'municipal');
  await board
    .getByRole('listitem', { name: /西川 花子：課の集計/ })
    .getByRole('button', { name: 'このキーを取り消す' })
    .click();
  await expect(admin.getByText('西川 花子さんのAPIキー「課の集計」を取り消しました。')).toBeVisible();
  const revoked = await api('/service/grants/count?searchType=grants', { authorization: `Bearer ${shared}` });
  expect(revoked.status).toBe(401);
  expect(JSON.stringify(await revoked.json())).toContain('取り消されています');

  // Removed from the municipality: the key reads what any member may, no longer the municipal lists.
  const staffUid = uidOf(staff.email);
  const removed = await graphql(
    baseURL!,
    { authorization: `Bearer ${(await browserIdToken(admin))!}` },
    'mutation($uid: ID!) { removeMunicipalMember(uid: $uid) { shortlists } }',
    { uid: staffUid },
  );
  expect(removed.body.errors).toBeUndefined();
  expect((await api('/service/grants/search?searchKeyword=&page=1', { 'x-api-key': kintone })).status).toBe(200);
  const demoted = await graphql(baseURL!, { 'x-api-key': kintone }, 'query { shortlists { id } }');
  expect(demoted.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  // The operator finds the key's creation and first use in the audit log.
  const keyId = String(
    (database.prepare('SELECT id FROM api_keys WHERE shown = ?').get(kintone.slice(0, 12)) as { id: number }).id,
  );
  database.close();
  const operator = await (await browser.newContext()).newPage();
  await openSignedIn(operator, 'operator');
  await operator.goto('/operator/audit');
  await operator.getByLabel('対象の種類').selectOption({ label: 'APIキー' });
  await operator.getByLabel('対象の id・受付番号').fill(keyId);
  await operator.getByRole('button', { name: '絞り込む' }).click();
  const rows = operator.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('APIキー：その日の最初の利用');
  await expect(rows.nth(2)).toContainText('APIキー：作成');
  await expect(rows.nth(2)).toContainText('kintone 補助金取り込み');
  await shoot(operator, 'audit');
});
