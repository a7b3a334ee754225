/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client, and so the IP rate-limit key.
 * The trusted proxy here is 127.0.0.2 (a specific address, not the `loopback` default): a request
 * from another peer with a forged header is keyed by its socket address, one relayed by the proxy
 * by the client address the proxy appended.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../config/env';
import { startTestServer, type TestServer } from '../test/harness';

const SEARCH = JSON.stringify({ query: '{ searchGrants { totalCount } }' });

/** A GraphQL search sent from `localAddress` (any 127.x address is this machine). */
function search(url: string, localAddress: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(SEARCH);
  });
}

describe('TRUST_PROXY set to the address of one proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: 'reference',
      env: { TRUST_PROXY: '127.0.0.2', RATE_LIMITS: 'search.ip=2/60' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keys an untrusted peer by its socket address, whatever X-Forwarded-For it forges', async () => {
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push(await search(server.url, '127.0.0.3', forged));
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('keys a request relayed by the trusted proxy by the client address it appended', async () => {
    // The client's own forged entry comes first; the proxy appends the address it saw.
    const relayed = (client: string) => search(server.url, '127.0.0.2', `203.0.113.99, ${client}`);
    expect([await relayed('192.0.2.10'), await relayed('192.0.2.10'), await relayed('192.0.2.10')]).toEqual([
      200, 200, 429,
    ]);
    expect(await relayed('192.0.2.11')).toBe(200);
  });
});

describe('the TRUST_PROXY setting', () => {
  it('accepts hop counts, addresses, subnets and the named ranges', () => {
    for (const value of [
      'false',
      '1',
      '2',
      'loopback',
      '10.0.0.5',
      '10.0.0.0/8, 127.0.0.1',
      'loopback,uniquelocal',
      '::1',
    ]) {
      expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
  });

  it('refuses "true" (every client would pick its own address) and malformed values, naming the setting', () => {
    for (const value of ['true', 'lopback', '10.0.0.300', '']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
