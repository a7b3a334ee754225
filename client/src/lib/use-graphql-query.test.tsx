/**
 * The search screens' query hook (no Apollo): it asks once per set of variables, keeps the
 * previous answer on screen while the next loads, answers a search seen before from the tab's
 * kept answers without asking, reports a failure, and asks again on refetch; skipped, it asks
 * nothing.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestQuery } from './graphql-request';
import { clearQueryCache, useGraphQLQuery } from './use-graphql-query';

vi.mock('./graphql-request', () => ({ requestQuery: vi.fn(), operationNameOf: () => 'GrantsPage' }));
vi.mock('./auth/session', () => ({ useSession: () => ({ status: 'signedOut', user: null }) }));

type Result = { searchGrants: { totalCount: number } };
type Variables = { criteria: { keyword: string } };
const DOCUMENT = parse(
  'query GrantsPage($criteria: SearchInput) { searchGrants(criteria: $criteria) { totalCount } }',
) as TypedDocumentNode<Result, Variables>;
const answer = (totalCount: number): Result => ({ searchGrants: { totalCount } });
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

const request = vi.mocked(requestQuery);

describe('useGraphQLQuery', () => {
  beforeEach(() => {
    request.mockReset();
    clearQueryCache();
  });
  afterEach(() => clearQueryCache());

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
});
