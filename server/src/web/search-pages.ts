/**
 * A search screen's page (/grants, /cases) with its first results in it. The build's prerender
 * paints the form and placeholders; the results, the largest part of the page, came only after
 * the app's scripts had loaded, run and read them. Here the server renders the screen again with
 * the answer a visitor's read gets (web/page-renderer.ts) and puts that answer in the page, so
 * the browser hydrates the same markup from the same data instead of drawing it
 * (client/src/lib/served-answers.ts). An address with a query (`/grants?keyword=補助`, what a
 * search or a shared link opens) is rendered for that query: the criteria come from it as the
 * screen reads them (searchVariables), and the root names the whole address, so the browser
 * hydrates it only on that address (client/src/main.tsx).
 *
 * A page is made once per address, read-model generation and Japan day (a grant's status and
 * 「あと N 日」 change at midnight without any write), and compressed off the event loop. The
 * bare addresses' pages are kept; those of addresses with a query, the most recently used
 * QUERY_PAGES_KEPT, and no more than QUERY_PAGES_MAKING are made at once (distinct addresses
 * cost a search and a render each; beyond that, the prerendered page is sent at once). Until a
 * page is made (at most MAKE_WAIT_MS for a request), and whenever it cannot be (no renderer in
 * the build, a failed read or render: tried again after RETRY_AFTER_MS, not on every visit), the
 * prerendered page is sent as before.
 */
import path from 'node:path';
import {
  type EarlyRead,
  japanDayOf,
  queryKey,
  searchVariables,
  SERVED_ANSWERS_ID,
  type ShellRoute,
} from '@portal/shared';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { aheadOfScripts } from './early-reads';
import { pageRenderer } from './page-renderer';
import { compressedDocumentAsync, type DocumentSender } from './static-assets';

export interface SearchPageSource {
  /** The read model's generation: a page made at another shows other results. */
  generation(): number;
  /** The read's data as a visitor (no token) gets it; a failure throws. */
  read(read: EarlyRead, variables: Record<string, unknown>, request: Request): Promise<unknown>;
  logger: Logger;
}

/** How long a request waits for its page to be made before it is sent the prerendered one. */
export const MAKE_WAIT_MS = 1_500;
/** After a page could not be made, how long the prerendered one serves before it is tried again. */
export const RETRY_AFTER_MS = 30_000;
/** Pages of addresses with a query kept (the most recently used): about 150 KB each, compressed twice. */
export const QUERY_PAGES_KEPT = 100;
/** Pages of addresses with a query made at once. */
export const QUERY_PAGES_MAKING = 2;
/** A longer query is not rendered (the form writes far shorter ones: a keyword is at most 100 characters). */
const QUERY_MAX_LENGTH = 2_000;

/** The root element of a prerendered page, its markup to the end of the body. */
const ROOT = /(<div id="root" data-prerendered="[^"]*">)[\s\S]*<\/div>(\s*<\/body>)/;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The prerendered page with the server's markup in its root and the answers ahead of its scripts;
 * `address`: the whole address it was rendered for, when that has a query.
 */
export function withServedAnswers(
  page: string,
  markup: string,
  answers: Record<string, unknown>,
  address?: string,
): string | null {
  const at = aheadOfScripts(page);
  if (!ROOT.test(page) || at < 0) return null;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  // Where the early reads go (web/early-reads.ts), so before their starter, which looks for it
  // and then sends no visitor's read.
  const script = `<script type="application/json" id="${SERVED_ANSWERS_ID}">${json}</script>\n    `;
  return `${page.slice(0, at)}${script}${page.slice(at)}`.replace(
    ROOT,
    (_match, open: string, end: string) =>
      `${address ? open.replace(/data-prerendered="[^"]*"/, `data-prerendered="${attribute(address)}"`) : open}${markup}</div>${end}`,
  );
}

/** The variables of a search read on an address with this query ('' or `?…`), as the screen sends them. */
const variablesOf = (read: EarlyRead, query: string) => {
  const { section, defaults } = read.search!;
  return { ...read.variables, ...searchVariables(section, defaults, new URLSearchParams(query)) };
};

