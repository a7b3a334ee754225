/** A real portal server on a random port, backed by a fresh SQLite file or MySQL database. */
import type { AddressInfo } from 'node:net';
import { type Logger, pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createPortalApp, type PortalApp } from '../app';
import { createIdentity, type Identity } from '../auth/identity';
import { loadEnv, type Env } from '../config/env';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import type { DatabaseKind } from './databases';
import { createDatabaseIn } from './templates';
import { createTestUser, type TestUser, type TestUserOptions } from './users';
import { createPortalServer } from '../http/portal-server';

export interface TestServer {
  url: string;
  env: Env;
  dataSource: DataSource;
  identity: Identity;
  portal: PortalApp;
  user(options?: TestUserOptions): Promise<TestUser>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  database?: DatabaseKind;
  /** A function seeds the database itself (before the app builds its read model). */
  seed?: 'demo' | 'reference' | ((dataSource: DataSource) => Promise<void>);
  env?: Record<string, string>;
  /** Where the app logs (silent by default). */
  logger?: Logger;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const kind = options.database ?? 'sqlite';
  const seed = options.seed ?? 'demo';
  // A function seeds a migrated database; a named state comes whole from the run's template.
  const database = await createDatabaseIn(kind, typeof seed === 'function' ? 'migrated' : seed);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    FIREBASE_PROJECT_ID: 'demo-portal-test',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    CLIENT_DIST: `${database.dataDir}/no-client`,
    LOG_LEVEL: 'silent',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const dataSource = await openDatabase(
    {
      url: env.DATABASE_URL,
      sqlitePath: env.sqlitePath,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    ENTITIES,
  );
  if (typeof seed === 'function') await seed(dataSource);
  const identity = createIdentity(env.FIREBASE_PROJECT_ID);
  const portal = await createPortalApp({
    env,
    dataSource,
    identity,
    logger: options.logger ?? pino({ level: 'silent' }),
  });
  const server = createPortalServer(portal.app, portal.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env,
    dataSource,
    identity,
    portal,
    user: (userOptions) => createTestUser(identity.auth, dataSource, userOptions),
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await portal.stop();
      await dataSource.destroy();
      await identity.close();
      await database.drop();
    },
  };
}
