/**
 * Two app processes (the built server, started twice on different ports) on one MariaDB, one
 * Redis and one S3-compatible store, as production runs them behind a load balancer:
 * - a listing published through A is found by a search on B within SEARCH_SYNC_SECONDS;
 * - a file uploaded through A downloads through B;
 * - a rate limit counts the requests made to both;
 * - a stored mail is sent once, although both processes' mail workers poll the outbox;
 * - SIGTERM on A under a stream of writes loses no write A acknowledged, while B keeps answering.
 * Needs TEST_MYSQL_URL (MariaDB/MySQL) and Redis at 127.0.0.1:6379; the S3 store is started here.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { MP4, upload } from '../modules/listing/listing.test-support';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { municipalAccount, operatorAccount, publishedListing, vendorAccount, type Account } from '../test/earn-roles';
import { startPortalProcess, type PortalProcess } from '../test/portal-process';
import { startLocalS3, type LocalS3 } from '../test/s3-server';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

const SYNC_SECONDS = 1;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers PING at REDIS_URL (checked synchronously: the suite's skip needs it). */
function redisReachable(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `const s=require('net').connect(${port || 6379},'${hostname}');s.setTimeout(1000,()=>process.exit(1));
s.on('error',()=>process.exit(1));s.on('data',(d)=>process.exit(String(d).startsWith('+PONG')?0:1));s.write('PING\\r\\n');`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

const skipReason = !process.env.TEST_MYSQL_URL
  ? 'TEST_MYSQL_URL is not set: two processes need a shared MariaDB/MySQL (SQLite is one host, one file)'
  : !redisReachable()
    ? `Redis is not reachable at ${REDIS_URL}: the processes share rate limits through it`
    : null;
if (skipReason) console.warn(`two-process suite skipped: ${skipReason}`);

const SEARCH = `query($criteria: SearchInput) { searchSolutions(criteria: $criteria) { totalCount items { id title } } }`;

describe.skipIf(skipReason !== null)('two app processes on one MariaDB, Redis and S3 store', () => {
  let database: TestDatabase;
  let s3: LocalS3;
  let sink: SmtpSink;
  let a: PortalProcess;
  let b: PortalProcess;
  let operator: Account;
  let vendor: Account & { companyId: string };
  let listing: string;
  const prefix = `portal:rl:test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    s3 = await startLocalS3();
    sink = await startSmtpSink();
    const env = {
      ...s3.env,
      DATABASE_URL: database.url!,
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      RATE_LIMITS: 'search.account=8/60,request.account=100000/3600,request.ip=100000/3600',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_POLL_SECONDS: '0.5',
      SEARCH_SYNC_SECONDS: String(SYNC_SECONDS),
      SEARCH_INDEX_CACHE: 'false',
    };
    // One after the other: the first runs the migrations.
    a = await startPortalProcess(env);
    b = await startPortalProcess(env, a.asServer.identity);
    operator = await operatorAccount(a.asServer);
    vendor = await vendorAccount(a.asServer, operator);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await a?.asServer.identity.close();
    await sink?.close();
    await s3?.close();
    await database?.drop();
  });

  it('finds on B, within SEARCH_SYNC_SECONDS, a listing published through A', async () => {
    const searcher = await municipalAccount(b.asServer);
    const idsOnB = async () =>
      (
        await b.asServer.graphql<{ searchSolutions: { items: { id: string }[] } }>(
          SEARCH,
          { criteria: {} },
          searcher.token,
        )
      ).data!.searchSolutions.items.map((hit) => hit.id);
    // A fresh database: B knows no listing yet.
    expect(await idsOnB()).toEqual([]);
    listing = await publishedListing(a.asServer, vendor, operator);
    const published = Date.now();
    // Polled through the public count (no rate limit), then confirmed by one search.
    const countOnB = async () =>
      (await b.asServer.graphql<{ solutionCount: number }>('{ solutionCount }')).data!.solutionCount;
    while ((await countOnB()) === 0 && Date.now() - published < (SYNC_SECONDS + 3) * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seenAfterMs = Date.now() - published;
    console.log(`B found the listing published through A after ${seenAfterMs} ms`);
    expect(await idsOnB()).toContain(listing);
    // The follower's interval, plus a request's worth of slack on this shared machine.
    expect(seenAfterMs).toBeLessThan(SYNC_SECONDS * 1000 + 1500);
  });

  it('serves through B a file uploaded through A', async () => {
    const video = Buffer.concat([MP4, randomBytes(256 * 1024)]);
    const stored = await upload(a.asServer, vendor.token, 'video', video, 'demo.mp4');
    expect(stored.status).toBe(201);
    const served = await fetch(`${b.url}${stored.body.data!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const part = await fetch(`${b.url}${stored.body.data!.url}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
  });

  it('counts a rate limit across both processes', async () => {
    const searcher = await municipalAccount(a.asServer);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await server.asServer.graphql(SEARCH, { criteria: {} }, searcher.token)).status);
    }
    // 8 allowed in all, 4 through each: the ninth is refused by either process.
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await a.asServer.graphql(SEARCH, { criteria: {} }, searcher.token)).status).toBe(429);
    expect((await b.asServer.graphql(SEARCH, { criteria: {} }, searcher.token)).status).toBe(429);
  });

  it('sends a stored mail once, although both mail workers poll the outbox', async () => {
    const requester = await municipalAccount(a.asServer);
    const before = sink.messages.length;
    const sent = await submit(a.asServer, requester.token, { idempotencyKey: newKey(), items: [item(listing)] });
    expect(sent.errors).toBeUndefined();
    const connection = await createConnection({ uri: database.url! });
    try {
      const stored = async () =>
        Number(((await connection.query('SELECT COUNT(*) AS n FROM mail_outbox'))[0] as { n: number }[])[0]!.n);
      const total = await stored();
      await sink.waitFor(total, undefined, 15_000);
      // Every row marked sent after one attempt: neither worker picks it up again (a worker only
      // claims a pending row, and a claim holds it against the other while it is sent).
      await vi.waitFor(
        async () => {
          const [rows] = await connection.query(
            "SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent' OR attempts <> 1",
          );
          expect(Number((rows as { n: number }[])[0]!.n)).toBe(0);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(sink.messages.length).toBe(total);
      expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(sink.messages.length);
      expect(sink.messages.length).toBeGreaterThan(before);
    } finally {
      await connection.end();
    }
  });

  it('loses no acknowledged write when A stops with SIGTERM under load, while B keeps answering', async () => {
    const requester = await municipalAccount(a.asServer);
    const acknowledged: string[] = [];
    let stopWriting = false;
    const writer = async () => {
      while (!stopWriting) {
        try {
          // Writes on purpose: the same content again is a confirmed resend (resend-guard.ts).
          const answer = await submit(a.asServer, requester.token, {
            idempotencyKey: newKey(),
            items: [item(listing)],
            confirmResend: true,
          });
          const uid = answer.data?.submitDocumentRequest[0]?.uid;
          if (uid) acknowledged.push(uid);
        } catch {
          // Refused connections once A has closed its port: not acknowledged, nothing to keep.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const bStatuses: number[] = [];
    const reader = async () => {
      while (!stopWriting) {
        bStatuses.push((await fetch(`${b.url}/healthz`)).status);
        bStatuses.push((await b.asServer.graphql('{ solutionCount }')).status);
      }
    };
    const load = [writer(), writer(), writer(), reader()];
    // Under load: writes acknowledged by A, and B answering, before A is told to stop.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), { timeout: 30_000, interval: 20 });
    const countBefore = acknowledged.length;
    a.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    // B keeps answering once A has gone.
    const answeredBefore = bStatuses.length;
    await vi.waitFor(() => expect(bStatuses.length).toBeGreaterThanOrEqual(answeredBefore + 10), {
      timeout: 10_000,
      interval: 20,
    });
    stopWriting = true;
    await Promise.all(load);

    expect(countBefore).toBeGreaterThan(0);
    const connection = await createConnection({ uri: database.url! });
    try {
      const [rows] = await connection.query('SELECT uid FROM document_requests WHERE uid IN (?)', [acknowledged]);
      expect((rows as { uid: string }[]).map((row) => row.uid).sort()).toEqual([...acknowledged].sort());
    } finally {
      await connection.end();
    }
    expect(bStatuses.length).toBeGreaterThan(0);
    expect(bStatuses.every((status) => status === 200)).toBe(true);
  });
});
