/**
 * The one build plugin of the web shell: after the client build it writes the shell manifest
 * (`.vite/shell-manifest.json`, schema in @portal/shared): for each row of the route table
 * (src/config/routes.ts, imported as data) its preloads, early reads, parameters and prerendered
 * page; the paths the client redirects; and the two inline starters (early reads, after paint),
 * built and hashed. The server reads it once at start (server/src/web/shell-manifest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_MANIFEST_FILE, type ShellManifest } from '@portal/shared';
import type { AliasOptions, Plugin } from 'vite';
import { REDIRECT_RULES } from '../src/config/redirects.ts';
import { ROUTES, type RouteDefinition } from '../src/config/routes.ts';
import { buildInlineScript } from './inline-script.ts';
import { prerenderPages } from './prerender.ts';
import { readRoutePreloads } from './route-preloads.ts';

const paramsOf = (route: RouteDefinition) =>
  Object.fromEntries(Object.entries(route.params ?? {}).map(([name, pattern]) => [name, pattern.source]));

export function shellManifest(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-shell-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const preloads = new Map(readRoutePreloads(outDir).map((p) => [p.id, p]));
      const { pages, earlyReads, renderer } = await prerenderPages(root, outDir, alias);
      const reads = new Map(earlyReads.map((r) => [r.path, r.reads]));
      const manifest: ShellManifest = {
        version: 1,
        routes: ROUTES.map((route) => ({
          id: route.id,
          path: route.path,
          params: paramsOf(route),
          scripts: preloads.get(route.id)?.scripts ?? [],
          styles: preloads.get(route.id)?.styles ?? [],
          earlyReads: reads.get(route.path) ?? [],
          prerendered: pages.get(route.path) ?? null,
        })),
        redirects: REDIRECT_RULES.map((rule) => rule.from),
        earlyReadStarter: await buildInlineScript(root, alias, 'early-read-starter'),
        afterPaintStarter: await buildInlineScript(root, alias, 'after-paint-starter'),
        pageRenderer: renderer,
      };
      fs.writeFileSync(path.join(outDir, SHELL_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
