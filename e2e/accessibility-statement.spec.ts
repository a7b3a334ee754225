/**
 * The accessibility run behind /rules/accessibility: axe (WCAG 2.0/2.1 A and AA) over every route
 * of the route table, in Chromium, for each role that opens the route (accessibility/audience.ts),
 * with demo records for parameters. One browser context per role; after the first page the run
 * moves inside the app as a link does, and waits for the screen's own heading and data.
 *
 * It fails on a violation that is not a reviewed exception (accessibility/exceptions.ts) and when
 * its results differ from the committed table; `UPDATE_A11Y=1` rewrites the table
 * (docs/accessibility.md).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { addToBasket } from './support/hooks';
import { ROLES, routesOf, type Role } from './accessibility/audience';
import { AXE_VERSION, AxeCheck, WCAG_TAGS, type Finding } from './accessibility/axe-check';
import { addressOf, demoRecords, type DemoRecords } from './accessibility/demo-records';
import { EXCEPTIONS } from './accessibility/exceptions';
import {
  comparable,
  readResults,
  REGENERATE,
  todayInJapan,
  withRole,
  writeResults,
  type RecordedViolation,
} from './accessibility/results';
import type { RouteDefinition } from '../client/src/config/routes';

const UPDATE = process.env.UPDATE_A11Y === '1';
const SEEN = 'data-a11y-seen';

/**
 * Routes opened the way a user opens them: the request form with two solutions in the basket, the
 * confirmation screens by sending their form (they show a draft).
 */
const ARRIVALS: Record<string, (page: Page, records: DemoRecords) => Promise<void>> = {
  'request.form': async (page, records) => {
    for (const solution of records.solutions.slice(0, 2)) await addToBasket(page, solution);
    await open(page, '/request/form', false);
  },
  'request.confirm': async (page) => {
    await expect(page.locator('.request-item')).toHaveCount(2);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
  },
  'inquiry.confirm': async (page) => {
    await open(page, '/inquiry/form', false);
    await page.getByLabel(/^お名前/).fill('来訪 次郎');
    await page.getByLabel(/^所属団体・会社名/).fill('みどり町役場');
    await page.getByLabel(/^メールアドレス/).fill('raihou@town.midori.lg.jp');
    await page.getByLabel(/^電話番号/).fill('0120-123-456');
    await page.getByRole('radio', { name: '会員登録・ログインについて' }).check();
    await page.getByLabel(/^お問い合わせ内容/).fill('会員登録の承認にはどのくらいかかりますか。');
    await page.getByRole('checkbox', { name: /プライバシーポリシー/ }).check();
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
  },
};

/** Opens an address: the first one loads the page, the others move inside the app. */
async function open(page: Page, address: string, load: boolean): Promise<void> {
  if (load) {
    await page.goto(address);
    return;
  }
  await page.evaluate(
    ([to, seen]) => {
      for (const heading of document.querySelectorAll('main h1')) heading.setAttribute(seen, '');
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    [address, SEEN] as const,
  );
}

/** Waits for the route's own screen: its address, a new main heading, no loading state left. */
async function settle(page: Page, address: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname + url.search === address);
  await expect(page.locator(`main h1:not([${SEEN}])`).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], main .skeleton, main .page-loading')).toHaveCount(0);
}

function exceptionFor(route: RouteDefinition, role: Role, rule: string) {
  return EXCEPTIONS.find(
    (entry) => entry.route === route.id && entry.rule === rule && (!entry.roles || entry.roles.includes(role)),
  );
}

const check = new AxeCheck();
const used = new Set<unknown>();

// In order in one worker: the roles share the check's cache of regions already analysed, and the
// last test sees which exceptions were used. A failed role does not stop the others.
test.describe.configure({ mode: 'default' });

for (const role of ROLES) {
  test(`axe finds no unexplained violation on any route the ${role} role opens`, async ({ page }) => {
    test.setTimeout(300_000);
    const started = Date.now();
    await page.goto('/');
    if (role !== 'anonymous') await signInAs(page, role);
    const records = await demoRecords(page, role);

    const found = new Map<string, RecordedViolation[]>();
    const failures: string[] = [];
    let load = true;
    for (const route of routesOf(role)) {
      const address = addressOf(route, records);
      const arrive = ARRIVALS[route.id];
      let findings: Finding[];
      try {
        if (arrive) await arrive(page, records);
        else await open(page, address, load);
        load = false;
        await settle(page, address);
        findings = await check.run(page);
      } catch (error) {
        // Name the route: a failure inside a page is otherwise reported without it.
        throw new Error(`${address} (${role}): ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      found.set(
        route.id,
        findings.map(({ rule, impact, help, targets }) => {
          const exception = exceptionFor(route, role, rule);
          if (exception) used.add(exception);
          else failures.push(`${address} (${role}): ${rule} ${help} — ${targets.join(', ')}`);
          return { rule, impact, help, ...(exception ? { exception: exception.reason } : {}) };
        }),
      );
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `accessibility run, ${role}: ${found.size} routes in ${seconds(Date.now() - started)} ` +
        `(axe so far in this run: ${seconds(check.time)})`,
    );

    const committed = readResults();
    const browser = `Chromium ${page.context().browser()!.version().split('.')[0]}`;
    const run = { testedOn: todayInJapan(), axeCore: AXE_VERSION, browser, tags: WCAG_TAGS };
    const table = withRole(committed, role, found, UPDATE ? run : { ...run, ...pick(committed) });
    if (UPDATE) await writeResults(table);
    else
      expect(
        isDeepStrictEqual(comparable(table, role), comparable(committed, role)),
        `the results for ${role} differ from the committed table; regenerate it with\n  ${REGENERATE}`,
      ).toBe(true);
    expect(failures, 'violations that are not reviewed exceptions (fix them, or see docs/accessibility.md)').toEqual(
      [],
    );
  });
}

test('the statement shows the committed table and reads at 375 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/rules/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'ウェブアクセシビリティ方針' })).toBeVisible();
  const table = readResults()!;
  const matrix = page.getByRole('table', { name: '画面ごと・利用者の種類ごとの自動試験の結果' });
  await expect(matrix.locator('tbody tr')).toHaveCount(table.routes.length);
  // The matrix scrolls inside its own region; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.waitForLoadState('networkidle');
  expect(await new AxeCheck().run(page)).toEqual([]);
  if (process.env.A11Y_SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.A11Y_SCREENSHOTS}/accessibility-${width}.png`, fullPage: true });
    }
  }
});

test('every reviewed exception is still needed', () => {
  const stale = EXCEPTIONS.filter((entry) => !used.has(entry));
  expect(stale, 'exceptions no longer found: remove them').toEqual([]);
});

function pick(table: ReturnType<typeof readResults>) {
  return table ? { testedOn: table.testedOn, browser: table.browser } : {};
}
