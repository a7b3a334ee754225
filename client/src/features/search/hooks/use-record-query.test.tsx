/**
 * A detail screen paints from the read its route guard started before the screen's code had
 * loaded: it must not ask again, must show an answer that is already there at once, and must
 * not hand a stale record to a later visit. Each case reads its own record, since the reads
 * started and not yet taken over live for the page's lifetime.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchRecord } from '../api/record-read';
import { type RecordQuery, useRecordQuery } from './use-record-query';

const mocks = vi.hoisted(() => ({ requestQuery: vi.fn() }));
vi.mock('@/lib/graphql-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/graphql-request')>()),
  requestQuery: mocks.requestQuery,
}));

// A detail screen's record query, as app/routes/detail-queries has them.
const GRANT_DETAIL_PAGE_QUERY = parse(
  'query GrantDetailPage($id: ID!) { grant(id: $id) { id title } }',
) as TypedDocumentNode<{ grant: { id: string; title: string } }, { id: string }>;

const grant = (id: string, title = `補助金 ${id}`) => ({ grant: { id, title } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The screen's hook, keeping what each of its renders returned. */
function renderScreen(id: string, options: { wrapper?: typeof StrictMode } = {}) {
  const renders: RecordQuery<unknown>[] = [];
  const view = renderHook(
    (props: { id: string }) => {
      const query = useRecordQuery(GRANT_DETAIL_PAGE_QUERY, props);
      renders.push(query);
      return query;
    },
    { initialProps: { id }, ...options },
  );
  return { ...view, renders };
}

beforeEach(() => {
  mocks.requestQuery.mockReset();
});

describe('useRecordQuery', () => {
  it('takes over the read the route guard started instead of reading again', async () => {
    const answer = deferred<unknown>();
    mocks.requestQuery.mockReturnValueOnce(answer.promise);
    void prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'take-over' });

    const { result } = renderScreen('take-over');
    expect(result.current).toEqual({ data: undefined, error: undefined });
    answer.resolve(grant('take-over'));

    await waitFor(() => expect(result.current.data).toEqual(grant('take-over')));
    expect(mocks.requestQuery).toHaveBeenCalledTimes(1);
    expect(mocks.requestQuery).toHaveBeenCalledWith(GRANT_DETAIL_PAGE_QUERY, { id: 'take-over' });
  });

  it('shows an answer that arrived before the screen did in its first render', async () => {
    mocks.requestQuery.mockResolvedValueOnce(grant('arrived'));
    await prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'arrived' });

    const { renders } = renderScreen('arrived');

    expect(renders[0]).toEqual({ data: grant('arrived'), error: undefined });
    expect(mocks.requestQuery).toHaveBeenCalledTimes(1);
  });

  it('reports a failed read as its error', async () => {
    const failure = new Error('refused');
    mocks.requestQuery.mockRejectedValueOnce(failure);

    const { result } = renderScreen('failing');

    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBeUndefined();
  });

  it("shows a failure of the guard's read that arrived before the screen in its first render", async () => {
    const failure = new Error('not found');
    mocks.requestQuery.mockRejectedValueOnce(failure);
    await prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'failed-early' }).catch(() => undefined);

    const { renders } = renderScreen('failed-early');

    expect(renders[0]).toEqual({ data: undefined, error: failure });
  });

  it('reads the record again on a later visit, without showing the earlier answer first', async () => {
    mocks.requestQuery
      .mockResolvedValueOnce(grant('revisited', 'before'))
      .mockResolvedValueOnce(grant('revisited', 'after'));
    await prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'revisited' });
    const first = renderScreen('revisited');
    await waitFor(() => expect(first.result.current.data).toEqual(grant('revisited', 'before')));
    first.unmount();

    const later = renderScreen('revisited');

    expect(later.renders[0]?.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(grant('revisited', 'after')));
    expect(mocks.requestQuery).toHaveBeenCalledTimes(2);
  });

  it("reads once under strict mode's second run of effects", async () => {
    mocks.requestQuery.mockResolvedValue(grant('strict'));

    const { result } = renderScreen('strict', { wrapper: StrictMode });

    await waitFor(() => expect(result.current.data).toEqual(grant('strict')));
    expect(mocks.requestQuery).toHaveBeenCalledTimes(1);
  });

  it("does not show the previous record's answer for another record", async () => {
    const next = deferred<unknown>();
    mocks.requestQuery.mockResolvedValueOnce(grant('first')).mockReturnValueOnce(next.promise);
    const { result, rerender } = renderScreen('first');
    await waitFor(() => expect(result.current.data).toEqual(grant('first')));

    rerender({ id: 'second' });

    expect(result.current.data).toBeUndefined();
    next.resolve(grant('second'));
    await waitFor(() => expect(result.current.data).toEqual(grant('second')));
    expect(mocks.requestQuery).toHaveBeenLastCalledWith(GRANT_DETAIL_PAGE_QUERY, { id: 'second' });
  });

  it("does not answer a visit with an earlier visit's read that no screen took over", async () => {
    // The guard read, then sent the user elsewhere (say, to verify their address) before the
    // screen mounted; on the next visit the guard reads afresh and the screen shows that.
    mocks.requestQuery.mockRejectedValueOnce(new Error('FORBIDDEN')).mockResolvedValueOnce(grant('revisited'));
    await prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'revisited' }).catch(() => undefined);
    void prefetchRecord(GRANT_DETAIL_PAGE_QUERY, { id: 'revisited' });

    const { result } = renderScreen('revisited');
    await waitFor(() => expect(result.current.data).toEqual(grant('revisited')));
    expect(result.current.error).toBeUndefined();
    expect(mocks.requestQuery).toHaveBeenCalledTimes(2);
  });
});
