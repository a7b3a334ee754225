/**
 * Unit and integration tests of all three workspaces. Server tests need decorator metadata, so
 * they go through SWC (unplugin-swc) instead of Vite's default transform; they share one Auth
 * emulator started by the global set-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

const shared = {
  // Kept out of the index (the client's first load); the longer prefix must come first.
  '@portal/shared/cases': path.resolve(import.meta.dirname, 'shared/src/cases'),
  '@portal/shared/grants': path.resolve(import.meta.dirname, 'shared/src/grants'),
  '@portal/shared/editorial': path.resolve(import.meta.dirname, 'shared/src/editorial'),
  '@portal/shared/imports': path.resolve(import.meta.dirname, 'shared/src/imports'),
  '@portal/shared/rfi': path.resolve(import.meta.dirname, 'shared/src/rfi'),
  '@portal/shared': path.resolve(import.meta.dirname, 'shared/src/index.ts'),
};

/**
 * One graphql for server tests: type-graphql and Apollo load its CommonJS build, while Vite would
 * hand the server's own imports its ES module, and graphql's type checks (instanceof) refuse a
 * schema built by the other copy. Node, which runs the built server, loads only the CommonJS one.
 */
const GRAPHQL_CJS = createRequire(import.meta.url).resolve('graphql');

const UNIT_WORKERS = 2;

/**
 * Test files that replace modules or globals (vi.mock, vi.stubGlobal, vi.stubEnv, a module reset)
 * run each in a fresh module registry and environment. Every other file shares its worker's
 * modules (and, on the client, its jsdom) with the files run before it (isolate: false): loading
 * the server's module graph again for each of ~90 files was about 40 % of the unit run in CI, a
 * fresh jsdom and module graph per file about 50 of the client project's 65 s. The list is read
 * from the files, so a new mocking file cannot leak its mocks into the files after it.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

function mockingFiles(dir: string): string[] {
  return readdirSync(path.resolve(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => REPLACES_MODULES.test(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')));
}

const MOCKING = mockingFiles('server/src');
const CLIENT_MOCKING = mockingFiles('client/src');

/**
 * The shared and client files run in the server's group, on its two workers: alone, in a group of
 * their own, they ran first on one worker (Vitest's default on 2 cores is cores - 1) while the
 * other core idled, about a minute of the unit run in CI.
 */
const BESIDE_THE_SERVER = { maxWorkers: UNIT_WORKERS, sequence: { groupOrder: 1 } };

/** A project's files: all of `pattern`, or only the mocking ones (`include`) run isolated. */
interface FileSelection {
  include?: string[];
  exclude?: string[];
  isolate: boolean;
}

function selected(files: FileSelection, pattern: string) {
  return {
    include: files.include ?? [pattern],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    isolate: files.isolate,
  };
}

function serverProject(name: string, files: FileSelection & { group: number }) {
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
      ...selected(files, 'server/src/**/*.test.ts'),
      environment: 'node' as const,
      globalSetup: ['server/src/test/global-setup.mts'],
      setupFiles: ['server/src/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
      maxWorkers: UNIT_WORKERS,
      // Vitest requires projects with different worker limits to run in separate groups.
      sequence: { groupOrder: files.group },
    },
  };
}

function clientProject(name: string, files: FileSelection) {
  return {
    plugins: [react()],
    resolve: { alias: { ...shared, '@': path.resolve(import.meta.dirname, 'client/src') } },
    test: {
      name,
      ...selected(files, 'client/src/**/*.test.{ts,tsx}'),
      environment: 'jsdom' as const,
      setupFiles: ['client/src/test/setup.ts'],
      ...BESIDE_THE_SERVER,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: shared },
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
          ...BESIDE_THE_SERVER,
        },
      },
      serverProject('server', { exclude: MOCKING, isolate: false, group: 1 }),
      serverProject('server-mocking', { include: MOCKING, isolate: true, group: 2 }),
      clientProject('client', { exclude: CLIENT_MOCKING, isolate: false }),
      clientProject('client-mocking', { include: CLIENT_MOCKING, isolate: true }),
    ],
  },
});
