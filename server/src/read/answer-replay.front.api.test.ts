/**
 * The front replay (read/answer-replay.ts, answer-wire.ts): once a search went out for a variant
 * of the request (its encoding and Origin), the same request is answered before Express with the
 * same bytes and every header, a new request id, its own log line and its metrics; a conditional
 * GET, another encoding or another Origin goes through Express. Through the real server on SQLite
 * and (with TEST_MYSQL_URL) MariaDB.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../test/databases';
import { signUp } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { SearchFixtures, inProcessSearch } from '../test/search-fixtures';

const ALLOWED = 'https://partner.example.jp';
const search = (keyword: string) => `/api/service/grants/search?keyword=${encodeURIComponent(keyword)}`;

/** Every header but those made for each response. */
function headersOf(response: Response): Record<string, string> {
  const all = Object.fromEntries(response.headers);
  delete all.date;
  delete all['x-request-id'];
  return all;
}

describe.each(DATABASES)('front replay on %s', (database) => {
  let server: TestServer;
  const lines: { reqId?: string; req?: { path: string }; res?: { statusCode: number } }[] = [];

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers: { 'accept-encoding': 'gzip', ...headers } });
  /** Express's own entry: called for every request the front replay does not answer. */
  const throughExpress = () =>
    vi.spyOn(server.portal.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    server = await startTestServer({
      database,
      seed: 'reference',
      env: { CORS_ORIGINS: ALLOWED },
      logger: pino({ level: 'info' }, stream),
    });
    await new SearchFixtures(server.dataSource, server.portal.services.search).grants([
      { title: '防災無線の更新補助' },
      { title: '防災備蓄の購入補助' },
    ]);
    // The change log's follower would apply that write again within seconds, emptying the caches
    // in the middle of a test; applied now, it has nothing left to do.
    await inProcessSearch(server).catchUp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a repeated search before Express with the same bytes and every header', async () => {
    const path = search('防災');
    const first = await get(path);
    const express = throughExpress();
    try {
      const again = await get(path);
      expect(express).not.toHaveBeenCalled();
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.headers.get('content-encoding')).toBe('gzip');
      expect(again.headers.get('content-security-policy')).toBeTruthy();
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    } finally {
      express.mockRestore();
    }
  });

  it('logs each replayed request and counts it under the operation of the first answer', async () => {
    const path = search('更新');
    const counted = async () => {
      const metric = await server.portal.metrics.registry.getSingleMetric('portal_http_requests_total')!.get();
      return metric.values
        .filter((v) => String(v.labels.operation).includes('/search'))
        .reduce((a, v) => a + v.value, 0);
    };
    await get(path);
    const before = await counted();
    const replayed = await get(path);
    const id = replayed.headers.get('x-request-id');
    // The log's batch is flushed every 500 ms.
    await vi.waitFor(() => expect(lines.some((l) => l.reqId === id)).toBe(true), { timeout: 5_000, interval: 20 });
    expect(await counted()).toBe(before + 1);
    const line = lines.find((l) => l.reqId === id);
    expect(line?.req?.path).toBe('/api/service/grants/search');
    expect(line?.res?.statusCode).toBe(200);
  });

  it('goes through Express for another encoding, another Origin and a conditional GET', async () => {
    const path = search('備蓄');
    const first = await get(path, { origin: ALLOWED });
    expect(first.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const express = throughExpress();
    try {
      const other = await get(path, { origin: 'https://elsewhere.example.com' });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const identity = await get(path, { origin: ALLOWED, 'accept-encoding': 'identity' });
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(await identity.text())).toEqual(JSON.parse(await first.clone().text()));
      // fetch adds Cache-Control: no-cache to a conditional request, which makes any answer stale.
      const conditional = await get(path, {
        origin: ALLOWED,
        'if-none-match': first.headers.get('etag')!,
        'cache-control': 'max-age=0',
      });
      expect(conditional.status).toBe(304);
      expect(express).toHaveBeenCalledTimes(3);
      // Each variant, once sent, is replayed from the front too.
      await get(path, { origin: 'https://elsewhere.example.com' });
      expect(express).toHaveBeenCalledTimes(3);
    } finally {
      express.mockRestore();
    }
  });

  it('checks a request it refuses once, then lets Express answer the refusal', async () => {
    const account = await signUp();
    const path = search('無線');
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    await get(path, bearer(account.token));
    await get(path, bearer(account.token)); // replayed from the front
    const verify = vi.spyOn(server.identity, 'verify');
    try {
      const forged = await get(path, bearer(`${account.token.slice(0, -4)}AAAA`));
      expect(forged.status).toBe(401);
      // Once by the front replay, once by the normal path's context: never by the replay in Express.
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
