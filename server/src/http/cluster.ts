/**
 * Several app processes on one port (WEB_CONCURRENCY > 1): Node's cluster primary forks the
 * workers, each a whole app with its own search read model (the search change log keeps them in
 * step, as it does behind a load balancer), and hands them connections in turn. The primary runs
 * no app code; it holds the shared rate-limit counts (rate-limit/limiter.ts) and supervises:
 * - the first worker starts alone, so migrations, seeding and the search-index build on disk
 *   happen once; the others start when it listens and read the built indexes back;
 * - a worker that dies is replaced (after a pause that grows while replacements keep dying);
 *   when the first worker cannot start at all, the primary exits with its code (a setting to fix,
 *   which the worker has printed), instead of retrying forever;
 * - SIGTERM/SIGINT go to every worker, which stops gracefully (http/shutdown.ts); the primary
 *   exits once all have, with a non-zero code when one had to be killed.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Env } from '../config/env';
import { clusterMetrics, serveMetrics } from './metrics-server';

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** How long stopping workers may take before they are killed (their own grace is 10 s). */
  stopTimeoutMs?: number;
  /** With METRICS_PORT, the primary serves every worker's metrics added up. */
  metrics?: Pick<Env, 'METRICS_PORT' | 'METRICS_HOST'>;
}

/** A replacement that dies within this long of its start counts as a crash loop (longer pauses). */
const STABLE_AFTER_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

export async function runPrimary({ workers, logger, stopTimeoutMs = 15_000, metrics }: PrimaryOptions) {
  // Workers count rate limits here over IPC (RateLimiterCluster) unless Redis is configured.
  new RateLimiterClusterMaster();
  // Listening before any fork: a port in use stops start-up with one sentence (main.ts).
  if (metrics?.METRICS_PORT) await serveMetrics(clusterMetrics(), metrics);
  const startedAt = new Map<Worker, number>();
  let listening = 0;
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listening++;
      logger.info({ worker: worker.process.pid, workers }, 'app process listening');
      // The first one has migrated, seeded and built the indexes: the rest start together.
      if (listening === 1) for (let i = 1; i < workers; i++) fork();
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) {
        logger.info({ failed }, 'all app processes stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (listening === 0) {
      // Nothing ever served: a setting or the database is wrong, and every retry would fail alike.
      logger.error({ code, signal }, 'the first app process could not start');
      process.exit(code || 1);
    }
    quickDeaths = lived < STABLE_AFTER_MS ? quickDeaths + 1 : 0;
    const pauseMs = Math.min(MAX_PAUSE_MS, quickDeaths === 0 ? 0 : 500 * 2 ** (quickDeaths - 1));
    logger.error({ worker: worker.process.pid, code, signal, pauseMs }, 'an app process ended; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'stopping the app processes');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('app processes still running after the grace period were killed');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopTimeoutMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  fork();
}
