/**
 * Writes `.vite/route-preloads.json`: for each screen of the router, the chunks and styles it
 * needs beyond the entry (Apollo's for screens that use it). The Auth SDK is not among them: a
 * returning user's pages use the remembered session (src/lib/auth/session.ts) and load the SDK
 * after the page, off its critical path. The server adds them to the page it sends for that
 * path, so a screen's code downloads with the entry instead of after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paintsWithoutApollo } from '../src/app/screen-groups.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

const SCREEN_LINE = /^\s*'([^']+)': \(\) => import\('\.\/(routes\/[^']+)'\),$/gm;
const APOLLO_MODULE = 'src/lib/apollo.ts';

function screensOf(routerSource: string): { path: string; module: string }[] {
  return [...routerSource.matchAll(SCREEN_LINE)].map((m) => ({ path: m[1]!, module: `src/app/${m[2]}.tsx` }));
}

function closure(manifest: Record<string, ManifestChunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** For each screen of the router, what it needs beyond the entry. */
export function computeRoutePreloads(manifest: Record<string, ManifestChunk>, routerSource: string): RoutePreload[] {
  const screens = screensOf(routerSource);
  const missing = screens.filter((s) => !manifest[s.module]);
  if (screens.length < 2 || missing.length > 0) {
    throw new Error(
      `route-preloads: the screen table of src/app/router.tsx could not be read (${missing.map((s) => s.module).join(', ')})`,
    );
  }
  const entry = closure(manifest, ['index.html']);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  return screens.map((screen) => {
    const roots = [screen.module];
    if (!paintsWithoutApollo(screen.path)) roots.push(APOLLO_MODULE);
    const keys = [...closure(manifest, roots, new Set(entry))].filter((key) => !entry.has(key));
    return {
      path: screen.path,
      scripts: keys.map((key) => `/${manifest[key]!.file}`),
      styles: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))]
        .filter((css) => !entryStyles.has(css))
        .map((css) => `/${css}`),
    };
  });
}

/** Reads the build's manifest and the router's screen table. */
export function readRoutePreloads(root: string, outDir: string): RoutePreload[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return computeRoutePreloads(manifest, fs.readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8'));
}

export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const preloads = readRoutePreloads(root, outDir);
      fs.writeFileSync(path.join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
