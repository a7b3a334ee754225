/** Precompressed assets and the compressed page shell, over real HTTP. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedDocument, precompressedAssets } from './static-assets';

const SCRIPT = `export const answer = ${JSON.stringify('回答'.repeat(400))};\n`;

function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('precompressed static files', () => {
  let server: http.Server;
  let origin: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-assets-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'app-1234.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'app-1234.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'app-1234.js.gz'), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};\n');
    const app = express();
    app.use('/assets', precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: '365d' }));
    app.get('/', compressedDocument('<!doctype html><title>ポータル</title>'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli when accepted, gzip otherwise, and the file as it is to a client that takes neither', async () => {
    const br = await get(`${origin}/assets/app-1234.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(`${origin}/assets/app-1234.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(`${origin}/assets/app-1234.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('serves files without a compressed twin, and 404 for unknown ones', async () => {
    const tiny = await get(`${origin}/assets/tiny.js`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect((await get(`${origin}/assets/missing.js`, 'br')).status).toBe(404);
    expect((await get(`${origin}/assets/%E0%A4%A.js`, 'br')).status).toBe(404);
  });

  it('compresses the page shell once and sends the encoding the browser takes', async () => {
    const page = await get(`${origin}/`, 'gzip, deflate, br, zstd');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('ポータル');
    const plain = await get(`${origin}/`);
    expect(plain.body.toString()).toContain('ポータル');
  });
});
