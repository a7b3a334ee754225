/**
 * Pages the client build prerendered (`.vite/prerendered.json`, client/build/prerender.ts): for a
 * public screen's path, index.html with that screen's first render in place of the generic shell.
 * The server sends it for the screen's path, so the page paints before its scripts have run.
 */
import fs from 'node:fs';
import path from 'node:path';

const FILE = /^prerendered\/[\w-]+\.html$/;

/** Route pattern → page template; empty when the build has none (or an unreadable list). */
export function readPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  try {
    const list = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/prerendered.json'), 'utf8')) as unknown;
    if (!Array.isArray(list)) return pages;
    for (const entry of list as { path?: unknown; file?: unknown }[]) {
      // Only files the build wrote under .vite/prerendered/ are read.
      if (typeof entry.path !== 'string' || typeof entry.file !== 'string' || !FILE.test(entry.file)) continue;
      pages.set(entry.path, fs.readFileSync(path.join(distDir, '.vite', entry.file), 'utf8'));
    }
  } catch {
    return new Map();
  }
  return pages;
}
