/**
 * Files are served from both stores (local disk and an S3-compatible server started here) with
 * ranges: a video answers a Range with 206 (seeking), an impossible range 416, and document
 * downloads honour ranges too, all with the headers files always had (sandbox CSP, nosniff,
 * disposition). The 50 MB memory bound is measured on a real process: scale/file-memory.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { MP4, PDF, upload } from '../modules/listing/listing.test-support';
import { municipalAccount, operatorAccount, publishedListing, vendorAccount, type Account } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { startLocalS3, type LocalS3 } from '../test/s3-server';

const MB = 1024 * 1024;
describe.each(['local', 's3'] as const)('streamed files on the %s store', (store) => {
  let s3: LocalS3 | undefined;
  let server: TestServer;
  let operator: Account;
  let vendor: Account & { companyId: string };

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    server = await startTestServer({ env: s3?.env ?? {} });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  it('serves a requested document in ranges too (PDF viewers), with its disposition', async () => {
    const listing = await publishedListing(server, vendor, operator);
    const requester = await municipalAccount(server);
    const sent = await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(listing)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    const url = `${server.url}/api/request/${request.uid}/documents/${request.items[0]!.id}`;
    const whole = await fetch(url, { headers: { authorization: `Bearer ${requester.token}` } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PDF)).toBe(true);
    const part = await fetch(url, { headers: { authorization: `Bearer ${requester.token}`, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PDF.length}`);
    expect(part.headers.get('content-disposition')).toContain('attachment');
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('%PDF-1.4');
  });

  it('serves a video in ranges (206) so it can seek, and 416 for a range past its end', async () => {
    const video = Buffer.concat([MP4, Buffer.alloc(3 * MB, 9), Buffer.from('the-end')]);
    const stored = await upload(server, vendor.token, 'video', video, 'demo.mp4');
    const url = `${server.url}${stored.body.data!.url}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const seek = await fetch(url, { headers: { range: `bytes=${video.length - 7}-` } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes ${video.length - 7}-${video.length - 1}/${video.length}`);
    expect(seek.headers.get('content-length')).toBe('7');
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(seek.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(seek.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await seek.arrayBuffer()).toString()).toBe('the-end');

    const beyond = await fetch(url, { headers: { range: `bytes=${video.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });
});
