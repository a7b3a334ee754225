/**
 * The one reader of the client build's shell manifest (`.vite/shell-manifest.json`, schema in
 * @portal/shared, written by client/build/shell-manifest.ts): which page paths exist, and per
 * route what its page needs for the first paint. Read once at start. What the build wrote is
 * checked before any of it goes into a page: only asset paths as preloads, only files under
 * `.vite/prerendered/` as pages, only well-formed early reads, only starters whose hash is their
 * code's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type EarlyRead,
  type InlineScript,
  SHELL_MANIFEST_FILE,
  type ShellManifest,
  type ShellRoute,
} from '@portal/shared';

export interface WebShell {
  routes: ShellRoute[];
  /** The route a page path belongs to; null for an unknown path. */
  routeOf(pathname: string): ShellRoute | null;
  /** Whether the client has a page for the path: a route's (its parameters valid) or a redirect. */
  isPage(pathname: string): boolean;
  /** Route id → its prerendered page. */
  prerendered: Map<string, string>;
  /** The inline starters; null when the build wrote none, or one whose hash is not its code's. */
  earlyReadStarter: InlineScript | null;
  afterPaintStarter: InlineScript | null;
  /** The renderer of search pages' first results, a path under `.vite/`; null: none was built. */
  pageRenderer: string | null;
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
const PAGE_FILE = /^prerendered\/[\w-]+\.html$/;
const RENDERER_FILE = /^page-renderer\/[\w-]+\.js$/;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

const isSearch = (search: unknown): boolean => {
  const variables = (search as EarlyRead['search'])?.variables;
  return typeof variables === 'object' && variables !== null && !Array.isArray(variables);
};

const isRead = (r: unknown): r is EarlyRead => {
  const read = r as EarlyRead;
  return (
    typeof read?.operationName === 'string' &&
    typeof read.query === 'string' &&
    isStringRecord(read.variables) &&
    (read.search === undefined || isSearch(read.search))
  );
};

const isAssetList = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((href) => typeof href === 'string' && ASSET.test(href));

/** A route as the build wrote it, keeping only what is safe to put into a page; null if unusable. */
function checkedRoute(raw: unknown): ShellRoute | null {
  const route = raw as Partial<ShellRoute> | null;
  if (typeof route?.id !== 'string' || typeof route.path !== 'string' || !route.path.startsWith('/')) return null;
  const preloads = isAssetList(route.scripts) && isAssetList(route.styles);
  return {
    id: route.id,
    path: route.path,
    params: isStringRecord(route.params) ? route.params : {},
    scripts: preloads ? route.scripts! : [],
    styles: preloads ? route.styles! : [],
    earlyReads: Array.isArray(route.earlyReads) && route.earlyReads.every(isRead) ? route.earlyReads : [],
    prerendered: typeof route.prerendered === 'string' && PAGE_FILE.test(route.prerendered) ? route.prerendered : null,
  };
}

function checkedStarter(raw: unknown): InlineScript | null {
  const starter = raw as InlineScript | undefined;
  if (typeof starter?.code !== 'string' || typeof starter.sha256 !== 'string') return null;
  // The page carries the code; the policy admits the hash: they must be the same script.
  const sha256 = `sha256-${createHash('sha256').update(starter.code).digest('base64')}`;
  return sha256 === starter.sha256 ? { code: starter.code, sha256 } : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Finds the route of a path; a pattern without parameters wins over one with them. */
export function routeMatcher(routes: ShellRoute[]): (pathname: string) => ShellRoute | null {
  const params = (p: string) => (p.match(/:/g) ?? []).length;
  const patterns = [...routes]
    .sort((a, b) => params(a.path) - params(b.path))
    .map((route) => ({
      route,
      pattern: new RegExp(
        `^${route.path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
          .join('/')}/?$`,
      ),
    }));
  return (pathname) => patterns.find((r) => r.pattern.test(pathname))?.route ?? null;
}

/** Whether the path's parameters pass the route's validation (else the client shows 404). */
function paramsValid(route: ShellRoute, pathname: string): boolean {
  const names = route.path.split('/');
  const values = normalise(pathname).split('/');
  return names.every((name, i) => {
    if (!name.startsWith(':')) return true;
    const source = route.params[name.slice(1)];
    let value: string;
    try {
      value = decodeURIComponent(values[i] ?? '');
    } catch {
      return false;
    }
    return source === undefined || new RegExp(source).test(value);
  });
}

export function webShell(manifest: Partial<ShellManifest> | null, readPage: (file: string) => string | null): WebShell {
  const routes = (Array.isArray(manifest?.routes) ? manifest.routes : [])
    .map(checkedRoute)
    .filter((route): route is ShellRoute => route !== null);
  const redirects = new Set(
    (Array.isArray(manifest?.redirects) ? manifest.redirects : []).filter((p) => typeof p === 'string'),
  );
  const routeOf = routeMatcher(routes);
  const prerendered = new Map<string, string>();
  for (const route of routes) {
    const page = route.prerendered ? readPage(route.prerendered) : null;
    if (page !== null) prerendered.set(route.id, page);
  }
  return {
    routes,
    routeOf,
    isPage: (pathname) => {
      if (redirects.has(normalise(pathname))) return true;
      const route = routeOf(pathname);
      return route !== null && paramsValid(route, pathname);
    },
    prerendered,
    earlyReadStarter: checkedStarter(manifest?.earlyReadStarter),
    afterPaintStarter: checkedStarter(manifest?.afterPaintStarter),
    pageRenderer:
      typeof manifest?.pageRenderer === 'string' && RENDERER_FILE.test(manifest.pageRenderer)
        ? manifest.pageRenderer
        : null,
  };
}

/** The shell of a client build; null when there is none (or its manifest cannot be read). */
export function readWebShell(distDir: string): WebShell | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, SHELL_MANIFEST_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return null;
  return webShell(manifest as Partial<ShellManifest>, (file) => {
    try {
      return fs.readFileSync(path.join(distDir, '.vite', file), 'utf8');
    } catch {
      return null;
    }
  });
}

/** The hashes of the inline scripts the shell's pages carry, for the script-src directive. */
export function shellScriptHashes(shell: WebShell | null): string[] {
  return [shell?.afterPaintStarter, shell?.earlyReadStarter].flatMap((starter) =>
    starter ? [`'${starter.sha256}'`] : [],
  );
}
