/**
 * Reads the page started before the app's scripts had loaded (server/src/web/early-reads.ts:
 * for a returning user, the profile and a detail screen's record, sent with the remembered
 * token as the page was parsed; on a search screen, its first page of results, for a visitor
 * without a token). A query the app would send with the same token takes its answer over
 * (lib/apollo-operations) instead of asking again.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import type { DocumentNode } from 'graphql';
import { loadedApolloClient } from './apollo-client';
import { handOver } from './apollo-restore';
import { getIdToken, renewRefusedToken } from './auth/session';
import { codeOfAnswer, RequestError } from './graphql-errors';

/** What the page's inline script leaves; the keys are as `queryKey` of @portal/shared makes them. */
export interface EarlyReads {
  /** null: sent without one (a visitor's search results). */
  token: string | null;
  reads: Record<string, Promise<Response>>;
}

// A window global, the one hand-off left that is not an argument: an inline script that runs
// before the app's modules exist has no other way to give them anything. It is keyed by the
// query (not by an object's identity) and each read is taken once.
declare global {
  interface Window {
    __portalEarlyReads?: EarlyReads;
  }
}

/** The early read of this query, once, if it went with this token (or without one, as asked). */
export function takeEarlyRead(key: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarlyReads;
  const read = early && (early.token ?? null) === (token ?? null) ? early.reads[key] : undefined;
  if (!read) return null;
  delete early!.reads[key];
  return read;
}

/** The name of the document's operation ('' for an anonymous one): half of a read's key. */
export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? '';
}

/**
 * The early read's answer to this query, if the page began one with the token the app holds.
 * A failure of the moment (429, 5xx) is not an answer: the app asks again. A refused token is
 * renewed from it, as from any answer (auth/fetch-with-session), and the app asks with the new
 * one; any other refusal, or a token that cannot be renewed, is one RequestError with the
 * server's code, as a new request would have had.
 */
export async function takeEarlyAnswer<Result, V>(
  document: TypedDocumentNode<Result, V>,
  variables: V | undefined,
): Promise<{ data: Result } | null> {
  const token = await getIdToken();
  const read = takeEarlyRead(queryKey(operationNameOf(document), variables ?? undefined), token);
  const response = read ? await read.catch(() => null) : null;
  if (!response) return null;
  const renewed = response.status === 401 && token ? await renewRefusedToken(token) : null;
  if (renewed || response.status === 429 || response.status >= 500) {
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: Result | null;
    errors?: { message: string; extensions?: { code?: unknown } }[];
  };
  if (body.errors?.length || !body.data) {
    throw new RequestError(
      body.errors?.map((e) => e.message).join('; ') || `HTTP ${response.status}`,
      codeOfAnswer(response.ok ? 500 : response.status, body.errors?.[0]?.extensions?.code),
      response.status,
    );
  }
  // Apollo's cache keeps a signed-in user's, for whatever asks for it once Apollo has loaded.
  if (token) {
    const asked = (variables ?? undefined) as Record<string, unknown> | undefined;
    handOver({ document, variables: asked, data: body.data }, loadedApolloClient());
  }
  return { data: body.data };
}
