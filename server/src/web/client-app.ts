/**
 * Serves the built client: hashed assets with long caching; for each page path of the client's
 * route table (shell manifest) its page, with the runtime config, so client-side routes work on
 * reload (a search screen's bare address with its first results: search-pages.ts); for any other
 * path the app shell with status 404 (the client shows 「Page Not Found」); and GraphiQL at GET
 * /graphql.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ShellRoute } from '@portal/shared';
import express, { type Express, type Request, type Response } from 'express';
import { withScriptsAfterPaint } from './after-paint';
import { injectClientConfig, type ClientConfig } from './client-config';
import { withEarlyReads } from './early-reads';
import { inlineStylesheets } from './inline-styles';
import { withPreloads } from './route-preloads';
import { searchPages, type SearchPageSource } from './search-pages';
import { readWebShell, type WebShell } from './shell-manifest';
import { compressedDocument, precompressedAssets } from './static-assets';

export interface ClientAppOptions {
  distDir: string;
  /** The build's shell manifest as read at start (readWebShell); read from distDir if absent. */
  shell?: WebShell | null;
  config: ClientConfig;
  /** Serve GraphiQL at GET /graphql (development always; production per GRAPHQL_INTROSPECTION). */
  graphiql: boolean;
  /** Where a search screen's page takes its first results from; absent: it is sent prerendered. */
  searchPages?: SearchPageSource;
}

function readOptional(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const MISSING_BUILD =
  '<!doctype html><html lang="ja"><meta charset="utf-8"><title>準備中</title><p>画面のビルドが見つかりません。<code>npm run build</code> を実行してください。</p></html>';

export function mountClientApp(app: Express, options: ClientAppOptions): { stop(): Promise<void> } {
  const indexTemplate = readOptional(path.join(options.distDir, 'index.html'));
  const index = indexTemplate ? injectClientConfig(indexTemplate, options.config) : MISSING_BUILD;
  const graphiql = options.graphiql ? readOptional(path.join(options.distDir, 'graphiql.html')) : null;

  // The dev server (Vite) has no injected config: the client fetches it from here instead.
  app.get('/app-config.json', (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(options.config);
  });

  app.get('/graphql', (request: Request, response: Response, next) => {
    if (!request.accepts('html') || request.query.query) return next();
    if (!options.graphiql) return next();
    if (!graphiql) return response.status(404).type('text/plain').send('GraphiQL is not built.');
    response.type('html').send(graphiql);
  });

  const assetsDir = path.join(options.distDir, 'assets');
  app.use(
    '/assets',
    precompressedAssets(assetsDir),
    express.static(assetsDir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  // Not for API calls: serve-static would look for a file (a stat on disk) on every one of them.
  const files = express.static(options.distDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next) =>
    /^\/(api|graphql)(\/|$)/.test(request.path) ? next() : files(request, response, next),
  );

  // One page per route (its prerendered first render if the build made one, with that screen's
  // preloads, started after it paints; else the app shell), with the route's early reads, with
  // its styles inline, each compressed once, on first use. Without a build every path gets the
  // notice that there is none.
  const shell = indexTemplate ? (options.shell === undefined ? readWebShell(options.distDir) : options.shell) : null;
  const finish = (template: string, route: ShellRoute) =>
    inlineStylesheets(
      withEarlyReads(
        withScriptsAfterPaint(
          withPreloads(injectClientConfig(template, options.config), route),
          shell?.afterPaintStarter?.code ?? null,
        ),
        route.path,
        route.earlyReads,
        shell?.earlyReadStarter?.code ?? null,
        { rendered: true },
      ),
      options.distDir,
    );
  const pages = new Map<string, ReturnType<typeof compressedDocument>>();
  const pageOf = (route: ShellRoute | null) => {
    const key = route?.id ?? '';
    let page = pages.get(key);
    if (!page) {
      const template = route && shell?.prerendered.get(route.id);
      // A search screen's prerendered page starts its results' read too (early reads).
      const html = template
        ? finish(template, route)
        : inlineStylesheets(
            withEarlyReads(
              withPreloads(index, route),
              route?.path ?? '',
              route?.earlyReads,
              shell?.earlyReadStarter?.code ?? null,
            ),
            options.distDir,
          );
      page = compressedDocument(html);
      pages.set(key, page);
    }
    return page;
  };
  const searches =
    shell && options.searchPages
      ? searchPages({ distDir: options.distDir, renderer: shell.pageRenderer, source: options.searchPages, finish })
      : null;
  app.get(/^(?!\/(api|graphql|healthz|assets)(\/|$)).*/, async (request: Request, response: Response) => {
    const page = shell?.isPage(request.path) ?? false;
    const route = page ? shell!.routeOf(request.path) : null;
    // A redirect's source is a page: the client sends the visitor on.
    if (shell && !page) response.status(404);
    response.setHeader('Cache-Control', 'no-cache');
    const template = route && shell?.prerendered.get(route.id);
    const served = template && searches?.serves(route, request) ? await searches.page(route, template, request) : null;
    (served ?? pageOf(route))(request, response);
  });
  return { stop: async () => searches?.stop() };
}
