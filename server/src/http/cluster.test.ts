/**
 * `npm run serve` with WEB_CONCURRENCY=2 (http/cluster.ts), as the built server runs: both app
 * processes answer on the one port, they share the rate-limit counts, one scrape of METRICS_PORT
 * counts both processes' requests, a process that dies is replaced, and SIGTERM stops them all
 * cleanly.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer } from '../test/process';

/** A GET on a connection of its own: the primary hands each new connection to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      })
      .once('error', reject);
  });
}

const lines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; pid: number; worker?: number });

async function until<T>(what: string, server: ServerProcess, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SEARCH = '/api/service/grants/search?searchKeyword=%E9%98%B2%E7%81%BD';

describe('several app processes (WEB_CONCURRENCY=2)', () => {
  let server: ServerProcess;
  let metricsPort = 0;
  const listeningWorkers = () => lines(server).filter((l) => l.msg === 'app process listening');

  beforeAll(async () => {
    // Five searches a minute per address, counted across both processes.
    metricsPort = await freePort();
    server = await spawnServer({
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'search.ip=5/60',
      METRICS_PORT: String(metricsPort),
    });
    await server.ready();
    await until('two listening workers', server, () => listeningWorkers().length >= 2);
  });
  afterAll(() => server.kill('SIGKILL'));

  it('answers from both processes, which count the rate limits together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await getOnNewConnection(`${server.url}${SEARCH}`));
    // Per process, each would have counted three searches and admitted all six.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Each process writes its log in batches (every half second), so its lines may come later.
    const answeredBy = await until('request logs of both processes', server, () => {
      const pids = new Set(
        lines(server)
          .filter((l) => l.msg === 'request completed' || l.msg === 'request errored')
          .map((l) => l.pid),
      );
      return pids.size >= 2 && pids;
    });
    expect(answeredBy.size).toBe(2);
  });

  it("serves one scrape with both processes' counts added up", async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const requests = (status: string) =>
      [
        ...text.matchAll(
          new RegExp(`^portal_http_requests_total\\{operation="[^"]*search[^"]*",status="${status}"\\} (\\d+)$`, 'gm'),
        ),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, value) => sum + value, 0);
    // The six searches above, answered by two processes (one worker alone saw at most five).
    expect(requests('2xx')).toBe(5);
    expect(requests('4xx')).toBe(1);
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{operation="[^"]*search[^"]*",status="2xx"\} 5$/m,
    );
    // Gauges come once, not once per process (how they combine: metrics.test.ts).
    expect(text.match(/^portal_alert_lag_seconds \S+$/gm)).toHaveLength(1);
    expect(text).toMatch(/^portal_mail_queue_depth 0$/m);
    // The public port never serves it.
    expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('portal_http_requests_total');
  });

  it('replaces a process that dies, and keeps answering', async () => {
    const [first] = listeningWorkers();
    process.kill(first!.worker!, 'SIGKILL');
    await until('a replacement worker', server, () => listeningWorkers().length >= 3);
    const pids = new Set(listeningWorkers().map((l) => l.worker));
    expect(pids.size).toBe(3);
    const healthy = await Promise.all([1, 2, 3, 4].map(() => getOnNewConnection(`${server.url}/healthz`)));
    expect(healthy).toEqual([200, 200, 200, 200]);
  });

  it('stops every process on SIGTERM and exits 0', async () => {
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopped = lines(server).filter((l) => l.msg === 'stopped');
    expect(stopped.length).toBe(2);
    expect(lines(server).some((l) => l.msg === 'all app processes stopped')).toBe(true);
  });
});
