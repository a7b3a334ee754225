/**
 * One GraphQL query without Apollo, for what must paint before Apollo has loaded (the home
 * page, the profile, a detail screen): GET /graphql like Apollo's queries, with the caller's ID
 * token and the same retry policy; no cache, but the page's own early read of the same query is
 * taken over (lib/early-reads). A failure becomes one RequestError with the server's stable
 * error code (lib/graphql-errors reads it as it reads Apollo's errors).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import type { DocumentNode } from 'graphql';
import { getIdToken } from './auth/session';
import { earlyAnswerStands, takeEarlyRead } from './early-reads';
import { codeOfAnswer, RequestError } from './graphql-errors';
import { fetchWithSession } from './auth/fetch-with-session';

interface GraphQLResponse<Result> {
  data?: Result | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

/** The name of the document's operation ('' for an anonymous one). */
export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? '';
}

/**
 * The document's text: the build leaves it on every generated document (client/build/
 * gql-documents.ts), as graphql's parse does; only a document without it loads the printer.
 */
export async function documentText(document: DocumentNode): Promise<string> {
  const body = document.loc?.source.body;
  if (body) return body;
  const { print } = await import('graphql');
  return print(document);
}

export async function requestQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables?: Variables,
  signal?: AbortSignal,
): Promise<Result> {
  const params = new URLSearchParams({ query: await documentText(document) });
  // As Apollo Client sends it: the server's logs and the tests tell operations apart by it.
  const operationName = operationNameOf(document);
  if (operationName) params.set('operationName', operationName);
  if (variables) params.set('variables', JSON.stringify(variables));
  const token = await getIdToken();
  const early = takeEarlyRead(queryKey(operationName, variables), token);
  const earlyAnswer = early ? await early.catch(() => null) : null;
  const standing = earlyAnswer && earlyAnswerStands(earlyAnswer) ? earlyAnswer : undefined;
  // An early answer that does not stand releases its connection before asking again.
  if (earlyAnswer && !standing) void earlyAnswer.body?.cancel().catch(() => undefined);
  const response = await fetchWithSession(
    `/graphql?${params}`,
    {
      signal,
      // The content type is what makes a GET CSRF-safe for the server (as Apollo Client sends it).
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    },
    standing,
  );
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<Result>;
  if (body.errors?.length || !body.data) {
    throw new RequestError(
      body.errors?.map((e) => e.message).join('; ') || `HTTP ${response.status}`,
      codeOfAnswer(response.ok ? 500 : response.status, body.errors?.[0]?.extensions?.code),
      response.status,
    );
  }
  return body.data;
}
