/**
 * Reads of a detail screen's record, without Apollo (lib/graphql-request): the route guard
 * starts one (`prefetchRecord`) beside the profile read, before the screen's code has loaded,
 * and the screen takes it over (hooks/use-record-query). Nothing is cached beyond that hand-over:
 * a record is read again on every visit.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import { operationNameOf, requestQuery } from '@/lib/graphql-request';

export type RecordVariables = Record<string, unknown>;

/** Reads started and not yet taken over by their screen. */
const started = new Map<string, Promise<unknown>>();
/** The answers among them that have arrived, so the screen can show one in its first render. */
const arrived = new Map<string, RecordAnswer<unknown>>();

export interface RecordAnswer<Result> {
  data?: Result;
  error?: unknown;
}

export function recordKey(document: TypedDocumentNode<unknown, never>, variables: RecordVariables): string {
  return queryKey(operationNameOf(document), variables);
}

function startRead<Result, V extends RecordVariables>(
  key: string,
  document: TypedDocumentNode<Result, V>,
  variables: V,
): Promise<Result> {
  const read = requestQuery(document, variables);
  arrived.delete(key);
  started.set(key, read);
  // The screen reports a failure when it takes the read over; until then it is not unhandled.
  read.then(
    (data) => started.get(key) === read && arrived.set(key, { data }),
    (error: unknown) => started.get(key) === read && arrived.set(key, { error }),
  );
  return read;
}

/**
 * The guard's read for a visit. Always a new one: an earlier visit's read that no screen took
 * over (the guard sent the user elsewhere, or they left first) must not answer this visit.
 */
export function prefetchRecord<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): Promise<Result> {
  return startRead(recordKey(document, variables), document, variables);
}

/** The answer of a read started for this record, if it has arrived. */
export function arrivedRecord<Result>(key: string): RecordAnswer<Result> | undefined {
  return arrived.get(key) as RecordAnswer<Result> | undefined;
}

/** The read the guard started for this record (or a new one), which no later visit will reuse. */
export function takeOverRecord<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): Promise<Result> {
  const key = recordKey(document, variables);
  const read = (started.get(key) as Promise<Result> | undefined) ?? startRead(key, document, variables);
  started.delete(key);
  arrived.delete(key);
  return read;
}
