/**
 * Which screens paint without Apollo (the home page and the detail screens fetch their data
 * themselves, the rules are text) and which the build prerenders. Plain data, no imports: the
 * build reads it too (client/build/route-preloads.ts, client/build/prerender.ts).
 */

/** The record detail screens; their queries: routes/detail-queries.ts. */
export const DETAIL_PATHS = ['/solutions/shows/:id', '/grants/shows/:id', '/cases/shows/:id'] as const;

export type DetailPath = (typeof DETAIL_PATHS)[number];

export function paintsWithoutApollo(path: string): boolean {
  return path === '/' || path.startsWith('/rules/') || (DETAIL_PATHS as readonly string[]).includes(path);
}

/**
 * Public screens whose first render does not depend on who is looking: the build renders them
 * to HTML, the server sends that for their paths, and the browser hydrates it (main.tsx).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/grants',
  '/cases',
  '/rules/faq',
  '/rules/law',
  '/rules/privacy',
  '/rules/security',
  '/rules/terms',
];
