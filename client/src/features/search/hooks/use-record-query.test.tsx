/**
 * A detail screen paints from the read its route guard started before the screen's code had
 * loaded, handed to it in the guard's loader data: it must not ask again, must show an answer
 * that is already there at once, and must not show a stale record on a later visit. Without the
 * guard's read (or with one of another record) the screen reads for itself.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordRead, startRecordRead } from '../api/record-read';
import { type RecordQuery, useRecordQuery } from './use-record-query';

const mocks = vi.hoisted(() => ({ query: vi.fn() }));
vi.mock('@/lib/apollo-operations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/apollo-operations')>()),
  query: mocks.query,
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

/** The guard's read of a record, as its loader hands it to the screen. */
const guardRead = (id: string) => startRecordRead(GRANT_DETAIL_PAGE_QUERY, { id });

/** The screen's hook, given the guard's read if any, keeping what each of its renders returned. */
function renderScreen(id: string, options: { wrapper?: typeof StrictMode; started?: RecordRead<unknown> | null } = {}) {
  const { started = null, ...wrapper } = options;
  const renders: RecordQuery<unknown>[] = [];
  const view = renderHook(
    (props: { id: string; started: RecordRead<unknown> | null }) => {
      const query = useRecordQuery(GRANT_DETAIL_PAGE_QUERY, { id: props.id }, props.started);
      renders.push(query);
      return query;
    },
    { initialProps: { id, started }, ...wrapper },
  );
  return { ...view, renders };
}

beforeEach(() => {
  mocks.query.mockReset();
});

