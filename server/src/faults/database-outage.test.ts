/**
 * Fault suite (`npm run test:faults`): the real server process on a throwaway MariaDB that is
 * stopped, killed and restarted under traffic. While the database is away /healthz and the API
 * answer 503 with a Japanese message, the process stays up, it recovers by itself, and nothing
 * that was acknowledged is lost. SQLite is embedded in the process and cannot go away on its own;
 * on SQLite this suite covers the shutdown (shutdown.test.ts).
 */
import { ERROR_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../test/process';
import { registerMunicipal, signUp, verifyAddress } from '../test/earn-roles';
import { PROFILE_DEFAULTS, uniqueEmail } from '../test/users';
import { createThrowawayMariaDb, MARIADBD, type ThrowawayMariaDb } from './mariadb';

const available = Boolean(MARIADBD);
if (!available && process.env.CI) throw new Error('CI needs mariadbd for the fault suite');

interface Outcome {
  path: string;
  status: number;
  body: string;
}

/** Mixed requests, two at a time, until stopped; every answer is kept. */
function startTraffic(url: string, token: string, uid: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  const requests: [string, RequestInit][] = [
    ['/healthz', {}],
    ['/api/service/grants/search?searchKeyword=a', {}],
    [`/api/auth/${uid}`, { headers: { authorization: `Bearer ${token}` } }],
    [
      '/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { uid division } }' }),
      },
    ],
  ];
  const worker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const [path, init] = requests[i % requests.length]!;
      try {
        const response = await fetch(`${url}${path}`, init);
        outcomes.push({ path, status: response.status, body: await response.text() });
      } catch (error) {
        outcomes.push({ path, status: 0, body: String(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const workers = [worker(0), worker(1)];
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

async function until(what: string, probe: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!available)('database outage on a throwaway MariaDB', () => {
  let db: ThrowawayMariaDb;
  let server: ServerProcess;
  let uid: string;
  let token: string;
  const status = async (path: string, init: RequestInit = {}) => (await fetch(`${server.url}${path}`, init)).status;
  const edit = (division: string) =>
    fetch(`${server.url}/api/auth/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ uid, ...PROFILE_DEFAULTS, division }),
    });
  const stored = async () =>
    (
      (await (
        await fetch(`${server.url}/api/auth/${uid}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { division: string } | null;
      }
    ).data?.division;

  beforeAll(async () => {
    db = await createThrowawayMariaDb();
    server = await spawnServer({ DATABASE_URL: db.url, RATE_LIMITS: 'search.ip=1000000/60,search.account=1000000/60' });
    await server.ready();
    // A member signed up and registered as a user does (test/earn-roles.ts).
    const account = await verifyAddress(await signUp(uniqueEmail()));
    await registerMunicipal(server, account);
    ({ uid, token } = account);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.destroy();
  });

  it('answers 503 while the database is stopped, stays up, and recovers by itself', async () => {
    const traffic = startTraffic(server.url, token, uid);
    expect((await edit('運用前課')).status).toBe(200);

    await db.stop('SIGTERM');
    await until('/healthz reports the outage', async () => (await status('/healthz')) === 503);
    const rest = await fetch(`${server.url}/api/auth/${uid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(503);
    expect(await rest.json()).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
    });
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { uid } }' }),
    });
    expect(graphql.status).toBe(503);
    expect(((await graphql.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      ERROR_MESSAGES.SERVICE_UNAVAILABLE,
    );
    expect((await edit('停止中課')).status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    await db.start();
    await until('/healthz reports recovery', async () => (await status('/healthz')) === 200);
    await until('the API answers again', async () => (await edit('復旧後課')).status === 200);
    expect(await stored()).toBe('復旧後課');

    const outcomes = await traffic.stop();
    const statuses = new Set(outcomes.map((o) => o.status));
    expect(
      [...statuses].filter((s) => s !== 200 && s !== 503),
      JSON.stringify(outcomes.slice(-5)),
    ).toEqual([]);
    expect(statuses.has(503)).toBe(true);
    for (const outcome of outcomes) expect(outcome.body, outcome.path).not.toMatch(/\n\s+at |stack|Error:/);
    expect(server.child.exitCode).toBeNull();
  });

  it('keeps every acknowledged write when the database crashes', async () => {
    const traffic = startTraffic(server.url, token, uid);
    expect((await edit('確定済み課')).status).toBe(200);
    await db.stop('SIGKILL');
    await until('the outage is noticed', async () => (await status('/healthz')) === 503);
    await db.start();
    await until(
      'the API answers again',
      async () => (await status(`/api/auth/${uid}`, { headers: { authorization: `Bearer ${token}` } })) === 200,
    );
    expect(await stored()).toBe('確定済み課');
    const outcomes = await traffic.stop();
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
  });

  it('stops on SIGTERM with exit code 0 within 10 seconds, closing the database', async () => {
    const started = Date.now();
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  });
});
