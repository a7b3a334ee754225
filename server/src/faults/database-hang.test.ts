/**
 * Fault suite: a database that hangs rather than goes away (mariadbd SIGSTOPped: its sockets stay
 * open and nothing answers). Every statement and every wait for a pooled connection has a
 * deadline (DB_STATEMENT_TIMEOUT_MS), so requests that need the database answer 503 with
 * Retry-After within a few seconds instead of hanging, and the portal recovers on SIGCONT.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../test/process';
import { registerMunicipal, signUp, verifyAddress } from '../test/earn-roles';
import { uniqueEmail } from '../test/users';
import { createThrowawayMariaDb, MARIADBD, type ThrowawayMariaDb } from './mariadb';

const available = Boolean(MARIADBD);
if (!available && process.env.CI) throw new Error('CI needs mariadbd for the fault suite');

const DEADLINE_MS = 1500;
/** The statement deadline, a connection's own deadline after it, and slack for a loaded machine. */
const ANSWER_WITHIN_MS = 3 * DEADLINE_MS + 1500;

interface Timed {
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: Date.now() - started };
}

describe.skipIf(!available)('a hanging database (SIGSTOP) on a throwaway MariaDB', () => {
  let db: ThrowawayMariaDb;
  let server: ServerProcess;
  let uid: string;
  let token: string;
  const me = () =>
    timed(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { uid division } }' }),
    });
  const profile = () => timed(`${server.url}/api/auth/${uid}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    db = await createThrowawayMariaDb();
    server = await spawnServer({ DATABASE_URL: db.url, DB_STATEMENT_TIMEOUT_MS: String(DEADLINE_MS) });
    await server.ready();
    // A member signed up and registered as a user does (test/earn-roles.ts).
    const account = await verifyAddress(await signUp(uniqueEmail()));
    await registerMunicipal(server, account);
    ({ uid, token } = account);
  });
  afterAll(async () => {
    db?.thaw();
    server?.kill('SIGKILL');
    await db?.destroy();
  });

  it('answers 503 with Retry-After within seconds while mariadbd is stopped, then recovers', async () => {
    expect((await me()).status).toBe(200);
    db.freeze();
    try {
      // More requests at once than the pool has connections: some wait for a connection.
      const answers = await Promise.all([...Array.from({ length: 8 }, me), ...Array.from({ length: 8 }, profile)]);
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(503);
        expect(answer.retryAfter).toMatch(/^\d+$/);
        expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(answer.body).toContain(ERROR_MESSAGES.SERVICE_UNAVAILABLE);
      }
      const graphql = JSON.parse(answers[0]!.body) as { errors: { extensions: { code: string } }[] };
      expect(graphql.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
      const rest = JSON.parse(answers[8]!.body) as { error: { code: string } };
      expect(rest.error.code).toBe('SERVICE_UNAVAILABLE');
      // Still hanging: later requests do not hang either.
      for (const answer of [await me(), await profile()]) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
    } finally {
      db.thaw();
    }
    const deadline = Date.now() + 30_000;
    let after = await profile();
    while (after.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await profile();
    }
    expect(after.status).toBe(200);
    expect((await me()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  }, 90_000);
});
