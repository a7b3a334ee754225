/**
 * Several processes writing one SQLite file (db/sqlite-writer.ts): `npm run serve` with
 * WEB_CONCURRENCY=2 on the embedded database, eight clients sending inquiries and document
 * requests at once on connections of their own (so both app processes take them), members
 * registering meanwhile. Every write a process acknowledged is in the file after both stopped,
 * and none answered with a server error.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import {
  municipalAccount,
  operatorAccount,
  publishedListing,
  registerMunicipal,
  signUp,
  vendorAccount,
} from '../test/earn-roles';
import { startPortalProcess, type PortalProcess } from '../test/portal-process';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

const WRITE_MS = 4000;
const INQUIRY = `mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }`;

function inquiry() {
  return {
    name: '並行 太郎',
    organization: 'テスト町役場',
    email: `writers-${randomBytes(4).toString('hex')}@town.test.lg.jp`,
    telephone: '0120-000-000',
    inquiryType: 'usage',
    body: '同時に送られたお問い合わせです。',
    privacyConsent: true,
    idempotencyKey: newKey(),
  };
}

describe('two app processes writing one SQLite file', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    sink = await startSmtpSink();
    portal = await startPortalProcess({
      DATA_DIR: database.dataDir,
      WEB_CONCURRENCY: '2',
      RATE_LIMITS:
        'inquiry.ip=100000/3600,request.account=100000/3600,request.ip=100000/3600,registration.ip=100000/3600',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_POLL_SECONDS: '0.5',
      SEARCH_SYNC_SECONDS: '1',
      LOG_LEVEL: 'info',
    });
    // The second process starts once the first listens: both must be serving before the writes.
    const deadline = Date.now() + 120_000;
    while ((portal.output().match(/"msg":"app process listening"/g) ?? []).length < 2) {
      if (Date.now() > deadline) throw new Error(`the second app process did not start:\n${portal.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await portal?.stop();
    await portal?.asServer.identity.close();
    await sink?.close();
    await database?.drop();
  });

  it('commits every acknowledged inquiry, document request and registration', async () => {
    const operator = await operatorAccount(portal.asServer);
    const vendor = await vendorAccount(portal.asServer, operator);
    const listing = await publishedListing(portal.asServer, vendor, operator);
    const requesters = await Promise.all([1, 2, 3, 4].map(() => municipalAccount(portal.asServer)));

    const inquiries: string[] = [];
    const requests: string[] = [];
    const registered: string[] = [];
    const failures: string[] = [];
    const until = Date.now() + WRITE_MS;
    // A fetch on a fresh connection: the cluster's primary hands each connection to the next process.
    const post = async (body: object, token?: string) => {
      const response = await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          connection: 'close',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (response.status >= 500) failures.push(`${response.status} ${await response.text()}`);
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const inquirer = async () => {
      while (Date.now() < until) {
        const answer = await post({ query: INQUIRY, variables: { input: inquiry() } });
        const uid = (answer.data?.submitInquiry as { uid?: string } | undefined)?.uid;
        if (uid) inquiries.push(uid);
        else failures.push(JSON.stringify(answer.errors));
      }
    };
    const requester = async (token: string) => {
      while (Date.now() < until) {
        const answer = await submit(portal.asServer, token, {
          idempotencyKey: newKey(),
          items: [item(listing)],
          confirmResend: true,
        });
        const uid = answer.data?.submitDocumentRequest[0]?.uid;
        if (uid) requests.push(uid);
        else failures.push(JSON.stringify(answer.errors));
      }
    };
    const registrant = async () => {
      while (Date.now() < until) {
        const account = await signUp(`writers-${randomBytes(4).toString('hex')}@city.test.lg.jp`);
        await registerMunicipal(portal.asServer, account).then(
          () => registered.push(account.uid),
          (error: Error) => failures.push(error.message),
        );
      }
    };
    await Promise.all([
      inquirer(),
      inquirer(),
      inquirer(),
      ...requesters.map((account) => requester(account.token)),
      registrant(),
    ]);
    expect(await portal.stop()).toBe(0);
    // Both processes answered some of the writes.
    const answering = new Set(
      [...portal.output().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((match) => match[1]),
    );
    expect(answering.size).toBe(2);

    expect(failures).toEqual([]);
    expect(inquiries.length).toBeGreaterThan(10);
    expect(requests.length).toBeGreaterThan(10);
    expect(registered.length).toBeGreaterThan(0);
    const file = new Database(path.join(database.dataDir, 'portal.sqlite'), { readonly: true });
    try {
      const stored = (table: string, column: string, keys: string[]) =>
        (
          file
            .prepare(`SELECT ${column} AS key FROM ${table} WHERE ${column} IN (${keys.map(() => '?').join(',')})`)
            .all(...keys) as { key: string }[]
        )
          .map((row) => row.key)
          .sort();
      expect(stored('inquiries', 'uid', inquiries)).toEqual([...inquiries].sort());
      expect(stored('document_requests', 'uid', requests)).toEqual([...requests].sort());
      expect(stored('user_profiles', 'uid', registered)).toEqual([...registered].sort());
    } finally {
      file.close();
    }
  });
});
