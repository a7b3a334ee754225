/**
 * Unit and integration tests of all three workspaces. Server tests need decorator metadata, so
 * they go through SWC (unplugin-swc) instead of Vite's default transform; they share one Auth
 * emulator started by the global set-up.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

const shared = {
  // Kept out of the index (the client's first load); the longer prefix must come first.
  '@portal/shared/cases': path.resolve(import.meta.dirname, 'shared/src/cases'),
  '@portal/shared': path.resolve(import.meta.dirname, 'shared/src/index.ts'),
};

/**
 * Test files that replace modules (vi.mock): each runs in a fresh module registry. Every other
 * server file shares its worker's modules with the files run before it (isolate: false): loading
 * the server's module graph again for each of ~90 files was about 40 % of the unit run in CI.
 */
/**
 * One graphql for server tests: type-graphql and Apollo load its CommonJS build, while Vite would
 * hand the server's own imports its ES module, and graphql's type checks (instanceof) refuse a
 * schema built by the other copy. Node, which runs the built server, loads only the CommonJS one.
 */
const GRAPHQL_CJS = createRequire(import.meta.url).resolve('graphql');

const MOCKING = ['server/src/modules/document-request/receipt-collision.test.ts'];

function serverProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean; group: number },
) {
  return {
    oxc: false as const,
    plugins: [
      swc.vite({
        tsconfigFile: path.resolve(import.meta.dirname, 'server/tsconfig.json'),
        module: { type: 'es6' },
      }),
    ],
    resolve: { alias: { ...shared, graphql: GRAPHQL_CJS } },
    test: {
      name,
      include: files.include ?? ['server/src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      environment: 'node' as const,
      globalSetup: ['server/src/test/global-setup.mts'],
      setupFiles: ['server/src/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
      isolate: files.isolate,
      maxWorkers: 2,
      // Vitest requires projects with different worker limits to run in separate groups.
      sequence: { groupOrder: files.group },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: shared },
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server', { exclude: MOCKING, isolate: false, group: 1 }),
      serverProject('server-mocking', { include: MOCKING, isolate: true, group: 2 }),
      {
        plugins: [react()],
        resolve: { alias: { ...shared, '@': path.resolve(import.meta.dirname, 'client/src') } },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
