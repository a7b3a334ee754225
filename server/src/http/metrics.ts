/**
 * Prometheus metrics (prom-client) of one app process: requests and their latency per operation
 * (a GraphQL operation name or a REST route), the search result cache's hits and misses, how the
 * read-model queries it did not answer were executed (read/read-model-execution.ts), the
 * search index's sync lag behind the other processes, the saved-search alerts' lag and the mail
 * queue's depth. Served on
 * METRICS_PORT only (main.ts), never on the public port. Log lines carry the same request's
 * `reqId` (logging.ts); the metrics are per operation, the logs per request.
 */
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CLIENT_OPERATION_NAMES } from '../generated/client-operations';

/**
 * The GraphQL operations counted under their own name: the client's (generated from its documents
 * by `npm run codegen`). A caller names its operation as it likes, so any other name counts as
 * "other": labels made up by callers would otherwise crowd out the real ones.
 */
const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(CLIENT_OPERATION_NAMES);
/** A GET query's operation name (Apollo Client sends queries as GET), read without parsing the query. */
const GET_OPERATION_NAME = /[?&]operationName=([A-Za-z0-9_]{1,64})(?:&|$)/;

export interface MetricSources {
  /** Epoch ms when this process last had every search change applied. */
  searchSyncedAt(): number;
  /** When the longest-waiting due saved-search alert fell due; null when none is due. */
  oldestDueAlertAt(): Promise<Date | null>;
  /** Mails stored and not yet sent (or given up). */
  mailQueueDepth(): Promise<number>;
}

export interface PortalMetrics {
  registry: Registry;
  middleware(request: Request, response: Response, next: NextFunction): void;
  /** The operation a request is counted under, once answered (a GraphQL name or a REST route). */
  operationOf(request: Request): string;
  /** Counts a response answered outside Express (read/answer-replay.ts) under a known operation. */
  track(response: ServerResponse, operation: string): void;
  cacheLookup(hit: boolean): void;
  /** A read-model query executed from its compiled plan, or left to graphql-js by the plan. */
  readModelExecution(path: 'plan' | 'graphql'): void;
}

export function createMetrics(sources: MetricSources): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const labelNames = ['operation', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by operation and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by operation',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'portal_search_cache_lookups_total',
    help: 'Lookups of the search result cache, by result (hit/miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  // A rising "graphql" share means the plan is refusing what the client sends (a slower path).
  const readModel = new Counter({
    name: 'portal_read_model_executions_total',
    help: 'Read-model queries executed, by path: their compiled plan, or graphql-js where the plan gave way',
    labelNames: ['path'],
    registers: [registry],
  });
  // Under the cluster the primary adds the workers' registries up (metrics-server.ts): counters
  // and histograms sum; these gauges take the worst process, or the one value every process reads.
  new Gauge({
    name: 'portal_search_sync_lag_seconds',
    help: 'Seconds since this process last had every search change of the other processes applied (cluster: the most behind)',
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.set(Math.max(0, (Date.now() - sources.searchSyncedAt()) / 1000));
    },
  });
  // Overdue time of the oldest due alert rather than "since the last completed run": it is the
  // same in every process (a process with ALERT_RUN_SECONDS=0 does not report a stale run), and
  // it keeps growing when runs do complete but fail or skip users, or when no process runs them.
  new Gauge({
    name: 'portal_alert_lag_seconds',
    help: 'Seconds since the longest-waiting due saved-search alert fell due (0: none is due)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const due = await sources.oldestDueAlertAt().catch(() => undefined);
      this.set(due === undefined ? Number.NaN : due ? Math.max(0, (Date.now() - due.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'portal_mail_queue_depth',
    help: 'Mails stored and waiting to be sent',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.set(await sources.mailQueueDepth().catch(() => Number.NaN));
    },
  });

  const operationOf = (request: Request): string => {
    if (request.originalUrl.startsWith('/graphql')) {
      const body = request.body as { operationName?: unknown } | undefined;
      const name =
        typeof body?.operationName === 'string'
          ? body.operationName
          : (GET_OPERATION_NAME.exec(request.originalUrl)?.[1] ?? '');
      if (!name) return 'graphql:anonymous';
      return KNOWN_OPERATIONS.has(name) ? `graphql:${name}` : 'graphql:other';
    }
    // The matched route's pattern, never the path itself (it may hold ids).
    const route = (request.route as { path?: string } | undefined)?.path;
    if (route) return `${request.method} ${request.baseUrl}${route}`;
    return request.originalUrl.startsWith('/api') ? 'api:other' : 'web';
  };

  const track = (response: ServerResponse, operation: () => string) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = { operation: operation(), status: `${Math.floor(response.statusCode / 100)}xx` };
      requests.inc(labels);
      latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };

  return {
    registry,
    middleware(request, response, next) {
      track(response, () => operationOf(request));
      next();
    },
    operationOf,
    track: (response, operation) => track(response, () => operation),
    cacheLookup(hit) {
      cache.inc({ result: hit ? 'hit' : 'miss' });
    },
    readModelExecution(path) {
      readModel.inc({ path });
    },
  };
}
