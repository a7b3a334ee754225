/**
 * Client build. Two pages: the portal (index.html) and the self-hosted GraphiQL served at
 * GET /graphql (graphiql.html). `npm run dev` proxies API calls to the server at API_ORIGIN.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { routePreloads } from './build/route-preloads.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@portal/shared': path.resolve(import.meta.dirname, '../shared/src/index.ts'),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), routePreloads(), precompress(), prerender(alias)],
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
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
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