describe('useRecordQuery', () => {
  it('takes over the read the route guard started instead of reading again', async () => {
    const answer = deferred<unknown>();
    mocks.query.mockReturnValueOnce(answer.promise);
    const started = guardRead('take-over');

    const { result } = renderScreen('take-over', { started });
    expect(result.current).toEqual({ data: undefined, error: undefined });
    answer.resolve(grant('take-over'));

    await waitFor(() => expect(result.current.data).toEqual(grant('take-over')));
    expect(mocks.query).toHaveBeenCalledTimes(1);
    expect(mocks.query).toHaveBeenCalledWith(GRANT_DETAIL_PAGE_QUERY, { id: 'take-over' });
  });

  it('shows an answer that arrived before the screen did in its first render', async () => {
    mocks.query.mockResolvedValueOnce(grant('arrived'));
    const started = guardRead('arrived');
    await started.answer;

    const { renders } = renderScreen('arrived', { started });

    expect(renders[0]).toEqual({ data: grant('arrived'), error: undefined });
    expect(mocks.query).toHaveBeenCalledTimes(1);
  });

  it('reports a failed read as its error', async () => {
    const failure = new Error('refused');
    mocks.query.mockRejectedValueOnce(failure);

    const { result } = renderScreen('failing');

    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBeUndefined();
  });

  it("reports a failure of the guard's read when the screen takes it over", async () => {
    const failure = new Error('FORBIDDEN');
    const answer = deferred<unknown>();
    mocks.query.mockReturnValueOnce(answer.promise.then(() => Promise.reject(failure)));
    const started = guardRead('refused');

    const { result } = renderScreen('refused', { started });
    answer.resolve(undefined);

    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(mocks.query).toHaveBeenCalledTimes(1);
  });

  it("shows a failure of the guard's read that arrived before the screen in its first render", async () => {
    const failure = new Error('not found');
    mocks.query.mockRejectedValueOnce(failure);
    const started = guardRead('failed-early');
    await started.answer.catch(() => undefined);

    const { renders } = renderScreen('failed-early', { started });

    expect(renders[0]).toEqual({ data: undefined, error: failure });
  });

  it('reads the record again on a later visit, without showing the earlier answer first', async () => {
    mocks.query.mockResolvedValueOnce(grant('revisited', 'before')).mockResolvedValueOnce(grant('revisited', 'after'));
    const earlier = guardRead('revisited');
    await earlier.answer;
    const first = renderScreen('revisited', { started: earlier });
    await waitFor(() => expect(first.result.current.data).toEqual(grant('revisited', 'before')));
    first.unmount();

    const later = renderScreen('revisited', { started: guardRead('revisited') });

    expect(later.renders[0]?.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(grant('revisited', 'after')));
    expect(mocks.query).toHaveBeenCalledTimes(2);
  });

  it('reads the record again on a later visit without a guard read of its own', async () => {
    mocks.query.mockResolvedValueOnce(grant('unguarded', 'before')).mockResolvedValueOnce(grant('unguarded', 'after'));
    const first = renderScreen('unguarded');
    await waitFor(() => expect(first.result.current.data).toEqual(grant('unguarded', 'before')));
    first.unmount();

    const later = renderScreen('unguarded');

    expect(later.renders[0]?.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(grant('unguarded', 'after')));
    expect(mocks.query).toHaveBeenCalledTimes(2);
  });

  it("reads once under strict mode's second run of effects", async () => {
    mocks.query.mockResolvedValue(grant('strict'));

    const { result } = renderScreen('strict', { wrapper: StrictMode });

    await waitFor(() => expect(result.current.data).toEqual(grant('strict')));
    expect(mocks.query).toHaveBeenCalledTimes(1);
  });

  it("does not show the previous record's answer for another record", async () => {
    const next = deferred<unknown>();
    mocks.query.mockResolvedValueOnce(grant('first')).mockReturnValueOnce(next.promise);
    const { result, rerender } = renderScreen('first');
    await waitFor(() => expect(result.current.data).toEqual(grant('first')));

    rerender({ id: 'second', started: null });

    expect(result.current.data).toBeUndefined();
    next.resolve(grant('second'));
    await waitFor(() => expect(result.current.data).toEqual(grant('second')));
    expect(mocks.query).toHaveBeenLastCalledWith(GRANT_DETAIL_PAGE_QUERY, { id: 'second' });
  });

  it("does not answer a visit with an earlier visit's read that no screen took over", async () => {
    // The guard read, then sent the user elsewhere (say, to verify their address) before the
    // screen mounted; on the next visit the guard reads afresh and the screen shows that.
    mocks.query.mockRejectedValueOnce(new Error('FORBIDDEN')).mockResolvedValueOnce(grant('revisited'));
    await guardRead('revisited').answer.catch(() => undefined);
    const started = guardRead('revisited');

    const { result } = renderScreen('revisited', { started });
    await waitFor(() => expect(result.current.data).toEqual(grant('revisited')));
    expect(result.current.error).toBeUndefined();
    expect(mocks.query).toHaveBeenCalledTimes(2);
  });

  it("reads for itself when the guard's read is of another record", async () => {
    mocks.query.mockResolvedValueOnce(grant('other')).mockResolvedValueOnce(grant('mine'));
    const started = guardRead('other');
    await started.answer;

    const { result, renders } = renderScreen('mine', { started });

    expect(renders[0]?.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(grant('mine')));
    expect(mocks.query).toHaveBeenLastCalledWith(GRANT_DETAIL_PAGE_QUERY, { id: 'mine' });
  });

  it('moves to a new read of the same record the guard started while the screen stays', async () => {
    // The loader runs again when the user follows a link to the page they are on.
    const again = deferred<unknown>();
    mocks.query.mockResolvedValueOnce(grant('same', 'before')).mockReturnValueOnce(again.promise);
    const { result, rerender } = renderScreen('same', { started: guardRead('same') });
    await waitFor(() => expect(result.current.data).toEqual(grant('same', 'before')));

    rerender({ id: 'same', started: guardRead('same') });

    // The shown record stays until the new answer replaces it: no flash of the loading state.
    expect(result.current.data).toEqual(grant('same', 'before'));
    again.resolve(grant('same', 'after'));
    await waitFor(() => expect(result.current.data).toEqual(grant('same', 'after')));
  });
});
