/**
 * The server's stable error code (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …) out of whatever a
 * call hands over: Apollo Client's errors (GraphQL errors in a 200 or a graphql-response+json
 * body, or a non-2xx answer it reports as a ServerError with the body as text), or the
 * RequestError of a refused early read (lib/early-reads). Apollo's are recognised by their names,
 * so screens that paint without Apollo do not load it to read an error.
 */
import { isErrorCode, type ErrorCode } from '@portal/shared';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A refusal the page's early read carried (lib/early-reads). */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The code the server gave (its first error's), else the one its HTTP status stands for. */
export function codeOfAnswer(status: number, code: unknown): ErrorCode {
  if (isErrorCode(code)) return code;
  return STATUS_CODES[status] ?? 'INTERNAL_SERVER_ERROR';
}

function codeOfBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { extensions?: { code?: unknown } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

interface ApolloGraphQLErrors {
  name: 'CombinedGraphQLErrors';
  errors: readonly { extensions?: { code?: unknown } }[];
}

interface ApolloServerError {
  name: 'ServerError';
  statusCode: number;
  bodyText: string;
}

const named = (error: unknown, name: string) => error instanceof Error && error.name === name;

export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!error) return null;
  if (error instanceof RequestError) return error.code;
  if (named(error, 'CombinedGraphQLErrors')) {
    const code = (error as ApolloGraphQLErrors).errors[0]?.extensions?.code;
    return isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (named(error, 'ServerError')) {
    const { bodyText, statusCode } = error as ApolloServerError;
    return codeOfAnswer(statusCode, codeOfBody(bodyText));
  }
  return 'INTERNAL_SERVER_ERROR';
}

/** HTTP-like status for the error page. */
export function errorStatusOf(error: unknown): number {
  if (named(error, 'ServerError')) return (error as ApolloServerError).statusCode;
  if (error instanceof RequestError && error.status >= 400) return error.status;
  const code = errorCodeOf(error);
  return code === 'NOT_FOUND' ? 404 : code === 'FORBIDDEN' ? 403 : code === 'UNAUTHENTICATED' ? 401 : 500;
}
