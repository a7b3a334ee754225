/**
 * /metrics on its own port, so the public port (and its proxy) never exposes it. Under the cluster
 * the workers share the port (Node's cluster hands each connection to one of them), so a scrape
 * reads one worker's registry; give each worker its own port or scrape per worker where exact
 * per-process figures matter (docs/operations.md).
 */
import http from 'node:http';
import type { Env } from '../config/env';
import { describe, StartupError } from '../startup-error';
import type { PortalMetrics } from './metrics';

export async function serveMetrics(metrics: PortalMetrics, env: Env): Promise<http.Server> {
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

export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
