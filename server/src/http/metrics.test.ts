/**
 * Prometheus metrics of a process: requests and latency per operation (a GraphQL operation's
 * name, a REST route's pattern — never a path with ids), search cache hits and misses, the
 * search sync lag and the mail queue depth. They are not served on the public port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
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
    for (let i = 0; i < 3; i += 1) expect((await count('CountForMetrics')).status).toBe(200);
    expect((await fetch(`${server.url}/api/request/some-uid/documents/12`)).status).toBe(401);
    const text = await server.portal.metrics.registry.metrics();
    expect(text).toMatch(/portal_http_requests_total\{operation="graphql:CountForMetrics",status="2xx"\} 3/);
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{operation="graphql:CountForMetrics",status="2xx"\} 3/,
    );
    // The route's pattern, not the path with its ids.
    expect(text).toContain('operation="GET /api/request/:uid/documents/:itemId",status="4xx"');
    expect(text).not.toContain('some-uid');
    expect(text).toMatch(/portal_search_cache_lookups_total\{result="miss"\} 1/);
    expect(text).toMatch(/portal_search_cache_lookups_total\{result="hit"\} 2/);
    expect(text).toMatch(/portal_search_sync_lag_seconds \d/);
    expect(text).toMatch(/portal_mail_queue_depth \d+/);
    expect(text).toContain('portal_process_resident_memory_bytes');
  });

  it('are not on the public port', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(await response.text()).not.toContain('portal_http_requests_total');
  });
});
