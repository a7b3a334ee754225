/**
 * The edges of the protocol: security headers and CSP, same-origin CORS, request ids on every
 * response and log line, logs without personal data, body limits and malformed JSON.
 */
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';
import { redact, safePath } from './logging';
import { HSTS_MAX_AGE_SECONDS, securityHeaders } from './security';

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('protocol edges', () => {
  let server: TestServer;
  let allowed: TestServer;
  const logs = memoryLogger();

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference', logger: logs.logger });
    allowed = await startTestServer({ seed: 'reference', env: { CORS_ORIGINS: 'https://partner.example.jp' } });
  });
  afterAll(async () => {
    await server?.stop();
    await allowed?.stop();
  });

  it('sends security headers with a strict CSP on pages and API answers', async () => {
    for (const path of ['/', '/healthz', '/api/service/any/count', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(
        /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com/,
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('sends HSTS of at least a year and no emulator host in production', async () => {
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'portal-prod' });
    const app = express().use(securityHeaders({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }));
    app.get('/', (_request, response) => response.send('ok'));
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`);
    listener.close();
    const hsts = response.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('127.0.0.1');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('is same-origin by default and admits only configured origins', async () => {
    const preflight = (url: string, origin: string) =>
      fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const denied = await preflight(server.url, 'https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${server.url}/api/service/any/count`, { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const partner = await preflight(allowed.url, 'https://partner.example.jp');
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example.jp');
    const stranger = await preflight(allowed.url, 'https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts X-Request-Id on every response, keeping only safe caller ids', async () => {
    for (const path of ['/', '/healthz', '/api/nothing', '/graphql', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc');
    const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'evil\tline {"level":60}' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs every request with its id and without personal data', async () => {
    const email = uniqueEmail();
    const user = await server.user({ email, profile: {} });
    logs.lines.length = 0;
    const response = await fetch(`${server.url}/api/auth/${user.uid}?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${user.token}`, 'x-request-id': 'trace-42' },
    });
    expect(response.status).toBe(200);
    await fetch(`${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent(email)}`);
    const text = JSON.stringify(logs.lines);
    expect(logs.lines.length).toBeGreaterThanOrEqual(2);
    for (const line of logs.lines) expect(line.reqId, JSON.stringify(line)).toBeTruthy();
    expect(logs.lines.some((line) => line.reqId === 'trace-42')).toBe(true);
    expect(text).not.toContain(email);
    expect(text).not.toContain(user.uid);
    expect(text).not.toContain(user.token.slice(0, 20));
  });

  it('redacts quoted values and e-mail addresses from logged errors', () => {
    expect(redact("Duplicate entry 'taro@city.lg.jp' for key 'email'")).toBe("Duplicate entry '…' for key '…'");
    expect(safePath('/api/users/abc123?x=1')).toBe('/api/users/:uid');
    expect(safePath('/api/auth/edit')).toBe('/api/auth/edit');
  });

  it('answers malformed JSON, oversized bodies and unknown API paths in the API’s shape', async () => {
    const broken = await fetch(`${server.url}/api/auth/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"uid": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      success: false,
      data: null,
      error: { code: 'BAD_USER_INPUT', message: 'リクエストの JSON が正しくありません。' },
    });
    const large = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ grantCount }', variables: { pad: 'x'.repeat(300 * 1024) } }),
    });
    expect(large.status).toBe(413);
    expect(((await large.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'リクエストが大きすぎます。',
    );
    const missing = await fetch(`${server.url}/api/no/such/route`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
