/**
 * Server entry (`npm run serve`, and the process `npm start` launches). Start-up failures end
 * with one sentence naming the setting to fix, never a stack trace. With WEB_CONCURRENCY > 1
 * this process is the cluster primary (http/cluster.ts) and loads no app code; the app runs in
 * the workers it forks, or here with one process (app-process.ts).
 */
import cluster from 'node:cluster';
import { ConfigError, loadEnv } from './config/env';
import { runPrimary } from './http/cluster';
import { createLogger } from './http/logging';
import { reportToPrimary } from './http/metrics-server';
import { describe, StartupError } from './startup-error';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    return runPrimary({ workers: env.WEB_CONCURRENCY, logger, metrics: env });
  }
  // Before the app's modules load: the primary's metrics scrapes wait for every worker.
  reportToPrimary();
  const { runAppProcess } = await import('./app-process.js');
  await runAppProcess(env, logger);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(`The server could not start: ${describe(error)}.`);
  process.exit(1);
});
