/**
 * POST /api/uploads at the protocol edge: the caller, the purpose and the declared length are
 * judged before a byte of the body is read, the cap is enforced while the body streams, and a
 * disabled or revoked account is refused here as on every other route (files and document
 * downloads included).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, item, newKey } from '../modules/document-request/document-request.test-support';
import { MP4, PDF, PNG, upload } from '../modules/listing/listing.test-support';
import { DATABASES } from '../test/databases';
import { municipalAccount, operatorAccount, publishedListing, vendorAccount, type Account } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { nextWholeSecond } from '../test/settled';

const MB = 1024 * 1024;

interface Early {
  status: number;
  body: { error?: { code: string; message: string; fields?: Record<string, string> } };
  /** Body bytes the client had handed to the socket when the answer arrived. */
  sent: number;
  /** Resolves with the bytes sent in all when the server closed the connection. */
  closed: Promise<number>;
}

function parsed(raw: Buffer): Early['body'] {
  try {
    return JSON.parse(raw.toString('utf8')) as Early['body'];
  } catch {
    return {};
  }
}

/**
 * Starts an upload that declares `declared` bytes (or streams chunked when null) and writes the
 * body slowly, 64 KiB every few milliseconds, up to `total` bytes, also after the answer came;
 * resolves with the answer as soon as it arrives, however much of the body is still unsent.
 */
function slowUpload(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  declared: number | null,
  total: number,
  lead: Buffer = MP4,
) {
  return new Promise<Early>((resolve, reject) => {
    const request = http.request(new URL(path, server.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(declared === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declared) }),
        ...headers,
      },
    });
    let sent = 0;
    let answered = false;
    const closed = new Promise<number>((done) => request.on('close', () => done(sent)));
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      if (request.destroyed) return;
      if (sent >= total) return void request.end();
      // Never past `total`: the server keeps a connection whose refused body it read to the end
      // (the agent keeps connections alive), and bytes past a declared length would be parsed as
      // the next request on it, which then got Node's bare 400 instead of its own answer.
      const full = sent === 0 ? Buffer.concat([lead, chunk.subarray(lead.length)]) : chunk;
      const part = full.subarray(0, total - sent);
      sent += part.length;
      request.write(part, (error) => (error ? undefined : setTimeout(pump, 5)));
    };
    request.on('response', (response) => {
      answered = true;
      const at = sent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: parsed(Buffer.concat(parts)), sent: at, closed }),
      );
    });
    // The server closes the socket on a refused body while the client is still writing.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

describe.each(DATABASES)('the upload edge on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account & { companyId: string };

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers an anonymous 50 MB upload 401 without reading its body, and closes the connection', async () => {
    const answer = await slowUpload(server, '/api/uploads?purpose=video', {}, 50 * MB, 50 * MB);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('UNAUTHENTICATED');
    // The answer came while almost all of the body was still on the client, and the server
    // hung up soon after instead of reading the rest.
    expect(answer.sent).toBeLessThan(4 * MB);
    expect(await answer.closed).toBeLessThan(40 * MB);
  });

  it('refuses a declared length over the purpose cap with 413 before reading the body', async () => {
    const answer = await slowUpload(
      server,
      '/api/uploads?purpose=image',
      { authorization: `Bearer ${vendor.token}` },
      10 * MB + 1,
      10 * MB + 1,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error?.fields).toEqual({ images: 'ファイルサイズは10MB以下にしてください' });
    expect(answer.sent).toBeLessThan(4 * MB);
    expect(await answer.closed).toBeLessThan(40 * MB);
  });

  it('stops a chunked body as soon as it passes the cap', async () => {
    const answer = await slowUpload(
      server,
      '/api/uploads?purpose=thumbnail',
      { authorization: `Bearer ${vendor.token}` },
      null,
      64 * MB,
      PNG,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error?.fields).toEqual({ thumbnail: 'ファイルサイズは10MB以下にしてください' });
    // Loopback socket buffers hold several MB the server has not read yet, more so on a busy
    // machine: a server that read the whole body before answering would show all 64 MB here.
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(await answer.closed).toBeLessThan(64 * MB);
  });

  it('refuses an unknown purpose before reading the body', async () => {
    const answer = await slowUpload(
      server,
      '/api/uploads?purpose=archive',
      { authorization: `Bearer ${vendor.token}` },
      50 * MB,
      50 * MB,
    );
    expect(answer.status).toBe(400);
    expect(answer.sent).toBeLessThan(4 * MB);
  });

  it('streams a large video to storage and serves it back whole', async () => {
    const video = Buffer.concat([MP4, Buffer.alloc(12 * MB, 7)]);
    const stored = await upload(server, vendor.token, 'video', video, 'demo.mp4');
    expect(stored.status).toBe(201);
    const served = await fetch(`${server.url}${stored.body.data!.url}`);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
  });
});

describe.each(DATABASES)('one session check for uploads, files and downloads on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a disabled vendor and a revoked operator on uploads and files, after they had worked', async () => {
    const operator = await operatorAccount(server);
    const vendor = await vendorAccount(server, operator);
    const image = await upload(server, vendor.token, 'image', PNG, 'logo.png');
    expect(image.status).toBe(201);
    expect((await upload(server, operator.token, 'document', PDF, 'x.pdf')).status).toBe(201);
    const file = (token: string) =>
      fetch(`${server.url}${image.body.data!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await file(vendor.token)).status).toBe(200);

    await server.identity.auth.updateUser(vendor.uid, { disabled: true });
    // Revocation is recorded in whole seconds: revoke in a later second than the token's sign-in.
    await nextWholeSecond();
    await server.identity.auth.revokeRefreshTokens(operator.uid);

    for (const token of [vendor.token, operator.token]) {
      const refused = await upload(server, token, 'image', PNG, 'again.png');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHENTICATED');
      expect((await file(token)).status).toBe(401);
    }
    // Without a token the public image is still served.
    expect((await fetch(`${server.url}${image.body.data!.url}`)).status).toBe(200);
  });

  it('refuses a disabled requester and a revoked one on document downloads', async () => {
    const operator = await operatorAccount(server);
    const vendor = await vendorAccount(server, operator);
    const listing = await publishedListing(server, vendor, operator);
    const download = async (account: Account) => {
      const sent = await submit(server, account.token, { idempotencyKey: newKey(), items: [item(listing)] });
      const request = sent.data!.submitDocumentRequest[0]!;
      const url = `${server.url}/api/request/${request.uid}/documents/${request.items[0]!.id}`;
      const get = () => fetch(url, { headers: { authorization: `Bearer ${account.token}` } });
      expect((await get()).status).toBe(200);
      return get;
    };
    const disabled = await municipalAccount(server);
    const revoked = await municipalAccount(server);
    const again = [await download(disabled), await download(revoked)];
    await server.identity.auth.updateUser(disabled.uid, { disabled: true });
    await nextWholeSecond();
    await server.identity.auth.revokeRefreshTokens(revoked.uid);
    for (const get of again) expect((await get()).status).toBe(401);
  });
});
