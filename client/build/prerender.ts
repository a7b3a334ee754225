/**
 * Prerenders the routes marked `prerendered` (src/config/routes.ts) at build time:
 * a server build of src/app/prerender.tsx renders each screen's first render, which goes into a
 * copy of index.html in place of the generic shell. The server sends that page for the path
 * (`.vite/prerendered.json`), with the screen's styles inline (server/src/web/inline-styles.ts),
 * so the header, the headings and the search form paint with the HTML instead of after the
 * scripts; the browser hydrates them (src/main.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin } from 'vite';
import { ROUTES } from '../src/config/routes.ts';

export interface PrerenderedPage {
  path: string;
  /** Under `.vite/`, a full page like index.html. */
  file: string;
}

/** The root element as index.html has it, with its generic shell up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const fileName = (route: string) => `prerendered/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '-')}.html`;

export function prerender(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = path.join(outDir, '.vite/prerender-server');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias },
        build: {
          ssr: path.join(root, 'src/app/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      try {
        const { prerender: render, earlyReadRoutes } = (await import(
          pathToFileURL(path.join(serverDir, 'prerender.js')).href
        )) as {
          prerender(path: string): Promise<string>;
          earlyReadRoutes(): unknown[];
        };
        // The server starts these reads from the pages of signed-in routes (early-read-routes.ts).
        fs.writeFileSync(
          path.join(outDir, '.vite/early-reads.json'),
          `${JSON.stringify(earlyReadRoutes(), null, 2)}\n`,
        );
        const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!ROOT.test(index)) throw new Error('prerender: index.html has no <div id="root"> at the end of its body');
        const pages: PrerenderedPage[] = [];
        for (const route of ROUTES.filter((r) => 'prerendered' in r).map((r) => r.path)) {
          const markup = await render(route);
          // The server adds the screen's own preloads and styles, and puts the styles inline.
          const page = index.replace(
            ROOT,
            (_match, end: string) => `<div id="root" data-prerendered="${route}">${markup}</div>${end}`,
          );
          const file = fileName(route);
          fs.mkdirSync(path.join(outDir, '.vite/prerendered'), { recursive: true });
          fs.writeFileSync(path.join(outDir, '.vite', file), page);
          pages.push({ path: route, file });
        }
        fs.writeFileSync(path.join(outDir, '.vite/prerendered.json'), `${JSON.stringify(pages, null, 2)}\n`);
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
