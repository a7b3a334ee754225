/**
 * The request logger (logging.ts), which replaced pino-http for its cost per request: one line
 * per request with its id, method, path without the query, status and time, at the level the
 * status calls for; request.log lines carry the id; health checks and assets are not logged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequestLogger } from './logging';

describe('request logger', () => {
  const lines: Record<string, unknown>[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = express();
    app.use(createRequestLogger(pino({ level: 'info' }, stream)));
    app.get('/healthz', (_request, response) => void response.send('ok'));
    app.get('/fails', (_request, response) => void response.status(503).send('no'));
    app.use('/api', (request, response) => {
      request.log.info({ detail: 1 }, 'inside');
      response.json({ ok: true });
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Resolves once the line for a finished request is written (pino writes after the response). */
  const logged = (msg: string) =>
    vi.waitFor(() => expect(lines.some((line) => line.msg === msg)).toBe(true), { timeout: 2_000, interval: 5 });

  it('writes one line per request, with the id, the path as it arrived (no query, no uid) and the status', async () => {
    lines.length = 0;
    const response = await fetch(`${url}/api/users/list?email=someone@example.jp`, {
      headers: { 'x-request-id': 'trace-7' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-7');
    await logged('request completed');
    const inside = lines.find((l) => l.msg === 'inside');
    expect(inside).toMatchObject({ reqId: 'trace-7', detail: 1 });
    const done = lines.find((l) => l.msg === 'request completed');
    expect(done).toMatchObject({
      level: 30,
      reqId: 'trace-7',
      req: { method: 'GET', path: '/api/users/:uid' },
      res: { statusCode: 200 },
    });
    expect(typeof done?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('someone@example.jp');
  });

  it('logs a server error at error level, and no line for health checks', async () => {
    lines.length = 0;
    await fetch(`${url}/healthz`);
    await fetch(`${url}/fails`);
    // The health check's request finished first: had it a line, that line would be there now.
    await logged('request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', res: { statusCode: 503 } });
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
