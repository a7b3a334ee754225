import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { analyticsEvents } from './support/hooks';

test.use({ viewport: { width: 1280, height: 800 } });

async function scrollToDepth(page: Page, percent: number) {
  await page.evaluate((target) => {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, Math.max(0, (height * target) / 100 - window.innerHeight));
  }, percent);
}

test.describe('analytics (local sink: no measurement id configured)', () => {
  test('a page view on every page with path and title, for a guest', async ({ page }) => {
    await page.goto('/');
    await expect
      .poll(() => analyticsEvents(page, 'page_view'))
      .toEqual([
        { name: 'page_view', params: { page_path: '/', page_title: '自治体ソリューションポータル', user_id: 'guest' } },
      ]);
    await page.getByRole('banner').getByRole('link', { name: '導入事例を探す' }).click();
    await expect
      .poll(async () => (await analyticsEvents(page, 'page_view')).at(-1))
      .toEqual({
        name: 'page_view',
        params: { page_path: '/cases', page_title: '導入事例 | 自治体ソリューションポータル', user_id: 'guest' },
      });
  });

  test('scroll events at exactly 25, 50, 75 and 100 percent, each once per page', async ({ page }) => {
    await page.goto('/rules/terms');
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await expect.poll(async () => (await analyticsEvents(page, 'page_view')).length).toBe(1);
    await scrollToDepth(page, 30);
    await expect
      .poll(() => analyticsEvents(page, 'scroll'))
      .toEqual([{ name: 'scroll', params: { page: '/rules/terms', depth: 25, user_id: 'guest' } }]);
    await scrollToDepth(page, 60);
    // Scrolled again on every look: the page may still grow once its scripts have started.
    await expect
      .poll(async () => {
        await scrollToDepth(page, 100);
        return (await analyticsEvents(page, 'scroll')).map((e) => e.params.depth);
      })
      .toEqual([25, 50, 75, 100]);
    // Scrolling up and down again reports nothing new on the same page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToDepth(page, 100);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await analyticsEvents(page, 'scroll')).toHaveLength(4);
    // A new page starts over.
    await page
      .getByRole('navigation', { name: 'ご利用にあたって' })
      .getByRole('link', { name: 'プライバシーポリシー' })
      .click();
    await expect(page).toHaveURL(/\/rules\/privacy$/);
    // Scrolled once the new page is shown and counted: a scroll during the route change lands on
    // the page being left (or on nothing) as it would for a person.
    await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
    await expect
      .poll(async () => (await analyticsEvents(page, 'page_view')).at(-1)?.params.page_path)
      .toBe('/rules/privacy');
    await expect
      .poll(async () => {
        await scrollToDepth(page, 30);
        return (await analyticsEvents(page, 'scroll')).at(-1)?.params;
      })
      .toEqual({
        page: '/rules/privacy',
        depth: 25,
        user_id: 'guest',
      });
  });

  test('events carry the signed-in user id', async ({ page }) => {
    await page.goto('/rules/faq');
    const uid = await signInAs(page, 'municipal');
    await page.getByRole('navigation', { name: 'ご利用にあたって' }).getByRole('link', { name: '利用規約' }).click();
    await expect
      .poll(async () => (await analyticsEvents(page, 'page_view')).at(-1)?.params)
      .toEqual({
        page_path: '/rules/terms',
        page_title: '利用規約 | 自治体ソリューションポータル',
        user_id: uid,
      });
    await scrollToDepth(page, 30);
    await expect.poll(async () => (await analyticsEvents(page, 'scroll')).at(-1)?.params.user_id).toBe(uid);
  });

  test('an outbound click is reported for a link to another host, not for the portal’s own links', async ({
    page,
    context,
  }) => {
    await context.route('https://www.provider.example.jp/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>掲載企業向け利用規約</title>' }),
    );
    await page.goto('/rules/faq');
    // A prerendered page's scripts start after its first paint; a click before that is a plain link.
    await expect.poll(async () => (await analyticsEvents(page, 'page_view')).length).toBe(1);
    const footer = page.getByRole('contentinfo');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      footer.getByRole('link', { name: /利用規約（掲載企業の方）/ }).click(),
    ]);
    await popup.close();
    await footer.getByRole('link', { name: 'プライバシーポリシー' }).click();
    await expect(page).toHaveURL(/\/rules\/privacy$/);
    expect(await analyticsEvents(page, 'outbound_click')).toEqual([
      {
        name: 'outbound_click',
        params: { page: '/rules/faq', url: 'https://www.provider.example.jp/portal/terms/vendor', user_id: 'guest' },
      },
    ]);
  });

  test('a referrer event once at start-up when the visitor came from elsewhere', async ({ page }) => {
    await page.goto('/', { referer: 'https://www.example.org/links/municipal' });
    await expect
      .poll(() => analyticsEvents(page, 'referrer'))
      .toEqual([
        {
          name: 'referrer',
          params: {
            referrer_url: 'https://www.example.org/links/municipal',
            page_path: '/',
            page_title: '自治体ソリューションポータル',
            user_id: 'guest',
          },
        },
      ]);
    await page.getByRole('banner').getByRole('link', { name: '導入事例を探す' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    expect(await analyticsEvents(page, 'referrer')).toHaveLength(1);
  });

  test('no referrer event without a referrer, and nothing is sent to another host', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(hostname)) foreign.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => analyticsEvents(page, 'page_view')).toHaveLength(1);
    await scrollToDepth(page, 100);
    await expect.poll(() => analyticsEvents(page, 'scroll')).toHaveLength(4);
    expect(await analyticsEvents(page, 'referrer')).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
