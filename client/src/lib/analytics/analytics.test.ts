import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '@/config/runtime';
import { setAnalyticsUser, startAnalytics, trackPageView } from './analytics';

const config = { firebase: { measurementId: '' } } as ClientConfig;
let stop: () => void;

beforeEach(() => {
  stop = startAnalytics(config);
  setAnalyticsUser(null);
});
afterEach(() => stop());

const events = () => window.__analyticsEvents ?? [];

describe('analytics without a measurement id', () => {
  it('records a page view with path, title and 「guest」 in the local sink', () => {
    trackPageView('/grants?keyword=防災', '補助金・交付金');
    expect(events()).toContainEqual({
      name: 'page_view',
      params: { page_path: '/grants?keyword=防災', page_title: '補助金・交付金', user_id: 'guest' },
    });
  });

  it('counts the depth a first page was scrolled to before analytics started', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    try {
      trackPageView('/rules/terms', '利用規約');
      const depths = events()
        .filter((event) => event.name === 'scroll')
        .map((event) => (event.params as { depth: number }).depth);
      expect(depths).toEqual([25, 50, 75]);
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('attaches the signed-in user id', () => {
    setAnalyticsUser('demo-municipal');
    trackPageView('/', 'ホーム');
    expect(events().at(-1)!.params.user_id).toBe('demo-municipal');
  });

  it('reports a click on a link to another host, not one to this host', () => {
    document.body.innerHTML =
      '<a id="out" href="https://www.example.org/guide">外部</a><a id="in" href="/rules/faq">FAQ</a>';
    document.getElementById('in')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('out')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('in')!.click();
    document.getElementById('out')!.click();
    const clicks = events().filter((event) => event.name === 'outbound_click');
    expect(clicks).toEqual([
      { name: 'outbound_click', params: { page: '/', url: 'https://www.example.org/guide', user_id: 'guest' } },
    ]);
  });
});