const waitAtMost = <T>(ms: number, promise: Promise<T>): Promise<T | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    timer.unref();
    void promise.then(resolve, () => resolve(null)).finally(() => clearTimeout(timer));
  });

export function searchPages(options: {
  distDir: string;
  /** The renderer module, a path under `.vite/` (the shell manifest's); null: none was built. */
  renderer: string | null;
  source: SearchPageSource;
  /** The route's page as the server sends it (config, preloads, starters, styles), from a template. */
  finish(template: string, route: ShellRoute): string;
}) {
  const { source } = options;
  const renderer = options.renderer ? pageRenderer(path.join(options.distDir, '.vite', options.renderer)) : null;

  /** `address`: the request's path and query when it has one, else null (the route's bare page). */
  const make = async (
    route: ShellRoute,
    template: string,
    request: Request,
    address: string | null,
  ): Promise<DocumentSender> => {
    const query = address ? address.slice(address.indexOf('?')) : '';
    const answers: Record<string, unknown> = {};
    for (const read of route.earlyReads.filter((r) => r.search)) {
      const variables = variablesOf(read, query);
      answers[queryKey(read.operationName, variables)] = await source.read(read, variables, request);
    }
    const markup = await renderer!.render(address ?? route.path, answers);
    const page = withServedAnswers(template, markup, answers, address ?? undefined);
    if (page === null) throw new Error('the prerendered page has no root element to render into');
    // A bare address's page serves every visitor of the day: compressed as well as it can be. One
    // with a query serves a few: quickly.
    return compressedDocumentAsync(options.finish(page, route), address ? 'quick' : 'best');
  };

  interface Made {
    stamp: string;
    page: Promise<DocumentSender>;
    /** When making it failed: not tried again before RETRY_AFTER_MS (a broken build, the database away). */
    failedAt?: number;
  }
  /** The bare addresses' pages, by route id. */
  const bare = new Map<string, Made>();
  /** The pages of addresses with a query, by address, the most recently used last. */
  const queried = new Map<string, Made>();
  let making = 0;
  const stale = (entry: Made, stamp: string) =>
    entry.failedAt === undefined ? entry.stamp !== stamp : Date.now() - entry.failedAt >= RETRY_AFTER_MS;

  return {
    /** Whether the request is for a page made here: a search screen's, without a token. */
    serves(route: ShellRoute | null, request: Request): route is ShellRoute {
      return (
        renderer !== null &&
        route !== null &&
        request.url.length <= route.path.length + QUERY_MAX_LENGTH &&
        request.headers.authorization === undefined &&
        route.earlyReads.some((read) => read.search)
      );
    },
    /** The page with its results, or null: send the prerendered one. */
    page(route: ShellRoute, template: string, request: Request): Promise<DocumentSender | null> {
      const stamp = `${source.generation()}:${japanDayOf(new Date())}`;
      const address = request.url.includes('?') ? request.url : null;
      const [made, key] = address ? [queried, address] : [bare, route.id];
      let entry = made.get(key);
      // Used again: now the most recently used (a Map keeps the order of insertion).
      if (entry) made.delete(key);
      if (!entry || stale(entry, stamp)) {
        if (address && making >= QUERY_PAGES_MAKING) return Promise.resolve(null);
        entry = { stamp, page: make(route, template, request, address) };
        if (address) {
          making += 1;
          void entry.page.then(
            () => (making -= 1),
            () => (making -= 1),
          );
        }
        const current = entry;
        current.page.catch((error: unknown) => {
          // Meanwhile the prerendered page serves.
          current.failedAt = Date.now();
          // An address's own criteria can be refused (同規模 asks who is looking): no operator's concern.
          source.logger[address ? 'info' : 'warn'](
            { err: error, route: route.path, address },
            'a search page could not be made with its results',
          );
        });
      }
      made.set(key, entry);
      for (const oldest of queried.keys()) {
        if (queried.size <= QUERY_PAGES_KEPT) break;
        queried.delete(oldest);
      }
      return waitAtMost(MAKE_WAIT_MS, entry.page);
    },
    stop: () => renderer?.stop(),
  };
}
