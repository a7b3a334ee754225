/**
 * Server entry (`npm run serve`, and the process `npm start` launches). Start-up failures end
 * with one sentence naming the setting to fix, never a stack trace.
 */
import 'reflect-metadata';
import http from 'node:http';
import type { DataSource } from 'typeorm';
import { createPortalApp } from './app';
import { createIdentity } from './auth/identity';
import { ConfigError, loadEnv, type Env } from './config/env';
import { openDatabase } from './db/data-source';
import { ENTITIES } from './modules/entities';
import { DEMO_PASSWORD, ensureDemoAccounts, type DemoAccount } from './seed/demo-accounts';
import { seedDemo } from './seed/demo';
import { seedDemoDocuments } from './seed/demo-documents';
import { seedReference } from './seed/reference';
import { createLogger } from './http/logging';
import type { PortalMetrics } from './http/metrics';
import { gracefulShutdown } from './http/shutdown';

class StartupError extends Error {}

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? String(error);
}

function maskUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function openConfiguredDatabase(env: Env): Promise<DataSource> {
  try {
    return await openDatabase(
      {
        url: env.DATABASE_URL,
        sqlitePath: env.sqlitePath,
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      },
      ENTITIES,
    );
  } catch (error) {
    throw new StartupError(
      env.DATABASE_URL
        ? `Cannot open the database set by DATABASE_URL (${maskUrl(env.DATABASE_URL)}): ${describe(error)}.`
        : `Cannot open the SQLite database at ${env.sqlitePath} (set by DATA_DIR): ${describe(error)}.`,
    );
  }
}

function listen(server: http.Server, env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(
          error.code === 'EADDRINUSE'
            ? `Port ${env.PORT} is already in use; set PORT to a free port.`
            : `Cannot listen on ${env.HOST}:${env.PORT} (PORT/HOST): ${describe(error)}.`,
        ),
      );
    });
    server.listen(env.PORT, env.HOST, () => resolve());
  });
}

/** /metrics on its own port, so the public port (and its proxy) never exposes it. */
async function serveMetrics(metrics: PortalMetrics, env: Env): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new StartupError(
          `Cannot listen on ${env.METRICS_HOST}:${env.METRICS_PORT} (METRICS_PORT): ${describe(error)}.`,
        ),
      ),
    );
    server.listen(env.METRICS_PORT, env.METRICS_HOST, () => resolve());
  });
  return server;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function printAccounts(accounts: DemoAccount[]): void {
  if (accounts.length === 0) return;
  console.log('\nDemo accounts (password for all: %s)', DEMO_PASSWORD);
  for (const account of accounts) console.log(`  ${account.role.padEnd(10)} ${account.email}  ${account.label}`);
}

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const started = Date.now();
  const dataSource = await openConfiguredDatabase(env);
  await seedReference(dataSource);
  if (env.SEED_DEMO) await seedDemo(dataSource);
  const identity = createIdentity(env.FIREBASE_PROJECT_ID);
  let accounts: DemoAccount[] = [];
  if (env.SEED_DEMO && env.FIREBASE_AUTH_EMULATOR_HOST) {
    accounts = await ensureDemoAccounts(identity.auth, dataSource).catch((error: unknown) => {
      throw new StartupError(
        `Cannot reach the Firebase Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST} (FIREBASE_AUTH_EMULATOR_HOST): ${describe(error)}.`,
      );
    });
  }
  const portal = await createPortalApp({ env, dataSource, identity, logger });
  if (env.SEED_DEMO) {
    const documents = await seedDemoDocuments(dataSource, portal.services.storage);
    if (documents > 0) logger.info({ documents }, 'demo documents created');
  }
  const server = http.createServer(portal.app);
  server.keepAliveTimeout = 65_000;
  await listen(server, env);
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const { solutions, grants, cases } = {
    solutions: portal.services.search.count('solutions'),
    grants: portal.services.search.count('grants'),
    cases: portal.services.search.count('cases'),
  };
  logger.info({ ms: Date.now() - started, solutions, grants, cases }, 'ready');
  console.log(`\nPortal ready at http://${host}:${env.PORT}/  (GraphQL: /graphql, REST: /api, health: /healthz)`);
  printAccounts(accounts);

  const metricsServer = env.METRICS_PORT ? await serveMetrics(portal.metrics, env) : null;

  const shutdown = gracefulShutdown({
    server,
    logger,
    beginDraining: () => portal.beginDraining(),
    resources: [
      { name: 'app', close: () => portal.stop() },
      ...(metricsServer ? [{ name: 'metrics', close: () => closeServer(metricsServer) }] : []),
      { name: 'database', close: () => dataSource.destroy() },
      { name: 'firebase', close: () => identity.close() },
    ],
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A stray rejection is logged, not fatal: the database or Firebase being away must not end the process.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(`The server could not start: ${describe(error)}.`);
  process.exit(1);
});
