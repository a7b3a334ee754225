/**
 * ID tokens: a disabled account is refused at once, revoked tokens are refused on sensitive
 * operations even when status answers are cached, and production refuses to start while the
 * Auth emulator is configured (it would accept unsigned tokens).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../config/env';
import type { Identity } from './identity';
import { createSessionCheck } from './session';
import { startTestServer, type TestServer } from '../test/harness';
import { spawnServer } from '../test/process';
import { PROFILE_DEFAULTS } from '../test/users';
import { nextWholeSecond } from '../test/settled';

describe('revocation and disabled accounts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a disabled user on the very next request, public or not, GraphQL or REST', async () => {
    const user = await server.user({ profile: {} });
    expect((await server.graphql('{ grantCount }', {}, user.token)).errors).toBeUndefined();
    await server.identity.auth.updateUser(user.uid, { disabled: true });
    const graphql = await server.graphql('{ grantCount }', {}, user.token);
    expect(graphql.status).toBe(401);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(graphql.errors?.[0]?.message).toMatch(/利用が停止/);
    const rest = await fetch(`${server.url}/api/auth/${user.uid}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(rest.status).toBe(401);
  });

  it('refuses a revoked token on mutations and personal-data reads', async () => {
    const user = await server.user({ profile: {} });
    // Revocation is recorded in whole seconds: revoke in a later second than the token's sign-in.
    await nextWholeSecond();
    await server.identity.auth.revokeRefreshTokens(user.uid);
    const me = await server.graphql('{ me { uid } }', {}, user.token);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(me.errors?.[0]?.message).toMatch(/無効/);
    const edit = await fetch(`${server.url}/api/auth/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ uid: user.uid, ...PROFILE_DEFAULTS }),
    });
    expect(edit.status).toBe(401);
  });
});

describe('the session check', () => {
  // In emulator mode firebase-admin checks revocation on every verification anyway, so the
  // caching decision is shown with a stand-in identity that counts its calls to the backend.
  function counting() {
    const calls: boolean[] = [];
    const identity = {
      verify: async (_token: string, options?: { checkRevoked?: boolean }) => {
        calls.push(options?.checkRevoked === true);
        return { uid: 'u', email: null, emailVerified: false, claims: {} };
      },
    } as unknown as Identity;
    return { identity, calls };
  }

  it('asks the Auth backend on every request by default', async () => {
    const { identity, calls } = counting();
    const check = createSessionCheck(identity, 0);
    await check.assertActive('t', { sensitive: false });
    await check.assertActive('t', { sensitive: false });
    expect(calls).toEqual([true, true]);
  });

  it('with a cache, reuses answers for plain reads but never for sensitive operations', async () => {
    const { identity, calls } = counting();
    const check = createSessionCheck(identity, 60);
    await check.assertActive('t', { sensitive: false });
    await check.assertActive('t', { sensitive: false });
    expect(calls).toHaveLength(1);
    await check.assertActive('t', { sensitive: true });
    await check.assertActive('t', { sensitive: true });
    expect(calls).toEqual([true, true, true]);
  });
});

describe('production with the Auth emulator configured', () => {
  it('is refused by the settings', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      ConfigError,
    );
  });

  it('makes the server process exit at start with one sentence naming the setting', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production/);
    expect(server.output()).not.toMatch(/\n\s+at /);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
