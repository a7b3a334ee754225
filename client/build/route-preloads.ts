/**
 * For each route of the route table, the chunks and styles its screen (src/app/screens.ts)
 * needs beyond the entry (Apollo's for screens that use it). The Auth SDK is not among them: a
 * returning user's pages use the remembered session (src/lib/auth/session.ts) and load the SDK
 * after the page, off its critical path. The server adds them to the page it sends for that
 * path (shell manifest), so a screen's code downloads with the entry instead of after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCREENS } from '../src/app/screens.ts';
import { ROUTES } from '../src/config/routes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

export interface RoutePreload {
  id: string;
  path: string;
  scripts: string[];
  styles: string[];
}

const APOLLO_MODULE = 'src/lib/apollo.ts';
/** The vendor chunk Apollo Client and its dependencies go to (vite.config.ts, codeSplitting). */
const APOLLO_CHUNK = 'apollo';

function closure(manifest: Record<string, ManifestChunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** For each screen of the router, what it needs beyond the entry. */
export function computeRoutePreloads(manifest: Record<string, ManifestChunk>): RoutePreload[] {
  const screens = ROUTES.map((route) => ({ route, module: `src/app/routes/${SCREENS[route.id]}.tsx` }));
  const missing = screens.filter((s) => !manifest[s.module]);
  if (missing.length > 0) {
    throw new Error(`route-preloads: no chunk for ${missing.map((s) => s.module).join(', ')}`);
  }
  const entry = closure(manifest, ['index.html']);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  const apolloChunks = new Set(Object.keys(manifest).filter((key) => manifest[key]!.name === APOLLO_CHUNK));
  const leaking = screens.filter(
    (s) => 'withoutApollo' in s.route && [...closure(manifest, [s.module])].some((key) => apolloChunks.has(key)),
  );
  if (leaking.length > 0) {
    // A `withoutApollo` screen paints before Apollo exists: a static import of it would crash
    // the page (or, at best, ship Apollo on the search pages' budget).
    throw new Error(`route-preloads: ${leaking.map((s) => s.module).join(', ')} import Apollo Client statically`);
  }
  return screens.map((screen) => {
    const roots = [screen.module];
    if (!('withoutApollo' in screen.route)) roots.push(APOLLO_MODULE);
    const keys = [...closure(manifest, roots, new Set(entry))].filter((key) => !entry.has(key));
    return {
      id: screen.route.id,
      path: screen.route.path,
      scripts: keys.map((key) => `/${manifest[key]!.file}`),
      styles: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))]
        .filter((css) => !entryStyles.has(css))
        .map((css) => `/${css}`),
    };
  });
}

/** Reads the build's manifest. */
export function readRoutePreloads(outDir: string): RoutePreload[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return computeRoutePreloads(manifest);
}
