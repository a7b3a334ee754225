/**
 * Replaces every `graphql(`…`)` call of the client's sources with an import of that one document
 * from the generated `src/gql/graphql.ts`, using GraphQL Code Generator's own Babel optimizer
 * (the client preset's recommended production set-up). Without it, `graphql()` looks documents
 * up in a map of every document of the app (src/gql/gql.ts), so the first screen that uses it
 * put all of them, about 140 KB before minification, into the entry chunk of every page.
 * The optimizer imports the document from graphql.ts; since that is one module, and a module
 * cannot be split between chunks, every document any screen uses would still sit in the entry
 * (the profile query makes graphql.ts part of it). So each imported document becomes a module of
 * its own (`virtual:portal-gql/<name>`, its JSON taken from graphql.ts): a screen's documents
 * go with the screen. Same documents, same names: only where each one is bundled changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { type DocumentNode, print } from 'graphql';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:portal-gql/';
/** The optimizer's import: `import { NameDocument } from "../../gql/graphql";` */
const DOCUMENT_IMPORT = /import \{ (\w+) \} from ["'](?:\.\.?\/)+(?:[\w-]+\/)*gql\/graphql["'];?/g;

/** A module that calls the generated `graphql()` (imported from '@/gql' or a relative gql). */
const USES_GQL = /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*['"](@\/gql|(\.\.?\/)+gql)['"]/;

export function gqlDocuments(srcDir: string): Plugin {
  const artifactDirectory = path.join(srcDir, 'gql');
  const generated = path.join(artifactDirectory, 'graphql.ts');
  return {
    name: 'portal-gql-documents',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      this.addWatchFile(generated);
      const line = fs
        .readFileSync(generated, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`export const ${name} = {`));
      const json = line?.match(/^export const \w+ = (\{.*\}) as unknown as DocumentNode\b/)?.[1];
      if (!json) this.error(`gql-documents: no document ${name} in ${generated} (run npm run codegen)`);
      // The printed text goes with it (as graphql's parse leaves it): lib/graphql-request sends it
      // as it is, so the entry needs no GraphQL printer.
      const body = print(JSON.parse(json) as DocumentNode);
      const loc = {
        start: 0,
        end: body.length,
        source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } },
      };
      return `export const ${name} = { ...${json}, loc: ${JSON.stringify(loc)} };`;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir) || file.startsWith(artifactDirectory)) return null;
      if (!USES_GQL.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      return { code: result.code.replace(DOCUMENT_IMPORT, `import { $1 } from "${VIRTUAL}$1";`), map: result.map };
    },
  };
}
