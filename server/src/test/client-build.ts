/**
 * A small client build for the web shell's tests (server/src/web/*.test.ts): pages with the
 * head the build writes (entry script, a preload, a stylesheet) and files written into a
 * temporary folder as the build lays them out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const head = (title: string) => `<head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
    <!--app-config-->
    <script type="module" crossorigin src="/assets/main-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/app-C3.css">
  </head>`;

/** A page of the build: `root` is its root element as the build wrote it. */
export const buildPage = (title: string, root: string) =>
  `<!doctype html>\n<html lang="ja">\n  ${head(title)}\n  <body>${root}</body>\n</html>`;

/** The files the pages above load. */
export const BUILD_ASSETS: Record<string, string> = {
  'assets/main-A1.js': 'export {};',
  'assets/app-B2.js': 'export {};',
  'assets/app-C3.css': '.app{color:#00118f}',
};

/**
 * The shell manifest's /cases route (the cases search screen) with its one early read, CasesPage:
 * `selection` is what the read asks of `searchCases`, `variables` its first page's variables.
 */
export const casesRoute = (selection: string, variables: Record<string, unknown>, scripts: string[] = []) => ({
  id: 'cases.list',
  path: '/cases',
  params: {},
  scripts,
  styles: [],
  earlyReads: [
    {
      operationName: 'CasesPage',
      query: `query CasesPage($criteria: SearchInput) { searchCases(criteria: $criteria) { ${selection} } }`,
      variables: {},
      search: { section: 'cases', defaults: {}, variables },
    },
  ],
  prerendered: 'prerendered/cases.html',
});

/** Writes the files (path under the build → content) into a new temporary folder; its path. */
export function writeClientBuild(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-build-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}
