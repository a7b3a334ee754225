/** Per-page preloads: what a route's page names (which route a path belongs to: shell-manifest.test.ts). */
import { describe, expect, it } from 'vitest';
import { withPreloads } from './route-preloads';

const PRELOADS = [
  { path: '/grants/shows/:id', scripts: ['/assets/grant-detail-1.js'], styles: [] },
  { path: '/grants', scripts: ['/assets/grants-1.js', '/assets/apollo-1.js'], styles: ['/assets/grants-1.css'] },
  { path: '/', scripts: ['/assets/home-1.js'], styles: [] },
];

describe('route preloads', () => {
  it('adds module preloads and styles to the head only', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    const page = withPreloads(html, PRELOADS[1]!);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/grants-1.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/grants-1.css">');
    expect(page.indexOf('grants-1.js')).toBeLessThan(page.indexOf('</head>'));
    expect(withPreloads(html, null)).toBe(html);
  });

  it('does not link a style the page already names (a prerendered page has it inline)', () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/grants-1.css" disabled></head><body></body></html>';
    const page = withPreloads(html, PRELOADS[1]!);
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/grants-1.css">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/grants-1.js">');
  });
});
