/**
 * Deeply nested JSON bodies (a few KB of brackets) answer 400 with a Japanese message on both
 * API routes instead of overflowing the stack of whatever walks them next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: string) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses deeply nested GraphQL variables with 400 BAD_USER_INPUT', async () => {
    const response = await post('/graphql', `{"query":"{ grantCount }","variables":{"a":${nested(5000)}}}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0]!.message).toMatch(/入れ子/);
  });

  it('refuses a deeply nested REST body with 400 in the legacy shape', async () => {
    const response = await post('/api/auth/edit', `{"uid":"x","division":${nested(5000)}}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body).toMatchObject({ success: false, data: null, error: { code: 'BAD_USER_INPUT' } });
    expect(body.error.message).toMatch(/入れ子/);
  });

  it('refuses deeply nested variables sent by GET', async () => {
    // Brackets stay unencoded in a query string: ~10 KB, under the header limit.
    const variables = `%7B%22a%22:${nested(5000)}%7D`;
    const response = await fetch(`${server.url}/graphql?query=%7B%20grantCount%20%7D&variables=${variables}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('still accepts ordinary nesting', async () => {
    const response = await post('/graphql', `{"query":"{ grantCount }","variables":{"a":${nested(20)}}}`);
    expect(response.status).toBe(200);
  });
});
