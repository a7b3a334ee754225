/**
 * The server's stable error code (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …) out of whatever
 * Apollo Client hands over: GraphQL errors in a 200 or a graphql-response+json body, or a
 * non-2xx answer it reports as a ServerError with the body as text.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isErrorCode, type ErrorCode } from '@portal/shared';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function codeOfBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { extensions?: { code?: unknown } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(error)) {
    const code = codeOfBody(error.bodyText);
    if (isErrorCode(code)) return code;
    return STATUS_CODES[error.statusCode] ?? 'INTERNAL_SERVER_ERROR';
  }
  return 'INTERNAL_SERVER_ERROR';
}

/** HTTP-like status for the error page. */
export function errorStatusOf(error: unknown): number {
  if (ServerError.is(error)) return error.statusCode;
  const code = errorCodeOf(error);
  return code === 'NOT_FOUND' ? 404 : code === 'FORBIDDEN' ? 403 : code === 'UNAUTHENTICATED' ? 401 : 500;
}
