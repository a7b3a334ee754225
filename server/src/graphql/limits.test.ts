/**
 * GraphQL shape limits (depth, cost, aliases, directives, tokens), batching, the GET CSRF rule and
 * introspection policy, each answered with a Japanese message and no stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introspectionPolicy } from '../app';
import { startTestServer, type TestServer } from '../test/harness';
import { GRAPHQL_LIMITS } from './limits';

type Answer = { status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] };

describe('GraphQL limits', () => {
  let server: TestServer;
  const post = async (body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    expect(text).not.toMatch(/\n\s+at |node_modules/);
    return { status: response.status, ...(JSON.parse(text) as object) };
  };
  const limited = (answer: Answer) => answer.errors?.find((e) => e.extensions?.limit);

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a document nested deeper than the limit', async () => {
    let query = 'leaf';
    for (let i = 0; i < GRAPHQL_LIMITS.depth + 1; i++) query = `f${i} { ${query} }`;
    const answer = await post({ query: `{ ${query} }` });
    expect(answer.status).toBe(400);
    expect(limited(answer)).toMatchObject({ message: expect.stringMatching(/入れ子が深すぎます/) });
  });

  it('refuses more aliases than the limit, and accepts the limit itself', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: grantCount`).join(' ')} }`;
    expect((await post({ query: aliases(GRAPHQL_LIMITS.aliases) })).errors).toBeUndefined();
    const answer = await post({ query: aliases(GRAPHQL_LIMITS.aliases + 1) });
    expect(answer.status).toBe(400);
    expect(limited(answer)).toMatchObject({
      message: expect.stringMatching(/エイリアス/),
      extensions: { code: 'BAD_USER_INPUT', limit: 'aliases', max: GRAPHQL_LIMITS.aliases },
    });
  });

  it('refuses a document whose cost exceeds the limit', async () => {
    const query = `{ searchGrants { items { ${'id '.repeat(Math.ceil(GRAPHQL_LIMITS.cost / 2))}} } }`;
    const answer = await post({ query });
    expect(answer.status).toBe(400);
    expect(limited(answer)?.extensions?.limit).toBe('cost');
  });

  it('refuses more directives than the limit', async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.directives + 1 }, (_, i) => `d${i}: grantCount @include(if: true)`).join(' ')} }`;
    const answer = await post({ query });
    expect(answer.status).toBe(400);
    expect(limited(answer)?.extensions?.limit).toBe('directives');
  });

  it('refuses a document with more tokens than the limit', async () => {
    const answer = await post({ query: `{ ${'grantCount '.repeat(GRAPHQL_LIMITS.tokens + 1)}}` });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/長すぎます/),
      extensions: { code: 'BAD_USER_INPUT', limit: 'tokens' },
    });
  });

  it('refuses batched requests with a Japanese message', async () => {
    const answer = await post([{ query: '{ grantCount }' }, { query: '{ caseCount }' }]);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/まとめて送ることはできません/);
  });

  it('answers malformed requests in the GraphQL error shape with Japanese messages', async () => {
    const cases: [unknown, number, RegExp][] = [
      ['{"query": ', 400, /JSON が正しくありません/],
      [{ variables: {} }, 400, /query/],
      [{ query: '{ grantCount', variables: {} }, 400, /形式が正しくありません/],
      [{ query: '{ grantCount }', variables: [1] }, 400, /variables/],
      [{ query: '{ noSuchField }' }, 400, /内容が正しくありません/],
      [{ query: 'subscription { x }' }, 403, /権限/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.errors?.[0]?.message, JSON.stringify(body)).toMatch(message);
    }
    const text = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
    const put = await fetch(`${server.url}/graphql`, { method: 'PUT' });
    expect(put.status).toBe(405);
  });

  it('accepts GET queries only with a CSRF-safe header', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent('{ grantCount }')}`;
    const bare = await fetch(url, { headers: { accept: 'application/json' } });
    expect(bare.status).toBe(400);
    const safe = await fetch(url, { headers: { accept: 'application/json', 'apollo-require-preflight': '1' } });
    expect(safe.status).toBe(200);
    // What Apollo Client sends with useGETForQueries.
    const client = await fetch(url, { headers: { accept: 'application/json', 'content-type': 'application/json' } });
    expect(client.status).toBe(200);
    const simple = await fetch(url, { headers: { accept: 'application/json', 'content-type': 'text/plain' } });
    expect(simple.status).toBe(400);
  });

  it('allows introspection to everyone outside production', async () => {
    const answer = await post({ query: '{ __schema { queryType { name } } }' });
    expect(answer.errors).toBeUndefined();
  });
});

describe('introspection policy', () => {
  const roles = ['anonymous', 'member', 'operator'] as const;
  const allowed = (env: Parameters<typeof introspectionPolicy>[0]) =>
    roles.filter((role) => introspectionPolicy(env).allows({ role }));

  it('is open in development, and in production follows GRAPHQL_INTROSPECTION', () => {
    expect(allowed({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'nobody' })).toEqual(roles);
    expect(allowed({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'operators' })).toEqual(['operator']);
    expect(allowed({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'everyone' })).toEqual(roles);
    expect(allowed({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'nobody' })).toEqual([]);
    expect(introspectionPolicy({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'nobody' }).graphiql).toBe(false);
    expect(introspectionPolicy({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'operators' }).graphiql).toBe(true);
  });
});
