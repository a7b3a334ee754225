/**
 * Compressed API answers through a real server: brotli when accepted, gzip otherwise, identity
 * for clients that accept neither, always with Vary: Accept-Encoding; small answers go as they are.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { preferredEncoding } from './compress-json';

function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(
        url,
        { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('compressed API answers', () => {
  let server: TestServer;
  let search: string;
  let graphqlSearch: string;

  beforeAll(async () => {
    server = await startTestServer();
    search = `${server.url}/api/service/grants/search?searchKeyword=`;
    graphqlSearch = `${server.url}/graphql?query=${encodeURIComponent('{ searchGrants { totalCount items { id title excerpt } } }')}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends a search page brotli- or gzip-compressed, the same JSON as uncompressed', async () => {
    const plain = await get(search);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.length).toBeGreaterThan(4000);

    const br = await get(search, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const gzip = await get(search, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it('compresses GraphQL answers too', async () => {
    // What Apollo's CSRF prevention asks of a GET query (the client sends it too).
    const preflight = { 'apollo-require-preflight': 'true' };
    const plain = await get(graphqlSearch, undefined, preflight);
    const br = await get(graphqlSearch, 'br', preflight);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves small answers as they are', async () => {
    const count = await get(`${server.url}/api/service/grants/count?searchType=grants`, 'br');
    expect(count.status).toBe(200);
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(count.body.toString())).toEqual({ contents: { totalCount: expect.any(Number) } });
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
