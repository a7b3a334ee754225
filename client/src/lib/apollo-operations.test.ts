/**
 * One-off queries and mutations go through the app's Apollo Client (its link: the token, the
 * HTTP policy): a query in flight while a sign-in resets the store still answers whoever asked
 * it, and a refusal reads as the server's Japanese message.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApolloClient } from './apollo-client';
import { failureMessage, mutate, query } from './apollo-operations';

vi.mock('./auth/session', () => ({
  getIdToken: () => Promise.resolve('token-1'),
  renewRefusedToken: () => Promise.resolve(null),
}));

const FOLLOWED = parse('query FollowedIds($topic: String!) { followedIds(topic: $topic) }') as TypedDocumentNode<
  { followedIds: string[] },
  { topic: string }
>;
const FOLLOW = parse('mutation Follow($id: ID!) { follow(id: $id) }') as TypedDocumentNode<
  { follow: boolean },
  { id: string }
>;

const server = vi.fn<typeof fetch>();

beforeEach(() => {
  server.mockReset();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('query', () => {
  it('answers a read that was in flight while the store was reset (a sign-in)', async () => {
    let answer!: (response: Response) => void;
    server.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const read = query(FOLLOWED, { topic: 'grants' });
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await (await loadApolloClient()).resetStore();
    answer(Response.json({ data: { followedIds: ['12'] } }));
    await expect(read).resolves.toEqual({ followedIds: ['12'] });
    const [url, init] = server.mock.calls[0]!;
    expect(String(url)).toContain('operationName=FollowedIds');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('fails with the server’s refusal, in its words', async () => {
    server.mockResolvedValueOnce(
      Response.json({
        data: null,
        errors: [{ message: 'ログインが必要です。', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const failure = await query(FOLLOWED, { topic: 'grants' }).catch((error: unknown) => error);
    expect(failureMessage(failure)).toBe('ログインが必要です。');
  });
});

describe('mutate', () => {
  it('sends a POST once and returns its data', async () => {
    server.mockResolvedValueOnce(Response.json({ data: { follow: true } }));
    await expect(mutate(FOLLOW, { id: '12' })).resolves.toEqual({ follow: true });
    expect(server.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('says a failure on the network in Japanese', async () => {
    server.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await mutate(FOLLOW, { id: '12' }).catch((error: unknown) => error);
    expect(failureMessage(failure)).toBe('通信に失敗しました。時間をおいて再度お試しください。');
  });
});
