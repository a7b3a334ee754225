/**
 * Files are streamed, never held whole: a 50 MB PDF uploaded to and downloaded from a real server
 * process (on the local disk and on an S3-compatible server started here) raises that process's
 * resident memory by less than 30 MB, read from /proc while the transfer runs.
 *
 * What costs more when left alone (measured with process.memoryUsage() sampled every 2 ms): spent
 * body chunks waiting for V8's young collection, which it forces for backing stores only at 32 MB
 * (arrayBuffers +32–35 MB, one collection in a whole upload), and a new 5 MB buffer per S3 part
 * (+42 MB). Hence a young collection every 4 MB streamed (storage/gc-pacing.ts) and one reused
 * part buffer (storage/s3-multipart.ts): measured disk 6–7 MB up, 1–2 MB down; S3 14 MB up,
 * 4–5 MB down. A whole-file buffer alone would be 50 MB, and without the pacing the disk upload
 * rises 33 MB, so the bound fails when either comes back.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { PDF } from '../modules/listing/listing.test-support';
import { municipalAccount, operatorAccount, publishedListing, vendorAccount } from '../test/earn-roles';
import { startPortalProcess, type PortalProcess } from '../test/portal-process';
import { freePort } from '../test/process';
import { startLocalS3, type LocalS3 } from '../test/s3-server';

const MB = 1024 * 1024;

/** A body of `total` bytes that starts with `head`, generated in 64 KiB chunks, never whole. */
function generated(head: Buffer, total: number) {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return void controller.close();
      const base = sent === 0 ? Buffer.concat([head, chunk.subarray(head.length)]) : chunk;
      const part = base.subarray(0, Math.min(base.length, total - sent));
      sent += part.length;
      hash.update(part);
      controller.enqueue(part);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** The highest resident set size of the process while `work` runs, less the one before it. */
async function rssRise<T>(server: PortalProcess, work: () => Promise<T>): Promise<{ result: T; riseMb: number }> {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 10);
  try {
    const result = await work();
    return { result, riseMb: (Math.max(peak, server.rss()) - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

describe.each(['local', 's3'] as const)('a 50 MB PDF through a real process on the %s store', (store) => {
  let s3: LocalS3 | undefined;
  let server: PortalProcess;
  let metricsPort = 0;

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    metricsPort = await freePort();
    server = await startPortalProcess({ ...(s3?.env ?? {}), METRICS_PORT: String(metricsPort) });
  });
  afterAll(async () => {
    await server?.stop();
    await server?.asServer.identity.close();
    await s3?.close();
  });

  it('goes up and comes back down with the resident memory rising well below the file size', async () => {
    const portal = server.asServer;
    const operator = await operatorAccount(portal);
    const vendor = await vendorAccount(portal, operator);
    const send = async (body: ReadableStream) => {
      const response = await fetch(`${server.url}/api/uploads?purpose=document`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${vendor.token}`,
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent('大きな資料.pdf'),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { key: string; name: string; kind: string } }).data;
    };
    // Warm-up: a 64 KB upload loads the modules the first upload needs (the upload route, the
    // SDK's commands, the part buffer's pool) and costs about 0.5 MB; what is measured is the first
    // large file after it, not a steady state reached by sending large files before.
    await send(generated(PDF, 64 * 1024).stream);
    const body = generated(PDF, 50 * MB);
    const up = await rssRise(server, () => send(body.stream));
    const { key, name, kind } = up.result;
    const listing = await publishedListing(portal, vendor, operator, { document: { key, name, kind } });
    const requester = await municipalAccount(portal);
    const sent = await submit(portal, requester.token, { idempotencyKey: newKey(), items: [item(listing)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    const url = `${server.url}/api/request/${request.uid}/documents/${request.items[0]!.id}`;
    const down = await rssRise(server, async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${requester.token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(50 * MB));
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += part.length;
        hash.update(part);
      }
      return { bytes, digest: hash.digest('hex') };
    });
    expect(down.result).toEqual({ bytes: 50 * MB, digest: body.digest() });
    console.log(`${store}: server RSS rise, upload ${up.riseMb.toFixed(1)} MB, download ${down.riseMb.toFixed(1)} MB`);
    expect(up.riseMb).toBeLessThan(30);
    expect(down.riseMb).toBeLessThan(30);
  });

  it('serves its Prometheus metrics on METRICS_PORT, not on the public port', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toContain('portal_http_requests_total{operation="POST /api/uploads",status="2xx"}');
    expect(text).toContain('portal_mail_queue_depth');
    expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('portal_http_requests_total');
  });
});
