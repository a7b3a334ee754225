/**
 * Per-page preloads: the client build lists, for each screen's route pattern, the chunks and
 * styles that screen needs beyond the entry (`.vite/route-preloads.json`). The page sent for a
 * path names them in its head, so they download beside the entry instead of after it ran.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

export function readRoutePreloads(distDir: string): RoutePreload[] {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/route-preloads.json'), 'utf8')) as unknown;
    if (!Array.isArray(list)) return [];
    // Only asset paths of the build go into a page.
    return (list as RoutePreload[]).filter(
      (r) =>
        typeof r.path === 'string' &&
        [...r.scripts, ...r.styles].every((href) => typeof href === 'string' && ASSET.test(href)),
    );
  } catch {
    return [];
  }
}

/** Finds the route of a path; a pattern without parameters wins over one with them. */
export function routeMatcher(preloads: RoutePreload[]): (pathname: string) => RoutePreload | null {
  const params = (p: string) => (p.match(/:/g) ?? []).length;
  const routes = [...preloads]
    .sort((a, b) => params(a.path) - params(b.path))
    .map((route) => ({
      route,
      pattern: new RegExp(
        `^${route.path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
    }));
  return (pathname) => routes.find((r) => r.pattern.test(pathname))?.route ?? null;
}

/**
 * The page with the route's preloads at the end of its head. A style the page names already
 * (a prerendered page has its styles inline) is not linked again.
 */
export function withPreloads(html: string, route: RoutePreload | null): string {
  if (!route || !html.includes('</head>')) return html;
  const links = [
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...route.styles
      .filter((href) => !html.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
