/**
 * A search screen's page (/grants, /cases on their bare address) with its first results in it.
 * The build's prerender paints the form and placeholders; the results, the largest part of the
 * page, came only after the app's scripts had loaded, run and read them. Here the server renders
 * the screen again with the answer a visitor's read gets (web/page-renderer.ts) and puts that
 * answer in the page, so the browser hydrates the same markup from the same data instead of
 * drawing it (client/src/lib/served-answers.ts).
 *
 * A page is made once per route, read-model generation and Japan day (a grant's status and
 * 「あと N 日」 change at midnight without any write), and compressed off the event loop. Until it
 * is made (at most MAKE_WAIT_MS for a request), and whenever it cannot be (no renderer in the
 * build, a failed read or render: tried again after RETRY_AFTER_MS, not on every visit), the
 * prerendered page is sent as before.
 */
import path from 'node:path';
import { type EarlyRead, japanDayOf, queryKey, SERVED_ANSWERS_ID, type ShellRoute } from '@portal/shared';
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

/** The root element of a prerendered page, its markup to the end of the body. */
const ROOT = /(<div id="root" data-prerendered="[^"]*">)[\s\S]*<\/div>(\s*<\/body>)/;

/** The prerendered page with the server's markup in its root and the answers ahead of its scripts. */
export function withServedAnswers(page: string, markup: string, answers: Record<string, unknown>): string | null {
  const at = aheadOfScripts(page);
  if (!ROOT.test(page) || at < 0) return null;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  // Where the early reads go (web/early-reads.ts), so before their starter, which looks for it
  // and then sends no visitor's read.
  const script = `<script type="application/json" id="${SERVED_ANSWERS_ID}">${json}</script>\n    `;
  return `${page.slice(0, at)}${script}${page.slice(at)}`.replace(
    ROOT,
    (_match, open: string, end: string) => `${open}${markup}</div>${end}`,
  );
}

/** The variables a search read sends, as the early-read starter sends them. */
const variablesOf = (read: EarlyRead) => ({ ...read.variables, ...read.search!.variables });

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

  const make = async (route: ShellRoute, template: string, request: Request): Promise<DocumentSender> => {
    const answers: Record<string, unknown> = {};
    for (const read of route.earlyReads.filter((r) => r.search)) {
      const variables = variablesOf(read);
      answers[queryKey(read.operationName, variables)] = await source.read(read, variables, request);
    }
    const page = withServedAnswers(template, await renderer!.render(route.path, answers), answers);
    if (page === null) throw new Error('the prerendered page has no root element to render into');
    return compressedDocumentAsync(options.finish(page, route));
  };

  interface Made {
    stamp: string;
    page: Promise<DocumentSender>;
    /** When making it failed: not tried again before RETRY_AFTER_MS (a broken build, the database away). */
    failedAt?: number;
  }
  const made = new Map<string, Made>();
  return {
    /** Whether the request is for a page made here: a search screen's, bare, without a token. */
    serves(route: ShellRoute | null, request: Request): route is ShellRoute {
      return (
        renderer !== null &&
        route !== null &&
        !request.url.includes('?') &&
        request.headers.authorization === undefined &&
        route.earlyReads.some((read) => read.search)
      );
    },
    /** The page with its results, or null: send the prerendered one. */
    page(route: ShellRoute, template: string, request: Request): Promise<DocumentSender | null> {
      const stamp = `${source.generation()}:${japanDayOf(new Date())}`;
      let entry = made.get(route.id);
      const stale =
        entry?.failedAt === undefined ? entry?.stamp !== stamp : Date.now() - entry.failedAt >= RETRY_AFTER_MS;
      if (!entry || stale) {
        const current: Made = { stamp, page: make(route, template, request) };
        made.set(route.id, (entry = current));
        current.page.catch((error: unknown) => {
          // Meanwhile the prerendered page serves.
          current.failedAt = Date.now();
          source.logger.warn({ err: error, route: route.path }, 'a search page could not be made with its results');
        });
      }
      return waitAtMost(MAKE_WAIT_MS, entry.page);
    },
    stop: () => renderer?.stop(),
  };
}
