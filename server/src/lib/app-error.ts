/**
 * Typed errors: a stable code plus a Japanese message. Services throw these; the GraphQL layer
 * and the REST façade map them once each (graphql/errors.ts, rest/respond.ts).
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@portal/shared';
import { GraphQLError } from 'graphql';

export type FieldErrors = Partial<Record<string, string>>;

/** When a client may try again after SERVICE_UNAVAILABLE (as http/availability.ts answers). */
export const RETRY_AFTER_SECONDS = 5;

export function appError(code: ErrorCode, message?: string, fields?: FieldErrors): GraphQLError {
  // Apollo copies http.headers onto the answer, also when the error ends the request early (context).
  const headers =
    code === 'SERVICE_UNAVAILABLE' ? { headers: new Map([['retry-after', `${RETRY_AFTER_SECONDS}`]]) } : {};
  return new GraphQLError(message ?? ERROR_MESSAGES[code], {
    extensions: { code, http: { status: ERROR_STATUS[code], ...headers }, ...(fields ? { fields } : {}) },
  });
}

/** BAD_USER_INPUT carrying one message per failing field. */
export function invalidInput(fields: FieldErrors, message?: string): GraphQLError {
  return appError('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? undefined, fields);
}
