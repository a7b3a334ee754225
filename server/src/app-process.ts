/**
 * One app process: opens the database, seeds, builds the app and listens; stops gracefully on
 * SIGTERM/SIGINT. main.ts runs it in its own process, or in each worker of the cluster.
 */
import 'reflect-metadata';
import cluster from 'node:cluster';
import http from 'node:http';
import type { DataSource } from 'typeorm';
import { createPortalApp } from './app';
import { createIdentity } from './auth/identity';
import type { Env } from './config/env';
import { openDatabase } from './db/data-source';
import { ENTITIES } from './modules/entities';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, ensureDemoAccounts, type DemoAccount } from './seed/demo-accounts';
import { seedDemo } from './seed/demo';
import { seedDemoDocuments } from './seed/demo-documents';
import { seedDemoRfi } from './seed/demo-rfi';
import { seedReference } from './seed/reference';
import { closeServer, reportToPrimary, serveMetrics } from './http/metrics-server';
import { gracefulShutdown } from './http/shutdown';
import type { Logger } from 'pino';
import { describe, StartupError } from './startup-error';
import { createPortalServer } from './http/portal-server';

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

function printAccounts(accounts: DemoAccount[]): void {
  if (accounts.length === 0) return;
  console.log('\nDemo accounts (password for all: %s)', DEMO_PASSWORD);
  for (const account of accounts) console.log(`  ${account.role.padEnd(10)} ${account.email}  ${account.label}`);
  console.log(
    `  operator's authenticator key: ${DEMO_OPERATOR_TOTP_SECRET} (its current code: node scripts/demo-code.mjs)`,
  );
}

/** With several app processes, the first worker's banner stands for all (the others only log). */
const announces = !cluster.isWorker || cluster.worker?.id === 1;

export async function runAppProcess(env: Env, logger: Logger): Promise<void> {
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
  const demoOperator = accounts.find((account) => account.role === 'operator');
  if (demoOperator) await portal.services.secondFactor.ensureConfirmedKey(demoOperator.uid, DEMO_OPERATOR_TOTP_SECRET);
  if (env.SEED_DEMO) {
    const documents = await seedDemoDocuments(dataSource, portal.services.storage);
    if (documents > 0) logger.info({ documents }, 'demo documents created');
    // The demo user's request to vendors needs the demo accounts (the Auth emulator).
    if (accounts.length > 0 && (await seedDemoRfi(dataSource, portal.services.rfis))) logger.info('demo request sent');
  }
  const server = createPortalServer(portal.app, portal.handler);
  server.keepAliveTimeout = 65_000;
  await listen(server, env);
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const [solutions, grants, cases] = await Promise.all(
    (['solutions', 'grants', 'cases'] as const).map((section) => portal.services.search.count(section)),
  );
  logger.info({ ms: Date.now() - started, solutions, grants, cases }, 'ready');
  if (announces) {
    const processes = env.WEB_CONCURRENCY > 1 ? `, ${env.WEB_CONCURRENCY} app processes` : '';
    console.log(
      `\nPortal ready at http://${host}:${env.PORT}/  (GraphQL: /graphql, REST: /api, health: /healthz${processes})`,
    );
    printAccounts(accounts);
  }

  // Under the cluster the primary serves /metrics for every worker (http/cluster.ts).
  reportToPrimary(portal.metrics.registry);
  const metricsServer = env.METRICS_PORT && !cluster.isWorker ? await serveMetrics(portal.metrics.registry, env) : null;

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
