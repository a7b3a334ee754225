/**
 * Prerenders the routes marked `prerendered` (src/config/routes.ts) at build time: a server build
 * of src/app/prerender.tsx renders each screen's first render, which goes into a copy of
 * index.html in place of the generic shell, so the header, the headings and the search form
 * paint with the HTML instead of after the scripts; the browser hydrates them (src/main.tsx).
 * The same server build lists each signed-in route's early reads (src/app/early-read-routes.ts).
 * It stays in the build (`.vite/page-renderer/`), self-contained, as the server's renderer of a
 * search screen's first results (server/src/web/search-pages.ts): the production image keeps
 * no client dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EarlyReadRoute } from '@portal/shared';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions } from 'vite';
import { ROUTES } from '../src/config/routes.ts';

/** The root element as index.html has it, with its generic shell up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const fileName = (route: string) => `prerendered/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '-')}.html`;

export interface Prerendered {
  /** Route pattern → its page, a file under `.vite/`. */
  pages: Map<string, string>;
  earlyReads: EarlyReadRoute[];
  /** The server build, a file under `.vite/`. */
  renderer: string;
}

const RENDERER = 'page-renderer/prerender.js';

export async function prerenderPages(root: string, outDir: string, alias: AliasOptions): Promise<Prerendered> {
  const serverDir = path.join(outDir, '.vite', path.dirname(RENDERER));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias },
    // Every dependency inside: the server runs it where only the server's are installed.
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.join(root, 'src/app/prerender.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: path.basename(RENDERER) } },
    },
  });
  const { prerender: render, earlyReadRoutes } = (await import(
    pathToFileURL(path.join(outDir, '.vite', RENDERER)).href
  )) as {
    prerender(path: string): Promise<string>;
    earlyReadRoutes(): Promise<EarlyReadRoute[]>;
  };
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!ROOT.test(index)) throw new Error('prerender: index.html has no <div id="root"> at the end of its body');
  const pages = new Map<string, string>();
  fs.mkdirSync(path.join(outDir, '.vite/prerendered'), { recursive: true });
  for (const route of ROUTES.filter((r) => 'prerendered' in r).map((r) => r.path)) {
    const markup = await render(route);
    // The server adds the screen's own preloads and styles, and puts the styles inline.
    const page = index.replace(
      ROOT,
      (_match, end: string) => `<div id="root" data-prerendered="${route}">${markup}</div>${end}`,
    );
    const file = fileName(route);
    fs.writeFileSync(path.join(outDir, '.vite', file), page);
    pages.set(route, file);
  }
  return { pages, earlyReads: await earlyReadRoutes(), renderer: RENDERER };
}
