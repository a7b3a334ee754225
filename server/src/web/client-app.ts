/**
 * Serves the built client: hashed assets with long caching, index.html (with the runtime config)
 * for every other page path so client-side routes work on reload, and GraphiQL at GET /graphql.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { startScriptsAfterPaint } from './after-paint';
import { injectClientConfig, type ClientConfig } from './client-config';
import { readEarlyReads, withEarlyReads } from './early-reads';
import { inlineStylesheets } from './inline-styles';
import { readPrerenderedPages } from './prerendered-pages';
import { readRoutePreloads, routeMatcher, withPreloads } from './route-preloads';
import { compressedDocument, precompressedAssets } from './static-assets';

export interface ClientAppOptions {
  distDir: string;
  config: ClientConfig;
  /** Serve GraphiQL at GET /graphql (development always; production per GRAPHQL_INTROSPECTION). */
  graphiql: boolean;
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

export function mountClientApp(app: Express, options: ClientAppOptions): void {
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

  // One page per route pattern (its prerendered first render if the build made one, with that
  // screen's preloads, started after it paints; else the app shell with the route's early
  // reads), with its styles inline, each compressed once, on first use.
  const routeOf = routeMatcher(readRoutePreloads(options.distDir));
  const prerendered = indexTemplate ? readPrerenderedPages(options.distDir) : new Map<string, string>();
  const earlyReads = indexTemplate ? readEarlyReads(options.distDir) : new Map<string, never>();
  const pages = new Map<string, ReturnType<typeof compressedDocument>>();
  app.get(/^(?!\/(api|graphql|healthz|assets)(\/|$)).*/, (request: Request, response: Response) => {
    const route = routeOf(request.path);
    const key = route?.path ?? '';
    let page = pages.get(key);
    if (!page) {
      const template = prerendered.get(key);
      const html = template
        ? startScriptsAfterPaint(withPreloads(injectClientConfig(template, options.config), route))
        : withEarlyReads(withPreloads(index, route), key, earlyReads.get(key));
      page = compressedDocument(inlineStylesheets(html, options.distDir));
      pages.set(key, page);
    }
    response.setHeader('Cache-Control', 'no-cache');
    page(request, response);
  });
}
