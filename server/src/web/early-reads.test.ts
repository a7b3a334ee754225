/**
 * Early reads: the page carries the spec and the build's starter ahead of its scripts and styles,
 * and the policy admits that starter. The manifest's list is read in shell-manifest.test.ts; the
 * starter itself, as source and as built, is run in client/src/lib/early-read-starter.test.ts.
 */
import { createHash } from 'node:crypto';
import type { EarlyRead } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { withEarlyReads } from './early-reads';
import { shellScriptHashes, webShell } from './shell-manifest';
import { contentSecurityPolicy } from '../http/security';

const PROFILE: EarlyRead = {
  operationName: 'CurrentProfile',
  query: 'query CurrentProfile { me { uid } }',
  variables: {},
};
const GRANT: EarlyRead = {
  operationName: 'GrantDetailPage',
  query: 'query GrantDetailPage($id: ID!) { grant(id: $id) { id title } }',
  variables: { id: ':id' },
};
const ROUTE = '/grants/shows/:id';
/** The build's starter (client/src/lib/early-read-starter.ts, tested there); any text here. */
const STARTER = 'window.started=1;';

const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script id="app-config" type="application/json">{}</script>
    <script type="module" crossorigin src="/assets/main-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/app-C3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const specOf = (html: string) => /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('withEarlyReads', () => {
  it('puts the spec and the starter ahead of the module scripts and every stylesheet', () => {
    const page = withEarlyReads(INDEX, ROUTE, [PROFILE, GRANT], STARTER);
    const spec = page.indexOf('<script type="application/json" id="early-reads">');
    const starter = page.indexOf('<script>');
    expect(spec).toBeGreaterThan(0);
    expect(starter).toBeGreaterThan(spec);
    for (const later of ['<script type="module"', '<link rel="modulepreload"', '<link rel="stylesheet"']) {
      expect(page.indexOf(later), later).toBeGreaterThan(starter);
    }
    expect(JSON.parse(specOf(page)![2]!)).toEqual({ path: ROUTE, reads: [PROFILE, GRANT] });
  });

  it('puts them ahead of a stylesheet on a page without module scripts', () => {
    const html = '<html><head><title>t</title><link rel="stylesheet" href="/assets/a.css"></head></html>';
    const page = withEarlyReads(html, ROUTE, [PROFILE], STARTER);
    expect(page.indexOf('<script>')).toBeGreaterThan(0);
    expect(page.indexOf('<link')).toBeGreaterThan(page.indexOf('<script>'));
  });

  it('puts them ahead of a stylesheet that comes before the module script', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/a.css"><script type="module" src="/assets/m.js"></script></head></html>';
    const page = withEarlyReads(html, ROUTE, [PROFILE], STARTER);
    expect(page.indexOf('<link rel="stylesheet"')).toBeGreaterThan(page.indexOf('<script>'));
  });

  it('keeps a query that contains markup from ending the spec script', () => {
    const hostile = { ...PROFILE, query: 'query CurrentProfile { me { uid } } # </script><script>alert(1)</script>' };
    const page = withEarlyReads(INDEX, ROUTE, [hostile], STARTER);
    expect(page).not.toContain('<script>alert(1)');
    expect(JSON.parse(specOf(page)![2]!).reads).toEqual([hostile]);
  });

  it('leaves the page unchanged without reads', () => {
    expect(withEarlyReads(INDEX, ROUTE, undefined, STARTER)).toBe(INDEX);
    expect(withEarlyReads(INDEX, ROUTE, [], STARTER)).toBe(INDEX);
    // A build without the starter: nothing would send the reads.
    expect(withEarlyReads(INDEX, ROUTE, [PROFILE], null)).toBe(INDEX);
  });

  it('puts the starter with an empty spec on a rendered screen without reads: it marks a returning user’s page', () => {
    const page = withEarlyReads(INDEX, ROUTE, undefined, STARTER, { rendered: true });
    expect(inlineScripts(page)).toEqual([STARTER]);
    expect(JSON.parse(specOf(page)![2]!)).toEqual({ path: ROUTE, reads: [] });
    expect(withEarlyReads(INDEX, ROUTE, [], null, { rendered: true })).toBe(INDEX);
  });

  it('emits exactly the starter the Content-Security-Policy admits', () => {
    const scripts = inlineScripts(withEarlyReads(INDEX, ROUTE, [PROFILE, GRANT], STARTER));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toBe(STARTER);
    const shell = webShell({ earlyReadStarter: { code: STARTER, sha256: sha256(STARTER).slice(1, -1) } }, () => null);
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'portal-prod' });
    expect(contentSecurityPolicy(env, shellScriptHashes(shell))['script-src']).toContain(sha256(scripts[0]!));
  });
});
