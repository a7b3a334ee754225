/**
 * Early reads: the build's list is read defensively, the page carries the spec and the starter
 * ahead of its scripts and styles, and the starter, run as emitted in a bare `vm` context with a
 * fake localStorage, location and fetch, sends the route's reads with the remembered token and
 * leaves them where client/src/lib/early-reads.ts looks for them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { REMEMBERED_SESSION_KEY, REMEMBERED_TOKEN_MIN_LIFETIME_MS, type EarlyRead } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { EARLY_READS_SCRIPT_HASH, readEarlyReads, withEarlyReads } from './early-reads';
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

describe('readEarlyReads', () => {
  const withList = (content: string | null, test: (dist: string) => void) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-early-reads-'));
    try {
      if (content !== null) {
        fs.mkdirSync(path.join(dist, '.vite'));
        fs.writeFileSync(path.join(dist, '.vite/early-reads.json'), content);
      }
      test(dist);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  };

  it('keeps only the well-formed routes of the build’s list', () => {
    const list = [
      { path: ROUTE, reads: [PROFILE, GRANT] },
      { path: '/auth/mypage', reads: [PROFILE] },
      { path: 42, reads: [PROFILE] },
      { path: '/no-reads', reads: 'CurrentProfile' },
      { path: '/no-query', reads: [{ operationName: 'X', variables: {} }] },
      { path: '/numeric-variable', reads: [{ ...GRANT, variables: { id: 73 } }] },
      { path: '/null-variables', reads: [{ ...GRANT, variables: null }] },
      null,
    ];
    withList(JSON.stringify(list), (dist) => {
      expect([...readEarlyReads(dist)]).toEqual([
        [ROUTE, [PROFILE, GRANT]],
        ['/auth/mypage', [PROFILE]],
      ]);
    });
  });

  it.each([
    ['a missing list', null],
    ['a list that is not JSON', '[{"path":'],
    ['a list that is not an array', JSON.stringify({ path: ROUTE, reads: [PROFILE] })],
  ])('is empty for %s', (_name, content) => {
    withList(content, (dist) => expect(readEarlyReads(dist).size).toBe(0));
  });
});

describe('withEarlyReads', () => {
  it('puts the spec and the starter ahead of the module scripts and every stylesheet', () => {
    const page = withEarlyReads(INDEX, ROUTE, [PROFILE, GRANT]);
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
    const page = withEarlyReads(html, ROUTE, [PROFILE]);
    expect(page.indexOf('<script>')).toBeGreaterThan(0);
    expect(page.indexOf('<link')).toBeGreaterThan(page.indexOf('<script>'));
  });

  it('puts them ahead of a stylesheet that comes before the module script', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/a.css"><script type="module" src="/assets/m.js"></script></head></html>';
    const page = withEarlyReads(html, ROUTE, [PROFILE]);
    expect(page.indexOf('<link rel="stylesheet"')).toBeGreaterThan(page.indexOf('<script>'));
  });

  it('keeps a query that contains markup from ending the spec script', () => {
    const hostile = { ...PROFILE, query: 'query CurrentProfile { me { uid } } # </script><script>alert(1)</script>' };
    const page = withEarlyReads(INDEX, ROUTE, [hostile]);
    expect(page).not.toContain('<script>alert(1)');
    expect(JSON.parse(specOf(page)![2]!).reads).toEqual([hostile]);
  });

  it('leaves the page unchanged without reads', () => {
    expect(withEarlyReads(INDEX, ROUTE, undefined)).toBe(INDEX);
    expect(withEarlyReads(INDEX, ROUTE, [])).toBe(INDEX);
  });

  it('emits exactly the starter the Content-Security-Policy admits', () => {
    const scripts = inlineScripts(withEarlyReads(INDEX, ROUTE, [PROFILE, GRANT]));
    expect(scripts).toHaveLength(1);
    expect(sha256(scripts[0]!)).toBe(EARLY_READS_SCRIPT_HASH);
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'portal-prod' });
    expect(contentSecurityPolicy(env)['script-src']).toContain(sha256(scripts[0]!));
  });
});

interface Browser {
  pathname?: string;
  /** The remembered session as stored; null: nothing remembered. */
  stored?: string | null;
  storageFails?: boolean;
  fetchResult?: () => Promise<unknown>;
}

const remembered = (lifetimeMs: number, token: unknown = 'token-1') =>
  JSON.stringify({
    user: { uid: 'u1', email: 'staff@city.example.jp', emailVerified: true },
    token,
    expiresAt: Date.now() + lifetimeMs,
  });

