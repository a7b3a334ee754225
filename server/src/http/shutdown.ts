/**
 * Graceful stop on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish
 * (their responses carry `Connection: close`, idle keep-alive sockets are closed), then close the
 * application's resources (Apollo, rate-limit store, database, Firebase) and exit 0. Requests
 * still running after the grace period are cut so the process always exits within 10 seconds.
 */
import type http from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: http.Server;
  logger: Logger;
  /** Called first: the app starts answering `Connection: close` and /healthz 503. */
  beginDraining: () => void;
  /** Closed in order once no request is in flight. */
  resources: { name: string; close: () => Promise<unknown> }[];
  graceMs?: number;
  exit?: (code: number) => void;
}

export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const graceMs = options.graceMs ?? 8000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;

  return (signal) => {
    stopping ??= (async () => {
      const started = Date.now();
      options.logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      options.beginDraining();
      let forced = false;
      const closed = new Promise<void>((resolve) => options.server.close(() => resolve()));
      // Keep-alive sockets that become idle after their last response are closed as they appear.
      const sweeper = setInterval(() => options.server.closeIdleConnections(), 100);
      options.server.closeIdleConnections();
      const deadline = new Promise<void>((resolve) =>
        setTimeout(() => {
          forced = true;
          options.server.closeAllConnections();
          resolve();
        }, graceMs).unref(),
      );
      await Promise.race([closed, deadline]);
      clearInterval(sweeper);
      if (forced) options.logger.warn({ graceMs }, 'requests still running after the grace period were cut');
      for (const resource of options.resources) {
        try {
          options.logger.debug({ resource: resource.name }, 'closing');
          await resource.close();
        } catch (error) {
          options.logger.warn({ err: error, resource: resource.name }, 'closing a resource failed');
        }
      }
      options.logger.info({ ms: Date.now() - started }, 'stopped');
      exit(0);
    })();
    return stopping;
  };
}
