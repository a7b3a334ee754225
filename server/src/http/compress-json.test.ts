/**
 * Compressed API answers through a real server: brotli when accepted, gzip otherwise, identity
 * for clients that accept neither, always with Vary: Accept-Encoding; small answers go as they are.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { compressJson, preferredEncoding } from './compress-json';

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

describe('which compressed bodies are kept', () => {
  let origin: string;
  let close: () => void;
  // Built anew for every request, as an executed search's JSON is: equal text, another string.
  const bodyOf = (name: string) => JSON.stringify({ name, text: '自治体の検索結果'.repeat(400) });

  beforeAll(async () => {
    const app = express();
    app.use(compressJson());
    app.get('/:name', (request, response) => {
      response.type('json').send(bodyOf(request.params.name));
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = () => listening.close();
  });
  afterAll(() => close?.());

  it('keeps nothing of a body sent once, and compresses a body sent again only once more', async () => {
    const compressions = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      for (let i = 0; i < 4; i++) {
        const answer = await get(`${origin}/popular`, 'br');
        expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(bodyOf('popular'));
      }
      // The first sending is compressed and forgotten, the second compressed and kept.
      expect(compressions).toHaveBeenCalledTimes(2);
      for (const name of ['once-1', 'once-2', 'once-3']) {
        const answer = await get(`${origin}/${name}`, 'br');
        expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(bodyOf(name));
      }
      expect(compressions).toHaveBeenCalledTimes(5);
      await get(`${origin}/popular`, 'br');
      expect(compressions).toHaveBeenCalledTimes(5);
    } finally {
      compressions.mockRestore();
    }
  });
});
