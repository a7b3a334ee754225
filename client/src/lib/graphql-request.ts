/**
 * One GraphQL query without Apollo, for a screen that must paint before Apollo has loaded (the
 * home page): GET /graphql like Apollo's queries, with the caller's ID token and the same retry
 * policy; no cache. GraphQL errors become one Error, as Apollo reports them.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { getIdToken } from './auth/session';
import { fetchWithSession } from './auth/fetch-with-session';

interface GraphQLResponse<Result> {
  data?: Result | null;
  errors?: { message: string }[];
}

export async function requestQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables?: Variables,
  signal?: AbortSignal,
): Promise<Result> {
  const params = new URLSearchParams({ query: print(document) });
  // As Apollo Client sends it: the server's logs and the tests tell operations apart by it.
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (operation?.name) params.set('operationName', operation.name.value);
  if (variables) params.set('variables', JSON.stringify(variables));
  const token = await getIdToken();
  const response = await fetchWithSession(`/graphql?${params}`, {
    signal,
    // The content type is what makes a GET CSRF-safe for the server (as Apollo Client sends it).
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<Result>;
  if (body.errors?.length || !body.data) {
    throw new Error(body.errors?.map((e) => e.message).join('; ') || `HTTP ${response.status}`);
  }
  return body.data;
}
