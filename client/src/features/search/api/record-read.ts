/**
 * Reads of a detail screen's record, without Apollo (lib/graphql-request): the route guard
 * starts one (`prefetchRecord`) beside the profile read, before the screen's code has loaded,
 * and the screen takes it over (hooks/use-record-query). Nothing is cached beyond that hand-over:
 * a record is read again on every visit.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { requestQuery } from '@/lib/graphql-request';

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
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''}:${JSON.stringify(variables)}`;
}

export function prefetchRecord<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): Promise<Result> {
  const key = recordKey(document, variables);
  let read = started.get(key) as Promise<Result> | undefined;
  if (!read) {
    const own = requestQuery(document, variables);
    // The screen reports a failure when it takes the read over; until then it is not unhandled.
    own.then(
      (data) => started.get(key) === own && arrived.set(key, { data }),
      (error: unknown) => started.get(key) === own && arrived.set(key, { error }),
    );
    started.set(key, own);
    read = own;
  }
  return read;
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
  const read = prefetchRecord(document, variables);
  const key = recordKey(document, variables);
  started.delete(key);
  arrived.delete(key);
  return read;
}
