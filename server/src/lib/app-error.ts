/**
 * Typed errors: a stable code plus a Japanese message. Services throw these; the GraphQL layer
 * and the REST façade map them once each (graphql/errors.ts, rest/respond.ts).
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@portal/shared';
import { GraphQLError } from 'graphql';

export type FieldErrors = Partial<Record<string, string>>;

export function appError(code: ErrorCode, message?: string, fields?: FieldErrors): GraphQLError {
  return new GraphQLError(message ?? ERROR_MESSAGES[code], {
    extensions: { code, http: { status: ERROR_STATUS[code] }, ...(fields ? { fields } : {}) },
  });
}

/** BAD_USER_INPUT carrying one message per failing field. */
export function invalidInput(fields: FieldErrors, message?: string): GraphQLError {
  return appError('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? undefined, fields);
}
