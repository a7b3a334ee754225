/**
 * The shell manifest's reader: what the build wrote is checked before it goes into a page
 * (asset paths only, pages only from `.vite/prerendered/`, well-formed early reads, a starter
 * whose hash is its own), a missing or unreadable manifest means no shell, and a page path is
 * a route's (its parameters valid) or a redirect's, nothing else.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EarlyRead, ShellManifest, ShellRoute } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { readWebShell, routeMatcher, shellScriptHashes, webShell } from './shell-manifest';

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

const route = (id: string, routePath: string, more: Partial<ShellRoute> = {}): ShellRoute => ({
  id,
  path: routePath,
  params: {},
  scripts: [],
  styles: [],
  earlyReads: [],
  prerendered: null,
  ...more,
});

const PRELOADS = [
  route('grants.show', '/grants/shows/:id', { scripts: ['/assets/grant-detail-1.js'], params: { id: '^\\d{1,10}$' } }),
  route('grants.list', '/grants', {
    scripts: ['/assets/grants-1.js', '/assets/apollo-1.js'],
    styles: ['/assets/grants-1.css'],
  }),
  route('home', '/', { scripts: ['/assets/home-1.js'] }),
];

const STARTER = 'window.started=1;';
const AFTER_PAINT_STARTER = 'window.painted=1;';
const starter = (code = STARTER) => ({
  code,
  sha256: `sha256-${createHash('sha256').update(code).digest('base64')}`,
});

function withDist(files: Record<string, string>, test: (dist: string) => void) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), content);
    }
    test(dist);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

const manifest = (more: Partial<ShellManifest> = {}) =>
  JSON.stringify({
    version: 1,
    routes: PRELOADS,
    redirects: ['/faq'],
    earlyReadStarter: starter(),
    afterPaintStarter: starter(AFTER_PAINT_STARTER),
    ...more,
  });

describe('route matcher', () => {
  it('matches exact paths before patterns, parameters to one segment, and nothing else', () => {
    const routeOf = routeMatcher(PRELOADS);
    expect(routeOf('/')?.path).toBe('/');
    expect(routeOf('/grants')?.path).toBe('/grants');
    expect(routeOf('/grants/')?.path).toBe('/grants');
    expect(routeOf('/grants/shows/42')?.path).toBe('/grants/shows/:id');
    expect(routeOf('/grants/shows/42/more')).toBeNull();
    expect(routeOf('/unknown')).toBeNull();
  });
});

describe('readWebShell', () => {
  it('is null without a manifest, or with one that is not JSON or not an object', () => {
    for (const content of [null, '[{"path":', JSON.stringify([PRELOADS])]) {
      withDist(content === null ? {} : { '.vite/shell-manifest.json': content }, (dist) =>
        expect(readWebShell(dist)).toBeNull(),
      );
    }
  });

  it('keeps only asset paths as preloads', () => {
    const routes = [...PRELOADS, route('x', '/x', { scripts: ['https://elsewhere.example/x.js'] })];
    withDist({ '.vite/shell-manifest.json': manifest({ routes }) }, (dist) => {
      const shell = readWebShell(dist)!;
      expect(shell.routes.map((r) => [r.path, r.scripts.length])).toEqual([
        ['/grants/shows/:id', 1],
        ['/grants', 2],
        ['/', 1],
        ['/x', 0],
      ]);
    });
  });

  it('keeps only the well-formed early reads of the build’s list', () => {
    const routes = [
      route('a', '/grants/shows/:id', { earlyReads: [PROFILE, GRANT] }),
      route('b', '/auth/mypage', { earlyReads: [PROFILE] }),
      { ...route('c', '/no-reads'), earlyReads: 'CurrentProfile' },
      route('d', '/no-query', { earlyReads: [{ operationName: 'X', variables: {} } as unknown as EarlyRead] }),
      route('e', '/numeric-variable', { earlyReads: [{ ...GRANT, variables: { id: 73 } } as unknown as EarlyRead] }),
      route('f', '/null-variables', { earlyReads: [{ ...GRANT, variables: null } as unknown as EarlyRead] }),
      { ...route('g', '/g'), path: 42 },
      null,
    ];
    withDist({ '.vite/shell-manifest.json': manifest({ routes } as unknown as ShellManifest) }, (dist) => {
      expect(readWebShell(dist)!.routes.map((r) => [r.path, r.earlyReads])).toEqual([
        ['/grants/shows/:id', [PROFILE, GRANT]],
        ['/auth/mypage', [PROFILE]],
        ['/no-reads', []],
        ['/no-query', []],
        ['/numeric-variable', []],
        ['/null-variables', []],
      ]);
    });
  });

  it('reads the listed pages under .vite/prerendered and nothing else', () => {
    const routes = [
      route('grants.list', '/grants', { prerendered: 'prerendered/grants.html' }),
      route('x', '/x', { prerendered: '../secret.html' }),
    ];
    const files = {
      '.vite/shell-manifest.json': manifest({ routes }),
      '.vite/prerendered/grants.html': '<p>grants</p>',
      'secret.html': 'no',
    };
    withDist(files, (dist) => {
      expect([...readWebShell(dist)!.prerendered]).toEqual([['grants.list', '<p>grants</p>']]);
    });
  });

  it('takes the page renderer only as a script under .vite/page-renderer', () => {
    const rendererOf = (pageRenderer: unknown) => {
      let found: string | null = null;
      withDist({ '.vite/shell-manifest.json': manifest({ pageRenderer } as Partial<ShellManifest>) }, (dist) => {
        found = readWebShell(dist)!.pageRenderer;
      });
      return found;
    };
    expect(rendererOf('page-renderer/prerender.js')).toBe('page-renderer/prerender.js');
    for (const refused of [
      '../server/main.js',
      'page-renderer/../../x.js',
      '/etc/passwd.js',
      'prerender.js',
      42,
      null,
    ]) {
      expect(rendererOf(refused), String(refused)).toBeNull();
    }
  });

  it('takes each starter only with its own hash', () => {
    withDist({ '.vite/shell-manifest.json': manifest() }, (dist) => {
      expect(readWebShell(dist)!.earlyReadStarter).toEqual(starter());
      expect(readWebShell(dist)!.afterPaintStarter).toEqual(starter(AFTER_PAINT_STARTER));
    });
    const forged = { ...starter(), code: 'alert(1)' };
    const files = { '.vite/shell-manifest.json': manifest({ earlyReadStarter: forged, afterPaintStarter: forged }) };
    withDist(files, (dist) => {
      expect(readWebShell(dist)!.earlyReadStarter).toBeNull();
      expect(readWebShell(dist)!.afterPaintStarter).toBeNull();
    });
  });

  it('admits exactly the starters it took in the Content-Security-Policy', () => {
    withDist({ '.vite/shell-manifest.json': manifest() }, (dist) => {
      expect(shellScriptHashes(readWebShell(dist))).toEqual([
        `'${starter(AFTER_PAINT_STARTER).sha256}'`,
        `'${starter().sha256}'`,
      ]);
    });
    expect(shellScriptHashes(null)).toEqual([]);
  });
});

describe('page paths', () => {
  const shell = webShell({ routes: PRELOADS, redirects: ['/faq'] }, () => null);

  it('are the routes’ paths with valid parameters and the redirects’ sources', () => {
    for (const page of ['/', '/grants', '/grants/', '/grants/shows/73', '/faq', '/faq/']) {
      expect(shell.isPage(page), page).toBe(true);
    }
  });

  it('are not unknown paths nor a route’s path with a parameter its validation refuses', () => {
    for (const unknown of ['/nowhere', '/grants/shows/abc', '/grants/shows/73/more', '/grants/shows/%E0%A4%A']) {
      expect(shell.isPage(unknown), unknown).toBe(false);
    }
  });
});
