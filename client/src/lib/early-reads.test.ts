/**
 * The page's inline script (server/src/web/early-reads.ts) starts a returning user's reads (and
 * a visitor's search results, without a token) before the app's scripts have loaded. A query
 * (lib/apollo-operations, through the app's Apollo Client) must take such an answer over instead
 * of asking again, but only for the same query with the same token, only once, and never when
 * the early answer was a failure of the moment; a refusal of the token is renewed from it at
 * once, without sending the refused token a second time.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKey } from '@portal/shared';
import { loadApolloClient } from './apollo-client';
import { query } from './apollo-operations';
import { takeEarlyAnswer } from './early-reads';
import { errorCodeOf, errorStatusOf } from './graphql-errors';

const mocks = vi.hoisted(() => ({
  getIdToken: vi.fn<() => Promise<string | null>>(),
  renewRefusedToken: vi.fn<(token: string) => Promise<string | null>>(),
}));
vi.mock('./auth/session', () => mocks);

const GRANT_DETAIL_PAGE_QUERY = parse(
  'query GrantDetailPage($id: ID!) { grant(id: $id) { id title } }',
) as TypedDocumentNode<{ grant: { id: string; title: string } }, { id: string }>;
const VARIABLES = { id: 'g-1' };
// As the inline script writes it: `operationName:JSON of the variables`.
const KEY = 'GrantDetailPage:{"id":"g-1"}';
const EARLY = { grant: { id: 'g-1', title: '早い答え' } };
const FETCHED = { grant: { id: 'g-1', title: '自分で読んだ答え' } };

const server = vi.fn<typeof fetch>();

function earlyRead(answer: Response | Promise<Response>, token: string | null = 'remembered-token'): void {
  window.__portalEarlyReads = { token, reads: { [KEY]: Promise.resolve(answer) } };
}

const read = () => query(GRANT_DETAIL_PAGE_QUERY, VARIABLES);

beforeEach(() => {
  mocks.getIdToken.mockReset().mockResolvedValue('remembered-token');
  mocks.renewRefusedToken.mockReset().mockResolvedValue(null);
  server.mockReset().mockImplementation(() => Promise.resolve(Response.json({ data: FETCHED })));
  vi.stubGlobal('fetch', server);
});

afterEach(() => {
  delete window.__portalEarlyReads;
  vi.unstubAllGlobals();
});

describe('queryKey', () => {
  it("makes the inline script's key", () => {
    expect(queryKey('GrantDetailPage', VARIABLES)).toBe(KEY);
    expect(queryKey('Me', undefined)).toBe('Me:{}');
  });
});

describe('query with an early read', () => {
  it('answers from the early read of the same query with the same token, without fetching', async () => {
    earlyRead(Response.json({ data: EARLY }));

    await expect(read()).resolves.toEqual(EARLY);
    expect(server).not.toHaveBeenCalled();
  });

  it('takes the early read over once only', async () => {
    earlyRead(Response.json({ data: EARLY }));
    await read();

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('reports an error the early answer carries, as its own answer would', async () => {
    earlyRead(Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] }));

    await expect(read()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(server).not.toHaveBeenCalled();
  });

  it('fetches itself when the early read went with another token', async () => {
    earlyRead(Response.json({ data: EARLY }), 'token-of-another-session');

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
    expect(new Headers(server.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer remembered-token');
  });

  it('fetches itself for a visitor when the page read with a token', async () => {
    mocks.getIdToken.mockResolvedValue(null);
    earlyRead(Response.json({ data: EARLY }));

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('answers a visitor from the early read the page sent without a token (a search screen)', async () => {
    mocks.getIdToken.mockResolvedValue(null);
    earlyRead(Response.json({ data: EARLY }), null);

    await expect(read()).resolves.toEqual(EARLY);
    expect(server).not.toHaveBeenCalled();
  });

  it('fetches itself with its token when the page read without one', async () => {
    earlyRead(Response.json({ data: EARLY }), null);

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('fetches itself when the page read another query', async () => {
    window.__portalEarlyReads = {
      token: 'remembered-token',
      reads: { 'GrantDetailPage:{"id":"g-2"}': Promise.resolve(Response.json({ data: EARLY })) },
    };

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it.each([429, 500, 503])('asks again when the early answer was a %i', async (status) => {
    earlyRead(new Response('{}', { status }));

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early read failed on the network', async () => {
    earlyRead(Promise.reject(new TypeError('Failed to fetch')));

    await expect(read()).resolves.toEqual(FETCHED);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('has the token the early answer refused renewed, and asks once with the new one', async () => {
    earlyRead(new Response('{}', { status: 401 }));
    // As the session does: once renewed, the new token is the one it hands out.
    mocks.renewRefusedToken.mockImplementation(() => {
      mocks.getIdToken.mockResolvedValue('renewed-token');
      return Promise.resolve('renewed-token');
    });

    await expect(read()).resolves.toEqual(FETCHED);
    expect(mocks.renewRefusedToken).toHaveBeenCalledWith('remembered-token');
    expect(server).toHaveBeenCalledTimes(1);
    expect(new Headers(server.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer renewed-token');
  });

  it('reports the early refusal when the token cannot be renewed', async () => {
    earlyRead(
      Response.json(
        { errors: [{ message: '再度ログイン', extensions: { code: 'UNAUTHENTICATED' } }] },
        { status: 401 },
      ),
    );

    await expect(read()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(server).not.toHaveBeenCalled();
  });
});

describe('query without an early read', () => {
  it('fails with the refusal when the token cannot be renewed', async () => {
    server.mockResolvedValueOnce(new Response('{}', { status: 401 }));

    const failure = await read().catch((error: unknown) => error);

    expect(errorCodeOf(failure)).toBe('UNAUTHENTICATED');
    expect(errorStatusOf(failure)).toBe(401);
  });
});

describe("an early answer and Apollo's cache", () => {
  // As the page asks it (app/early-read-routes.ts): with `__typename`, as Apollo's own queries.
  const TYPED = { grant: { __typename: 'Grant', id: 'g-1', title: '早い答え' } };
  const cachedGrant = async () =>
    (await loadApolloClient()).readQuery({ query: GRANT_DETAIL_PAGE_QUERY, variables: VARIABLES });

  afterEach(async () => (await loadApolloClient()).clearStore());

  it("keeps a signed-in user's answer, to be read from the cache once Apollo has loaded", async () => {
    earlyRead(Response.json({ data: TYPED }));
    await takeEarlyAnswer(GRANT_DETAIL_PAGE_QUERY, VARIABLES);

    await expect(cachedGrant()).resolves.toEqual(EARLY);
    expect(server).not.toHaveBeenCalled();
  });

  it("keeps no visitor's answer: the cache is the user's once they sign in", async () => {
    mocks.getIdToken.mockResolvedValue(null);
    earlyRead(Response.json({ data: TYPED }), null);
    await expect(takeEarlyAnswer(GRANT_DETAIL_PAGE_QUERY, VARIABLES)).resolves.toEqual({ data: TYPED });

    await expect(cachedGrant()).resolves.toBeNull();
  });
});
