/**
 * One GraphQL mutation without Apollo, the counterpart of graphql-request.ts: the bookmark and
 * shortlist controls sit on detail screens, which paint without Apollo Client (config/routes.ts
 * `withoutApollo`). POST, never retried (a mutation has a
 * body), with the caller's ID token; a failure is one RequestError with the server's code.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ERROR_MESSAGES } from '@portal/shared';
import { fetchWithSession } from './auth/fetch-with-session';
import { getIdToken } from './auth/session';
import { codeOfAnswer, RequestError } from './graphql-errors';
import { documentText, operationNameOf } from './graphql-request';

export async function sendMutation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const token = await getIdToken();
  const response = await fetchWithSession('/graphql', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: await documentText(document), operationName: operationNameOf(document), variables }),
  });
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
  return body.data;
}

/** The server's Japanese message, or the one its error code stands for (no Apollo on these screens). */
export function failureMessage(error: unknown): string {
  if (error instanceof RequestError)
    return /^HTTP \d+$/.test(error.message) ? ERROR_MESSAGES[error.code] : error.message;
  return '通信に失敗しました。時間をおいて再度お試しください。';
}
