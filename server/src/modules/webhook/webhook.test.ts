/**
 * The CRM webhook against a real HTTP receiver started here, through the real portal: a new
 * request reaches it signed, and the documented verification accepts it once; a replay (later,
 * or the same delivery again) and a re-signed or altered body are refused; a failing receiver is
 * retried with backoff and every attempt logged, then given up; a 担当者 and another company see
 * none of it; destinations on private or loopback addresses, or not https, are refused, and the
 * test receiver's exception is itself refused in production.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env';
import { callerOf, viewerOf } from '../../test/callers';
import { createSecretBox } from '../../lib/secret-box';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { item, newKey, submit } from '../document-request/document-request.test-support';
import { ok, refusedWith } from '../municipal-admin/municipal-admin.test-support';
import { UserProfile } from '../profile/profile.entity';
import { assertPublicDestination, isPrivateAddress, parseDestination } from './webhook-destination';
import { backoffMs } from './webhook-sender';
import { verifyWebhook } from './webhook-signature';
import { WebhookService } from './webhook.service';

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
  at: Date;
}

const SAVE = 'mutation($url: String!) { saveCompanyWebhook(url: $url) { url secret } }';
const VIEW = 'query { companyWebhook { url deliveries { id event status attempts lastStatusCode lastError } } }';
const TEST = 'mutation { sendCompanyWebhookTest { id status } }';

function receiver(answer: (count: number) => number) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers, at: new Date() });
      response.statusCode = answer(received.length);
      response.end();
    });
  });
  return { server, received };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe.each(DATABASES)('the CRM webhook on %s', (database) => {
  let server: TestServer;
  let vendor: Account & { companyId: string };
  let listing: string;
  let municipal: Account;
  const good = receiver(() => 200);
  // Fails twice, then accepts.
  const flaky = receiver((count) => (count <= 2 ? 500 : 204));
  let goodOrigin = '';
  let flakyOrigin = '';
  const secrets = { good: '', flaky: '' };

  beforeAll(async () => {
    goodOrigin = await listen(good.server);
    flakyOrigin = await listen(flaky.server);
    server = await startTestServer({
      database,
      env: {
        WEBHOOK_TEST_DESTINATIONS: `${goodOrigin},${flakyOrigin}`,
        WEBHOOK_RETRY_SECONDS: '0.1',
        WEBHOOK_POLL_SECONDS: '0.1',
      },
    });
    const operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listing = await publishedListing(server, vendor, operator);
    municipal = await municipalAccount(server, uniqueEmail('city.webhook.lg.jp'), '札幌市');
  });
  afterAll(async () => {
    await server?.stop();
    good.server.close();
    flaky.server.close();
  });

  it('signs a new request; the documented check accepts it once and refuses a replay or another signature', async () => {
    const saved = await ok<{ saveCompanyWebhook: { secret: string } }>(server, vendor, SAVE, {
      url: `${goodOrigin}/crm`,
    });
    secrets.good = saved.saveCompanyWebhook.secret;
    expect(secrets.good).toMatch(/^whsec_/);
    // Shown once: the settings never carry it again.
    expect(JSON.stringify(await ok(server, vendor, VIEW))).not.toContain(secrets.good);
    const sent = await submit(server, municipal.token, { idempotencyKey: newKey(), items: [item(listing)] });
    const uid = sent.data!.submitDocumentRequest[0]!.uid;
    await expect.poll(() => good.received.length, { timeout: 10_000 }).toBe(1);
    const [hit] = good.received;
    const payload = JSON.parse(hit!.body) as { event: string; data: { uid: string; items: { solutionId: string }[] } };
    expect(payload.event).toBe('document_request.received');
    expect(payload.data.uid).toBe(uid);
    expect(payload.data.items[0]!.solutionId).toBe(listing);
    const message = {
      body: hit!.body,
      timestamp: hit!.headers['x-portal-timestamp'] as string,
      signature: hit!.headers['x-portal-signature'] as string,
      deliveryId: hit!.headers['x-portal-delivery'] as string,
    };
    const seen = new Set<string>();
    expect(verifyWebhook(secrets.good, message, hit!.at, seen)).toBe('valid');
    // The same delivery again, inside the window: refused by its id.
    expect(verifyWebhook(secrets.good, message, hit!.at, seen)).toBe('replayed');
    // Replayed ten minutes later: outside the window.
    expect(verifyWebhook(secrets.good, message, new Date(hit!.at.getTime() + 600_000))).toBe('stale');
    // Signed with another secret, or the body changed under the signature.
    expect(verifyWebhook('whsec_another', message, hit!.at)).toBe('bad-signature');
    expect(verifyWebhook(secrets.good, { ...message, body: hit!.body.replace(uid, 'forged') }, hit!.at)).toBe(
      'bad-signature',
    );
    expect(verifyWebhook(secrets.good, { ...message, timestamp: String(Number(message.timestamp) + 1) }, hit!.at)).toBe(
      'bad-signature',
    );
    const log = await ok<{ companyWebhook: { deliveries: { status: string; lastStatusCode: number }[] } }>(
      server,
      vendor,
      VIEW,
    );
    expect(log.companyWebhook.deliveries[0]).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  });

  it('retries a failing receiver with backoff and logs every attempt; 「テスト送信」 goes at once', async () => {
    const saved = await ok<{ saveCompanyWebhook: { secret: string } }>(server, vendor, SAVE, {
      url: `${flakyOrigin}/in`,
    });
    secrets.flaky = saved.saveCompanyWebhook.secret;
    await ok(server, vendor, TEST);
    await expect.poll(() => flaky.received.length, { timeout: 15_000 }).toBe(3);
    // The schedule doubles (30 s, 1 min, 2 min, 4 min, 8 min by default); here 0.1 s, 0.2 s.
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(30, n) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect(flaky.received[2]!.at.getTime()).toBeGreaterThan(flaky.received[0]!.at.getTime());
    // Every attempt is signed with the new secret (the old one no longer verifies).
    for (const hit of flaky.received) {
      const message = {
        body: hit.body,
        timestamp: hit.headers['x-portal-timestamp'] as string,
        signature: hit.headers['x-portal-signature'] as string,
      };
      expect(verifyWebhook(secrets.flaky, message, hit.at)).toBe('valid');
      expect(verifyWebhook(secrets.good, message, hit.at)).toBe('bad-signature');
    }
    await expect
      .poll(async () => {
        const log = await ok<{ companyWebhook: { deliveries: { event: string; status: string; attempts: number }[] } }>(
          server,
          vendor,
          VIEW,
        );
        return log.companyWebhook.deliveries[0];
      })
      .toMatchObject({ event: 'test', status: 'delivered', attempts: 3 });
  });

  it('gives up after the last attempt, with the reason in the log', async () => {
    const dead = receiver(() => 503);
    const origin = await listen(dead.server);
    // The running server allows only its own receivers: this one is refused like any private address.
    expect(await refusedWith(server, vendor, SAVE, { url: `${origin}/x` })).toBe('BAD_USER_INPUT');
    // Pointed there behind the service's back (as a DNS answer that changed would), it is still not called.
    await server.dataSource.query('UPDATE company_webhooks SET url = ?', [
      `https://127.0.0.1:${new URL(origin).port}/x`,
    ]);
    await ok(server, vendor, TEST);
    await expect
      .poll(
        async () => {
          const log = await ok<{ companyWebhook: { deliveries: { status: string; lastError: string }[] } }>(
            server,
            vendor,
            VIEW,
          );
          return log.companyWebhook.deliveries[0]?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('failed');
    const log = await ok<{ companyWebhook: { deliveries: { attempts: number; lastError: string }[] } }>(
      server,
      vendor,
      VIEW,
    );
    expect(log.companyWebhook.deliveries[0]!.attempts).toBe(6);
    expect(log.companyWebhook.deliveries[0]!.lastError).toMatch(/private/);
    expect(dead.received).toHaveLength(0);
    dead.server.close();
  });

  it('is the 管理者’s alone: a 担当者, another company and municipal staff are refused', async () => {
    const operator = await operatorAccount(server);
    const foreign = await vendorAccount(server, operator);
    expect(await ok(server, foreign, VIEW)).toEqual({ companyWebhook: null });
    expect(await refusedWith(server, foreign, TEST)).toBe('NOT_FOUND');
    await server.dataSource
      .getRepository(UserProfile)
      .update({ uid: foreign.uid }, { companyId: Number(vendor.companyId), companyRole: 'staff' });
    server.portal.services.profiles.forgetRecent();
    expect(await refusedWith(server, foreign, VIEW)).toBe('FORBIDDEN');
    expect(await refusedWith(server, foreign, SAVE, { url: 'https://example.com/x' })).toBe('FORBIDDEN');
    expect(await refusedWith(server, municipal, VIEW)).toBe('FORBIDDEN');
  });

  it('refuses destinations that are not https or reach private and loopback addresses', async () => {
    const production = { testOrigins: [] as string[] };
    for (const url of [
      'http://example.com/hook',
      'ftp://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://user:pass@example.com/hook',
      goodOrigin,
    ]) {
      expect(() => parseDestination(url, production), url).toThrow();
    }
    expect(parseDestination('https://crm.example.com/hook', production).href).toBe('https://crm.example.com/hook');
    // A public-looking name that resolves to loopback is refused when it is resolved.
    await expect(assertPublicDestination(new URL('https://localtest.me/hook'), production)).rejects.toThrow();
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    // Through the service as production builds it: no exception for any origin.
    const inProduction = new WebhookService(server.dataSource, {
      ...production,
      box: createSecretBox(Buffer.alloc(32, 1)),
      queued: () => undefined,
    });
    const profile = await server.dataSource.getRepository(UserProfile).findOneByOrFail({ uid: vendor.uid });
    const caller = callerOf(viewerOf(vendor.uid, vendor.email), 'vendor', profile);
    await expect(inProduction.save(caller, goodOrigin)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(inProduction.save(caller, 'https://127.0.0.1/x')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // And the exception cannot be switched on in production.
    expect(() =>
      loadEnv({ NODE_ENV: 'production', WEBHOOK_TEST_DESTINATIONS: goodOrigin, SECRET_KEY: 'x' } as NodeJS.ProcessEnv),
    ).toThrow(ConfigError);
  });
});
