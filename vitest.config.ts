/**
 * Unit and integration tests of all three workspaces. Server tests need decorator metadata, so
 * they go through SWC (unplugin-swc) instead of Vite's default transform; they share one Auth
 * emulator started by the global set-up.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const shared = {
  // Kept out of the index (the client's first load); the longer prefix must come first.
  '@portal/shared/cases': path.resolve(import.meta.dirname, 'shared/src/cases'),
  '@portal/shared': path.resolve(import.meta.dirname, 'shared/src/index.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: shared },
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        oxc: false,
        plugins: [
          swc.vite({
            tsconfigFile: path.resolve(import.meta.dirname, 'server/tsconfig.json'),
            module: { type: 'es6' },
          }),
        ],
        resolve: { alias: shared },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.mts'],
          setupFiles: ['server/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Vitest requires projects with different worker limits to run in separate groups.
          sequence: { groupOrder: 1 },
        },
      },
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