/** Runs the starter of the route's page as emitted against a fake browser. */
function runStarter({
  pathname = '/grants/shows/73',
  stored = remembered(60 * 60_000),
  storageFails = false,
  fetchResult = () => Promise.resolve({ status: 200 }),
}: Browser = {}) {
  const page = withEarlyReads(INDEX, ROUTE, [PROFILE, GRANT]);
  const [, specId, specText] = specOf(page)!;
  // Not a vi.fn: Vitest's spy handles the promises it returns, which would hide an unhandled one.
  const requests: { url: string; headers: Record<string, string>; sent: unknown }[] = [];
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    const sent = fetchResult();
    requests.push({ url, headers: init.headers, sent });
    return sent;
  };
  const sandbox: Record<string, unknown> = {
    document: { getElementById: (id: string) => (id === specId ? { textContent: specText } : null) },
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError: storage is disabled');
        return key === REMEMBERED_SESSION_KEY ? stored : null;
      },
    },
    location: { pathname },
    fetch,
  };
  sandbox.window = sandbox;
  vm.runInNewContext(inlineScripts(page)[0]!, sandbox);
  const early = sandbox.__portalEarlyReads as { token: string; reads: Record<string, unknown> } | undefined;
  const callOf = (operationName: string) => {
    const request = requests.find(
      ({ url }) => new URL(url, 'https://portal.test').searchParams.get('operationName') === operationName,
    );
    return request && { ...request, params: new URL(request.url, 'https://portal.test').searchParams };
  };
  return { requests, early, callOf };
}

describe('the early-reads starter', () => {
  it('sends the route’s reads with the remembered token as GET requests the server accepts', () => {
    const browser = runStarter();
    expect(browser.requests).toHaveLength(2);
    const grant = browser.callOf('GrantDetailPage')!;
    expect(grant.url).toBe(
      `/graphql?query=${encodeURIComponent(GRANT.query)}&operationName=GrantDetailPage&variables=${encodeURIComponent('{"id":"73"}')}`,
    );
    // content-type: a GET without a non-simple header is refused by Apollo's CSRF prevention.
    expect(grant.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
    const profile = browser.callOf('CurrentProfile')!;
    expect(profile.params.get('query')).toBe(PROFILE.query);
    expect(profile.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
  });

  it('leaves the answers keyed as the app looks them up, with the token they went with', () => {
    const browser = runStarter();
    expect(browser.early?.token).toBe('token-1');
    expect(Object.keys(browser.early!.reads).sort()).toEqual(['CurrentProfile:{}', 'GrantDetailPage:{"id":"73"}']);
    // The very requests sent: the app takes them over instead of asking again.
    expect(browser.early!.reads['GrantDetailPage:{"id":"73"}']).toBe(browser.callOf('GrantDetailPage')!.sent);
    expect(browser.early!.reads['CurrentProfile:{}']).toBe(browser.callOf('CurrentProfile')!.sent);
  });

  it.each([
    ['/grants/shows/73/', '73'],
    ['/grants/shows/%E8%A3%9C%E5%8A%A9', '補助'],
  ])('takes the parameter of %s as the app would', (pathname, id) => {
    const browser = runStarter({ pathname });
    expect(browser.callOf('GrantDetailPage')!.params.get('variables')).toBe(JSON.stringify({ id }));
    expect(Object.keys(browser.early!.reads)).toContain(`GrantDetailPage:${JSON.stringify({ id })}`);
  });

  it.each([
    ['the token expires within the minimum lifetime', { stored: remembered(REMEMBERED_TOKEN_MIN_LIFETIME_MS - 5_000) }],
    ['the token has expired', { stored: remembered(-60_000) }],
    ['nothing is remembered', { stored: null }],
    ['the remembered session is not JSON', { stored: '{"token":' }],
    ['the remembered token is not a string', { stored: remembered(60 * 60_000, 42) }],
    ['storage is unavailable', { storageFails: true }],
    ['the path is shorter than the pattern', { pathname: '/grants/shows' }],
    ['the path is longer than the pattern', { pathname: '/grants/shows/73/files' }],
    ['the path is another route’s', { pathname: '/cases/shows/73' }],
  ])('sends nothing when %s', (_name, browser: Browser) => {
    const run = runStarter(browser);
    expect(run.requests).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('leaves no unhandled rejection when a request fails (the app asks again)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const browser = runStarter({ fetchResult: () => Promise.reject(new Error('offline')) });
      expect(browser.requests).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      // The app still sees the failure when it takes the read over.
      await expect(browser.early!.reads['CurrentProfile:{}']).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
