/**
 * The search screens' query hook over Apollo Client (a real client and cache; the network is a
 * link the test answers): it asks once per set of variables, keeps the previous answer on screen
 * while the next loads, answers a search seen before from the cache without asking, reports a
 * failure, and asks again on refetch; skipped, it asks nothing. Answers the server rendered the
 * page with are a visitor's: shown at once (even while skipped, as the page hydrates), never
 * asked again by a visitor, asked by a signed-in user.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKey } from '@portal/shared';
import { parse, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearServedAnswers, keepVisitorAnswers, useGraphQLQuery } from './use-graphql-query';

const session = vi.hoisted(() => ({ user: null as { uid: string } | null }));
const network = vi.hoisted(() => ({
  request: null as unknown as (document: DocumentNode, variables: Record<string, unknown>) => Promise<unknown>,
  client: null as unknown,
}));
vi.mock('./auth/session', () => ({
  useSession: () => (session.user ? { status: 'signedIn', user: session.user } : { status: 'signedOut', user: null }),
  getIdToken: () => Promise.resolve(session.user ? 'token-1' : null),
  renewRefusedToken: () => Promise.resolve(null),
}));
vi.mock('./apollo-client', () => ({
  loadApolloClient: () => Promise.resolve(network.client),
  loadedApolloClient: () => network.client,
}));

type Result = { searchGrants: { __typename: 'GrantSearchResult'; totalCount: number } };
type Variables = { criteria: { keyword: string } };
const DOCUMENT = parse(
  'query GrantsPage($criteria: SearchInput) { searchGrants(criteria: $criteria) { totalCount } }',
) as TypedDocumentNode<Result, Variables>;
const answer = (totalCount: number): Result => ({ searchGrants: { __typename: 'GrantSearchResult', totalCount } });
const vars = (keyword: string): Variables => ({ criteria: { keyword } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const request = vi.fn<(document: DocumentNode, variables: Record<string, unknown>) => Promise<unknown>>();

function newClient(): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        request(operation.query, operation.variables).then(
          (data) => {
            observer.next({ data } as never);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('useGraphQLQuery', () => {
  beforeEach(() => {
    request.mockReset();
    network.client = newClient();
    clearServedAnswers();
    session.user = null;
  });
  afterEach(() => clearServedAnswers());

  it('asks once per variables and keeps the previous answer while the next loads', async () => {
    const first = deferred<Result>();
    const second = deferred<Result>();
    request.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, rerender } = renderHook(({ v }) => useGraphQLQuery(DOCUMENT, v), {
      initialProps: { v: vars('防災') },
    });
    expect(result.current.loading).toBe(true);
    await act(async () => first.resolve(answer(3)));
    expect(result.current).toMatchObject({ data: answer(3), loading: false, error: undefined });

    // A new object with the same variables is not a new search.
    rerender({ v: vars('防災') });
    expect(request).toHaveBeenCalledTimes(1);

    rerender({ v: vars('子育て') });
    expect(result.current).toMatchObject({ data: undefined, previousData: answer(3), loading: true });
    await act(async () => second.resolve(answer(7)));
    expect(result.current.data).toEqual(answer(7));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('answers a search seen before at once, without asking', async () => {
    request.mockResolvedValue(answer(3));
    const first = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災')));
    await waitFor(() => expect(first.result.current.data).toEqual(answer(3)));
    first.unmount();
    const again = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災')));
    expect(again.result.current).toMatchObject({ data: answer(3), loading: false });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('reports a failure and asks again on refetch', async () => {
    const failure = new Error('unavailable');
    request.mockRejectedValueOnce(failure).mockResolvedValueOnce(answer(5));
    const { result } = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災')));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ loading: true, error: undefined });
    await waitFor(() => expect(result.current.data).toEqual(answer(5)));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while skipped', () => {
    const { result } = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災'), { skip: true }));
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(request).not.toHaveBeenCalled();
  });

  it('shows an answer the server rendered the page with at once, skipped or not, without asking', async () => {
    keepVisitorAnswers({ [queryKey('GrantsPage', vars('防災'))]: answer(9) });
    const hydrating = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災'), { skip: true }));
    expect(hydrating.result.current).toMatchObject({ data: answer(9), loading: false });
    const hydrated = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災')));
    expect(hydrated.result.current).toMatchObject({ data: answer(9), loading: false });
    // Another search is the screen's to ask for.
    request.mockResolvedValue(answer(2));
    renderHook(() => useGraphQLQuery(DOCUMENT, vars('子育て')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0]![1]).toEqual(vars('子育て'));
  });

  it('asks for a signed-in user’s own answer, keeping the served one on screen meanwhile', async () => {
    keepVisitorAnswers({ [queryKey('GrantsPage', vars('防災'))]: answer(9) });
    const own = deferred<Result>();
    request.mockReturnValueOnce(own.promise);
    const { result, rerender } = renderHook(() => useGraphQLQuery(DOCUMENT, vars('防災')));
    expect(result.current.data).toEqual(answer(9));
    session.user = { uid: 'staff-1' };
    rerender();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(result.current).toMatchObject({ data: undefined, previousData: answer(9), loading: true });
    await act(async () => own.resolve(answer(8)));
    expect(result.current).toMatchObject({ data: answer(8), loading: false });
  });
});
