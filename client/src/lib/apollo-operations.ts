/**
 * A query or a mutation outside a hook, through the app's one Apollo Client: what a control sends
 * when the user acts, and the reads a screen or a store makes once. Apollo is loaded on the first
 * call (lib/apollo-client), so the screens that paint without it stay light until someone acts. A
 * read the page began before its scripts (lib/early-reads) answers instead of a new request.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ERROR_MESSAGES } from '@portal/shared';
import { loadApolloClient, queryThroughLink } from './apollo-client';
import { takeEarlyAnswer } from './early-reads';
import { errorCodeOf, RequestError } from './graphql-errors';

type Variables = Record<string, unknown>;

/**
 * Asks the server, past Apollo's cache (whose answer may be older than the screen) and its store
 * resets (lib/apollo.ts `queryThroughLink`).
 */
export async function query<Result, V extends Variables>(
  document: TypedDocumentNode<Result, V>,
  variables?: V,
  signal?: AbortSignal,
): Promise<Result> {
  const early = await takeEarlyAnswer(document, variables);
  if (early) return early.data;
  return queryThroughLink<Result>(document, variables, signal);
}

/** Sends a mutation (POST, never retried); its answer updates Apollo's cache where it names objects. */
export async function mutate<Result, V extends Variables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): Promise<Result> {
  const client = await loadApolloClient();
  const { data } = await client.mutate({ mutation: document, variables } as Parameters<
    typeof client.mutate<Result, V>
  >[0]);
  return data as Result;
}

const NETWORK_MESSAGE = '通信に失敗しました。時間をおいて再度お試しください。';

/**
 * The server's Japanese message, or the one its error code stands for. Apollo's errors are read
 * by their names (as lib/graphql-errors does), so a control does not load Apollo to show one.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof RequestError) {
    return /^HTTP \d+$/.test(error.message) ? ERROR_MESSAGES[error.code] : error.message;
  }
  if (error instanceof Error && error.name === 'CombinedGraphQLErrors') {
    const first = (error as Error & { errors: readonly { message?: string }[] }).errors[0];
    return first?.message || ERROR_MESSAGES[errorCodeOf(error) ?? 'INTERNAL_SERVER_ERROR'];
  }
  if (error instanceof Error && error.name === 'ServerError') {
    return ERROR_MESSAGES[errorCodeOf(error) ?? 'INTERNAL_SERVER_ERROR'];
  }
  return NETWORK_MESSAGE;
}
