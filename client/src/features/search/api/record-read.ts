/**
 * A detail screen's record read (lib/apollo-operations: the page's early read of it, else Apollo). The route guard's loader
 * starts one per visit (`startRecordRead`) beside the profile read, before the screen's code has
 * loaded, and returns it in its loader data; the screen takes it from there
 * (hooks/use-record-query). Nothing is kept anywhere else: each visit's loader data is its own,
 * so a record is read again on every visit and an earlier visit's read never answers a later one.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import { query } from '@/lib/apollo-operations';
import { operationNameOf } from '@/lib/early-reads';

export type RecordVariables = Record<string, unknown>;

export interface RecordAnswer<Result> {
  data?: Result;
  error?: unknown;
}

export interface RecordRead<Result> {
  /** Which record: the query's name and variables, as `queryKey` makes them. */
  readonly key: string;
  readonly answer: Promise<Result>;
  /** The answer once it has arrived, so a screen mounting after it shows it in its first render. */
  arrived?: RecordAnswer<Result>;
}

export function recordKey(document: TypedDocumentNode<unknown, never>, variables: RecordVariables): string {
  return queryKey(operationNameOf(document), variables);
}

/** Sends the record's query; the one way a record read starts, in the guard or in a screen. */
export function startRecordRead<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): RecordRead<Result> {
  const read: RecordRead<Result> = { key: recordKey(document, variables), answer: query(document, variables) };
  // The screen reports a failure when it takes the read over; until then it is not unhandled.
  read.answer.then(
    (data) => (read.arrived = { data }),
    (error: unknown) => (read.arrived = { error }),
  );
  return read;
}
