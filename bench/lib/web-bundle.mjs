// What the build says about first load, from Vite's manifest: the JavaScript `/` needs before it
// can paint (the entry, its static imports and the home screen's chunk with its own), gzipped,
// the same for each public search screen, and how many screens are chunks of their own.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const HOME_SCREEN = 'src/app/routes/home/home-page.tsx';
/** The public search screens (each within the first-load budget). */
export const SEARCH_SCREENS = {
  '/grants': 'src/app/routes/grants/grants-page.tsx',
  '/cases': 'src/app/routes/cases/cases-page.tsx',
};

export function bundleFigures(distDir) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const entryKeys = closure(['index.html']);
  const homeKeys = closure([HOME_SCREEN], new Set(entryKeys));
  const entryGzipBytes = [...entryKeys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  const homeGzipBytes = [...homeKeys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  // What the page's HTML names for a search screen (the entry and the screen's chunks).
  const searchFirstLoadGzipBytes = Object.fromEntries(
    Object.entries(SEARCH_SCREENS).map(([page, screen]) => {
      if (!manifest[screen]) throw new Error(`bench:web: no chunk for ${screen} in the build's manifest`);
      const keys = closure([screen], new Set(entryKeys));
      return [page, [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0)];
    }),
  );
  const routeChunks = Object.entries(manifest).filter(
    ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/app/routes/'),
  ).length;
  // firebase/auth names its backend; the app shell must paint without it.
  const authSdkInFirstLoad = [...homeKeys].some((key) =>
    fs.readFileSync(path.join(distDir, manifest[key].file), 'utf8').includes('identitytoolkit.googleapis.com'),
  );
  return {
    entryFiles: entryKeys.size,
    entryGzipBytes,
    homeFirstLoadGzipBytes: homeGzipBytes,
    searchFirstLoadGzipBytes,
    routeChunks,
    authSdkInFirstLoad,
  };
}
