/**
 * The pages the client app is served as, from a small build: a prerendered public page starts
 * its scripts after its first paint, a signed-in route's page starts its early reads ahead of its
 * scripts, every page carries its styles inline, and every inline script is one the CSP admits.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { mountClientApp } from './client-app';
import type { ClientConfig } from './client-config';
import { readWebShell, shellScriptHashes } from './shell-manifest';
import { contentSecurityPolicy } from '../http/security';
import { BUILD_ASSETS, buildPage, casesRoute, writeClientBuild } from '../test/client-build';

const CONFIG = {
  firebase: {},
  authEmulatorUrl: null,
  solutionsMenuLabel: 'ソリューション',
  operatorEmail: 'ops@portal.test',
  trialDomains: [],
  tokenSyncUrl: null,
} as unknown as ClientConfig;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
/** The build's starters (client/src/lib/*-starter.ts, tested there); any text here. */
const STARTER = 'window.__started=1;';
const AFTER_PAINT_STARTER = 'window.__painted=1;';

const FILES: Record<string, string> = {
  ...BUILD_ASSETS,
  'index.html': buildPage('ポータル', '<div id="root"><main class="page-loading"></main></div>'),
  '.vite/prerendered/grants.html': buildPage('補助金', '<div id="root"><h1>補助金を探す</h1></div>'),
  '.vite/prerendered/cases.html': buildPage('導入事例', '<div id="root"><h1>導入事例を探す</h1></div>'),
  '.vite/shell-manifest.json': JSON.stringify({
    version: 1,
    routes: [
      casesRoute('totalCount', { criteria: { page: 1 } }, ['/assets/grants-page-D4.js']),
      {
        id: 'grants.list',
        path: '/grants',
        params: {},
        scripts: ['/assets/grants-page-D4.js'],
        styles: ['/assets/grants-page-E5.css'],
        earlyReads: [],
        prerendered: 'prerendered/grants.html',
      },
      {
        id: 'grants.show',
        path: '/grants/shows/:id',
        params: { id: '^\\d{1,10}$' },
        scripts: ['/assets/grant-detail-F6.js'],
        styles: ['/assets/grant-detail-G7.css'],
        earlyReads: [
          { operationName: 'CurrentProfile', query: 'query CurrentProfile { me { uid } }', variables: {} },
          {
            operationName: 'GrantDetailPage',
            query: 'query GrantDetailPage($id: ID!) { grant(id: $id) { id } }',
            variables: { id: ':id' },
          },
        ],
        prerendered: null,
      },
    ],
    redirects: ['/faq'],
    earlyReadStarter: { code: STARTER, sha256: sha256(STARTER).slice(1, -1) },
    afterPaintStarter: { code: AFTER_PAINT_STARTER, sha256: sha256(AFTER_PAINT_STARTER).slice(1, -1) },
  }),
  'assets/grants-page-D4.js': 'export {};',
  'assets/grant-detail-F6.js': 'export {};',
  'assets/grants-page-E5.css': '.grants{display:grid}',
  'assets/grant-detail-G7.css': '.grant-detail{padding:0}',
};

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('client app pages', () => {
  let dist: string;
  let server: ReturnType<express.Express['listen']>;
  let origin: string;

  beforeAll(async () => {
    dist = writeClientBuild(FILES);
    const app = express();
    mountClientApp(app, { distDir: dist, config: CONFIG, graphiql: false });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = async (pathname: string, status = 200) => {
    const response = await fetch(origin + pathname, { headers: { accept: 'text/html' } });
    expect(response.status, pathname).toBe(status);
    expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
    return response.text();
  };

  const expectStylesInline = (page: string, sheets: string[]) => {
    expect(page).not.toContain('<link rel="stylesheet" crossorigin');
    for (const sheet of sheets) {
      expect(page).toContain(`<style>${FILES[sheet.slice(1)]}</style><link rel="stylesheet" href="${sheet}" disabled>`);
    }
  };

  it('sends a prerendered page with its scripts waiting in a template and its styles inline', async () => {
    const page = await get('/grants');
    expect(page).toContain('<h1>補助金を探す</h1>');
    expect(page).toContain('<script id="app-config" type="application/json">');
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(page)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/main-A1.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/app-B2.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/grants-page-D4.js">');
    const outside = page.replace(template, '');
    expect(outside).not.toContain('type="module"');
    expect(outside).not.toContain('modulepreload');
    // The early-read starter marks a returning user's page before it paints (it reads nothing
    // early here: this route lists no reads).
    expect(inlineScripts(page)).toEqual([STARTER, AFTER_PAINT_STARTER]);
    const spec = /<script type="application\/json" id="early-reads">([\s\S]*?)<\/script>/.exec(page);
    expect(JSON.parse(spec?.[1] ?? 'null')).toEqual({ path: '/grants', reads: [] });
    expect(page.indexOf('<style>')).toBeGreaterThan(page.indexOf(STARTER));
    expectStylesInline(page, ['/assets/app-C3.css', '/assets/grants-page-E5.css']);
  });

  it('sends a search screen’s prerendered page with its results’ early read ahead of its styles', async () => {
    const page = await get('/cases?keyword=%E9%98%B2%E7%81%BD');
    expect(page).toContain('<h1>導入事例を探す</h1>');
    const spec = /<script type="application\/json" id="early-reads">([\s\S]*?)<\/script>/.exec(page);
    expect(JSON.parse(spec?.[1] ?? 'null')).toMatchObject({
      path: '/cases',
      reads: [{ operationName: 'CasesPage', search: { variables: { criteria: { page: 1 } } } }],
    });
    expect(inlineScripts(page)).toEqual([STARTER, AFTER_PAINT_STARTER]);
    expect(page.indexOf('<style>')).toBeGreaterThan(page.indexOf(STARTER));
    // Its scripts still wait for the first paint.
    expect(/<template id="app-scripts">[\s\S]*grants-page-D4\.js[\s\S]*<\/template>/.test(page)).toBe(true);
  });

  it('sends a signed-in route’s page with its early reads ahead of its scripts and its styles inline', async () => {
    const page = await get('/grants/shows/73');
    const spec = /<script type="application\/json" id="early-reads">([\s\S]*?)<\/script>/.exec(page);
    expect(JSON.parse(spec?.[1] ?? 'null')).toMatchObject({ path: '/grants/shows/:id' });
    const starter = page.indexOf('<script>');
    expect(starter).toBeGreaterThan(page.indexOf('id="early-reads"'));
    for (const later of ['<script type="module"', '<link rel="modulepreload"', '<style>']) {
      expect(page.indexOf(later), later).toBeGreaterThan(starter);
    }
    // An app shell has nothing to paint first: its scripts start at once.
    expect(page).not.toContain('<template id="app-scripts">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/grant-detail-F6.js">');
    expectStylesInline(page, ['/assets/app-C3.css', '/assets/grant-detail-G7.css']);
    // The page is the route's, not the path's: another record gets the same one.
    expect(await get('/grants/shows/74')).toBe(page);
  });

  it('answers an unknown path 404 with the app shell, which shows 「Page Not Found」', async () => {
    for (const unknown of ['/somewhere/else', '/grants/shows/abc', '/grants/shows/73/files', '/favicon.ico']) {
      expect(await get(unknown, 404)).toContain('<main class="page-loading">');
    }
  });

  it('sends the source of a redirect the app shell with 200: the client sends the visitor on', async () => {
    expect(await get('/faq')).toContain('<main class="page-loading">');
  });

  it('sends any other path the app shell with its styles inline and no early reads', async () => {
    const page = await get('/somewhere/else', 404);
    expect(page).toContain('<main class="page-loading">');
    expect(page).toContain('<script type="module" crossorigin src="/assets/main-A1.js"></script>');
    expect(page).not.toContain('id="early-reads"');
    expect(page).not.toContain('<template id="app-scripts">');
    expectStylesInline(page, ['/assets/app-C3.css']);
  });

  it('admits every inline script of the pages in the Content-Security-Policy', async () => {
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'p' });
    const scriptSrc = contentSecurityPolicy(env, shellScriptHashes(readWebShell(dist)))['script-src'];
    const scripts = [];
    for (const [pathname, status] of [
      ['/grants', 200],
      ['/grants/shows/73', 200],
      ['/somewhere/else', 404],
    ] as const) {
      scripts.push(...inlineScripts(await get(pathname, status)));
    }
    // The two starters on the prerendered page, the early-read one on the signed-in route's; the
    // app shell of any other path has none.
    expect(scripts).toHaveLength(3);
    for (const script of scripts) expect(scriptSrc).toContain(sha256(script));
  });
});
