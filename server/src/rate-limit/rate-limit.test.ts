/**
 * Rate limits: per account first, per IP second, 429 with Retry-After and a Japanese message on
 * GraphQL and REST, in memory and shared through Redis between two app processes.
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@portal/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../config/env';
import { startTestServer, type TestServer } from '../test/harness';
import { PROFILE_DEFAULTS, type TestUser } from '../test/users';
import { createRateLimiter, ipKey } from './limiter';
import { resolveRateLimits } from './limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEARCH = '{ searchGrants { totalCount } }';

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function restSearch(server: TestServer, user?: TestUser) {
  return fetch(`${server.url}/api/service/grants/search?searchKeyword=a`, {
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
  });
}

describe('rate limits in memory', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: 'reference',
      env: { RATE_LIMITS: 'search.account=3/60,search.ip=5/60,registration.account=1/3600' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits an account first, then the IP it shares with others', async () => {
    const first = await server.user({ profile: {} });
    const second = await server.user({ profile: {} });
    for (let i = 0; i < 3; i++) expect((await server.graphql(SEARCH, {}, first.token)).errors).toBeUndefined();
    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ query: SEARCH }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]).toMatchObject({
      message: ERROR_MESSAGES.RATE_LIMITED,
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    // The refused call did not count against the IP: the second account has two left from it.
    expect((await restSearch(server, second)).status).toBe(200);
    expect((await restSearch(server, second)).status).toBe(200);
    const byIp = await restSearch(server, second);
    expect(byIp.status).toBe(429);
    expect(byIp.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await byIp.json()).toEqual({
      contents: null,
      error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED },
    });
    // Counting only the named operations: counts and details are not searches.
    expect((await server.graphql('{ grantCount }', {}, second.token)).errors).toBeUndefined();
  });

  it('limits registrations per account over REST with Retry-After', async () => {
    const user = await server.user({ profile: null });
    const register = () =>
      fetch(`${server.url}/api/auth/mun-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ uid: user.uid, email: user.email, ...PROFILE_DEFAULTS }),
      });
    expect((await register()).status).toBe(200);
    const refused = await register();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({ success: false, data: null, error: { code: 'RATE_LIMITED' } });
  });
});

describe('the rate limiter', () => {
  it('applies a named limit in one call, per account then per IP', async () => {
    const limiter = createRateLimiter(
      { RATE_LIMITS: 'inquiry.account=1/60,inquiry.ip=2/60', RATE_LIMIT_REDIS_PREFIX: 'x' },
      pino({ level: 'silent' }),
    );
    await limiter.consume('inquiry', { uid: 'a', ip: '203.0.113.9' });
    await expect(limiter.consume('inquiry', { uid: 'a', ip: '203.0.113.9' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await limiter.consume('inquiry', { uid: null, ip: '203.0.113.9' });
    await expect(limiter.consume('inquiry', { uid: 'b', ip: '203.0.113.9' })).rejects.toMatchObject({
      message: ERROR_MESSAGES.RATE_LIMITED,
    });
    await limiter.consume('inquiry', { uid: 'c', ip: '198.51.100.7' });
    await limiter.close();
  });

  it('counts an IPv6 client by its /64 prefix', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('refuses a malformed RATE_LIMITS setting at start, naming it', () => {
    expect(() => resolveRateLimits('search.account=ten/60')).toThrow(/name\.account=points\/seconds/);
    expect(() => resolveRateLimits('nosuch.ip=1/1')).toThrow(/not a rate limit/);
    expect(() => loadEnv({ RATE_LIMITS: 'search=1' })).toThrow(ConfigError);
    expect(() => loadEnv({ RATE_LIMITS: 'search=1' })).toThrow(/RATE_LIMITS/);
    expect(resolveRateLimits('search.ip=7/30').search.ip).toEqual({ points: 7, seconds: 30 });
  });
});

describe('rate limits shared through Redis', async () => {
  const reachable = await redisReachable();
  if (!reachable) console.warn(`Redis is not reachable at ${REDIS_URL}: the shared-limit test is skipped.`);
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!reachable) return;
    const env = {
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `portal-test-${randomBytes(6).toString('hex')}`,
      RATE_LIMITS: 'search.account=2/60',
    };
    a = await startTestServer({ seed: 'reference', env });
    b = await startTestServer({ seed: 'reference', env });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it.skipIf(!reachable)('counts an account across two app processes', async () => {
    expect(a.portal.rateLimiter.store).toBe('redis');
    const user = await a.user({ profile: {} });
    expect((await a.graphql(SEARCH, {}, user.token)).errors).toBeUndefined();
    expect((await b.graphql(SEARCH, {}, user.token)).errors).toBeUndefined();
    const third = await a.graphql(SEARCH, {}, user.token);
    expect(third.status).toBe(429);
    expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('rate limits when Redis is away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: 'reference',
      env: { RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMITS: 'search.account=1/60' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps answering and counts in process memory instead', async () => {
    const user = await server.user({ profile: {} });
    expect((await server.graphql(SEARCH, {}, user.token)).errors).toBeUndefined();
    expect((await server.graphql(SEARCH, {}, user.token)).status).toBe(429);
  });
});
