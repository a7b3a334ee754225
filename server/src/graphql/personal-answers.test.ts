/**
 * Answers holding personal data (@Sensitive queries, mutations) tell every HTTP cache, the
 * browser's on a shared office PC included, not to keep them; public lists stay cacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestUser } from '../test/users';

describe('personal answers and HTTP caches', () => {
  let server: TestServer;
  let member: TestUser;

  const graphql = (query: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query }),
    });

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
    member = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('marks the own profile no-store, through GraphQL and REST', async () => {
    expect((await graphql('{ me { uid } }')).headers.get('cache-control')).toBe('private, no-store');
    const rest = await fetch(`${server.url}/api/auth/${member.uid}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a search cacheable', async () => {
    expect((await graphql('{ searchGrants { totalCount } }')).headers.get('cache-control')).toBeNull();
  });
});
