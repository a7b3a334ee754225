/**
 * /metrics on its own port, so the public port (and its proxy) never exposes it. With one app
 * process it serves that process's registry; under the cluster (WEB_CONCURRENCY > 1) the primary
 * serves it instead, asking every worker for its registry over IPC and adding them up
 * (prom-client's AggregatorRegistry): a scrape sees the whole host, not whichever worker the
 * connection happened to reach.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { AggregatorRegistry, Registry } from 'prom-client';
import type { Env } from '../config/env';
import { describe, StartupError } from '../startup-error';

/** What a scrape reads: one registry, or the workers' added up. */
interface MetricsText {
  contentType: string;
  metrics(): Promise<string>;
}

/** The primary's /metrics: every worker's registry, aggregated per metric (metrics.ts sets how). */
export function clusterMetrics(): MetricsText {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}

/**
 * In a cluster worker: answers the primary's requests for metrics, from the start (with nothing
 * while the app loads: the primary waits for every worker, and a scrape must not time out while
 * one starts or replaces another), then from the app's registry once it is given.
 */
export function reportToPrimary(registry?: Registry): void {
  if (!cluster.isWorker) return;
  // An empty registry until the app's: prom-client answers from the registries set here.
  AggregatorRegistry.setRegistries(registry ?? new Registry());
  // prom-client installs the worker's IPC listener when an AggregatorRegistry is constructed.
  if (!registry) new AggregatorRegistry();
}

export async function serveMetrics(source: MetricsText, env: Pick<Env, 'METRICS_PORT' | 'METRICS_HOST'>) {
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    source.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': source.contentType }).end(text),
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

export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
