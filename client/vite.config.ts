/**
 * Client build. Two pages: the portal (index.html) and the self-hosted GraphiQL served at
 * GET /graphql (graphiql.html). `npm run dev` proxies API calls to the server at API_ORIGIN.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gqlDocuments } from './build/gql-documents.ts';
import { precompress } from './build/precompress.ts';
import { shellManifest } from './build/shell-manifest.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // Modules kept out of the index (first in the list: the longer prefix must match first), so that
  // lazy screens alone carry them.
  '@portal/shared/cases': path.resolve(import.meta.dirname, '../shared/src/cases'),
  '@portal/shared/grants': path.resolve(import.meta.dirname, '../shared/src/grants'),
  '@portal/shared/editorial': path.resolve(import.meta.dirname, '../shared/src/editorial'),
  '@portal/shared/imports': path.resolve(import.meta.dirname, '../shared/src/imports'),
  '@portal/shared/rfi': path.resolve(import.meta.dirname, '../shared/src/rfi'),
  '@portal/shared': path.resolve(import.meta.dirname, '../shared/src/index.ts'),
};

/** The portal's own first-load modules and the libraries only it uses (not GraphiQL's). */
const isAppModule = (id: string) =>
  /client[\\/]src[\\/](?!main\.tsx$|graphiql[\\/])/.test(id) ||
  /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/.test(id);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [gqlDocuments(alias['@']), react(), precompress(), shellManifest(alias)],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench:web reads the first-load chunks from it; serve-static never serves dot-directories.
    manifest: true,
    // Only GraphiQL's editor (monaco, loaded at /graphql alone) exceeds the default limit.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      preserveEntrySignatures: false,
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
      },
      output: {
        // Few files rather than many small ones: a browser on HTTP/1.1 (a municipal proxy, or this
        // server without a TLS front) fetches six at a time, one round trip each. Routes stay
        // split; the entry is one file per entry, and what screens share goes in a few.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'app', tags: ['$initial'], test: isAppModule, priority: 4 },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|tslib|ts-invariant|symbol-observable|zen-observable)/,
              priority: 2,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 16384 },
        },
      },
      // GraphiQL's React-compiler directives are irrelevant to the bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/graphql', '/api', '/healthz', '/app-config.json'].map((p) => [p, apiOrigin])),
  },
});
