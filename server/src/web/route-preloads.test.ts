/** Per-page preloads: which route a path belongs to, and what its page names. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePreloads, routeMatcher, withPreloads } from './route-preloads';

const PRELOADS = [
  { path: '/grants/shows/:id', scripts: ['/assets/grant-detail-1.js'], styles: [] },
  { path: '/grants', scripts: ['/assets/grants-1.js', '/assets/apollo-1.js'], styles: ['/assets/grants-1.css'] },
  { path: '/', scripts: ['/assets/home-1.js'], styles: [] },
];

describe('route preloads', () => {
  it('matches exact paths before patterns, parameters to one segment, and nothing else', () => {
    const routeOf = routeMatcher(PRELOADS);
    expect(routeOf('/')?.path).toBe('/');
    expect(routeOf('/grants')?.path).toBe('/grants');
    expect(routeOf('/grants/')?.path).toBe('/grants');
    expect(routeOf('/grants/shows/42')?.path).toBe('/grants/shows/:id');
    expect(routeOf('/grants/shows/42/more')).toBeNull();
    expect(routeOf('/unknown')).toBeNull();
  });

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

  it('reads the build’s list, keeps only asset paths, and tolerates a missing file', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preloads-'));
    expect(readRoutePreloads(dist)).toEqual([]);
    fs.mkdirSync(path.join(dist, '.vite'));
    const list = [...PRELOADS, { path: '/x', scripts: ['https://elsewhere.example/x.js'], styles: [] }];
    fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(list));
    expect(readRoutePreloads(dist).map((r) => r.path)).toEqual(['/grants/shows/:id', '/grants', '/']);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
