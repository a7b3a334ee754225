/**
 * Prometheus metrics of a process: requests and latency per operation (the name of one of the
 * client's GraphQL operations, any other as "other"; a REST route's pattern — never a path with
 * ids), search cache hits and misses, the search sync lag, the alert lag and the mail queue depth.
 * They are not served on the public port.
 */
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearch } from '../modules/saved-search/saved-search.entity';
import { municipalAccount } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { CLIENT_OPERATION_NAMES } from '../generated/client-operations';
import { createMetrics } from './metrics';

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No scheduled alert runs: the alert lag test decides when one happens.
    server = await startTestServer({ env: { ALERT_RUN_SECONDS: '0' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const count = (operationName: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query ${operationName} { solutionCount }`, operationName }),
    });

  it('counts requests per operation with latency, cache hits and misses, sync lag and mail queue', async () => {
    for (let i = 0; i < 3; i += 1) expect((await count('HomePage')).status).toBe(200);
    expect((await fetch(`${server.url}/api/request/some-uid/documents/12`)).status).toBe(401);
    const text = await server.portal.metrics.registry.metrics();
    expect(text).toMatch(/portal_http_requests_total\{operation="graphql:HomePage",status="2xx"\} 3/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{operation="graphql:HomePage",status="2xx"\} 3/);
    // The route's pattern, not the path with its ids.
    expect(text).toContain('operation="GET /api/request/:uid/documents/:itemId",status="4xx"');
    expect(text).not.toContain('some-uid');
    expect(text).toMatch(/portal_search_cache_lookups_total\{result="miss"\} 1/);
    expect(text).toMatch(/portal_search_cache_lookups_total\{result="hit"\} 2/);
    expect(text).toMatch(/portal_search_sync_lag_seconds \d/);
    expect(text).toMatch(/portal_mail_queue_depth \d+/);
    expect(text).toContain('portal_process_resident_memory_bytes');
  });

  it("labels only the client's operations by name: made-up names count as other and crowd out nothing", async () => {
    expect(CLIENT_OPERATION_NAMES).toContain('SolutionsListPage');
    // More made-up names than the label set once kept (200): afterwards a real operation had no label.
    for (let i = 0; i < 210; i += 1) expect((await count(`Made_up_${i}`)).status).toBe(200);
    expect((await count('SolutionsListPage')).status).toBe(200);
    const get = await fetch(
      `${server.url}/graphql?operationName=GrantsPage&query=${encodeURIComponent('query GrantsPage { grantCount }')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(get.status).toBe(200);
    const text = await server.portal.metrics.registry.metrics();
    expect(text).not.toContain('Made_up_');
    expect(text).toMatch(/portal_http_requests_total\{operation="graphql:other",status="2xx"\} 210/);
    expect(text).toMatch(/portal_http_requests_total\{operation="graphql:SolutionsListPage",status="2xx"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{operation="graphql:GrantsPage",status="2xx"\} 1/);
  });

  it('reports the alert lag: how long the oldest due saved-search alert has waited, 0 once run', async () => {
    const lag = async () =>
      Number(/^portal_alert_lag_seconds (\S+)$/m.exec(await server.portal.metrics.registry.metrics())![1]);
    expect(await lag()).toBe(0);
    const hanako = await municipalAccount(server);
    const saved = await server.graphql<{ saveSearch: { id: string } }>(
      `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`,
      { input: { section: 'grants', name: '補助金', query: '', alert: 'daily' } },
      hanako.token,
    );
    // Not due before its time.
    expect(await lag()).toBe(0);
    // Ten minutes pass without any run (no process runs alerts, or every run fails).
    const id = Number(saved.data!.saveSearch.id);
    await server.dataSource
      .getRepository(SavedSearch)
      .update({ id }, { nextAlertAt: new Date(Date.now() - 10 * 60_000) });
    expect(await lag()).toBeGreaterThanOrEqual(600);
    expect(await lag()).toBeLessThan(660);
    await server.portal.services.alerts.run();
    expect(await lag()).toBe(0);
  });

  it('are not on the public port', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(await response.text()).not.toContain('portal_http_requests_total');
  });
});

describe('metrics of several processes, added up as the cluster primary does', () => {
  it('sums requests and latencies, takes the worst sync lag and the one database value of the others', async () => {
    const now = Date.now();
    const worker = (syncedSecondsAgo: number, requests: number) => {
      const metrics = createMetrics({
        searchSyncedAt: () => now - syncedSecondsAgo * 1000,
        // Both read the same database: the oldest due alert and the queue are the same rows.
        oldestDueAlertAt: async () => new Date(now - 600_000),
        mailQueueDepth: async () => 3,
      });
      const request = { originalUrl: '/api/x', method: 'GET', baseUrl: '/api', route: { path: '/x' } };
      for (let i = 0; i < requests; i++) {
        let finish = () => {};
        const response = { statusCode: 200, once: (_: string, done: () => void) => (finish = done) };
        metrics.middleware(request as never, response as never, () => {});
        finish();
      }
      return metrics.registry.getMetricsAsJSON();
    };
    const text = await AggregatorRegistry.aggregate(await Promise.all([worker(1, 2), worker(30, 3)])).metrics();
    expect(text).toMatch(/^portal_http_requests_total\{operation="GET \/api\/x",status="2xx"\} 5$/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{operation="GET \/api\/x",status="2xx"\} 5$/m);
    expect(Number(/^portal_search_sync_lag_seconds (\S+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(30);
    expect(Number(/^portal_alert_lag_seconds (\S+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(600);
    expect(Number(/^portal_alert_lag_seconds (\S+)$/m.exec(text)![1])).toBeLessThan(660);
    expect(text).toMatch(/^portal_mail_queue_depth 3$/m);
  });
});
