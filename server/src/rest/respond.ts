/**
 * The REST façade's error mapping: one place turns an error into a status and a body, whether it
 * came back from the GraphQL execution of a route (toRestError) or was thrown by a service the
 * file routes call directly (restErrorOf).
 */
import { ERROR_MESSAGES, ERROR_STATUS, isErrorCode, type ErrorCode } from '@portal/shared';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, type FieldErrors } from '../lib/app-error';

export interface RestError {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
}

export function toRestError(errors: readonly GraphQLFormattedError[]): { status: number; error: RestError } {
  const first = errors[0];
  const raw = String(first?.extensions?.code ?? '');
  const code: ErrorCode = isErrorCode(raw)
    ? raw
    : raw.startsWith('GRAPHQL_')
      ? 'BAD_USER_INPUT'
      : 'INTERNAL_SERVER_ERROR';
  const fields = first?.extensions?.fields as FieldErrors | undefined;
  return {
    status: ERROR_STATUS[code],
    error: { code, message: first?.message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) },
  };
}

export function restError(code: ErrorCode, message?: string, fields?: FieldErrors) {
  return {
    status: ERROR_STATUS[code],
    error: { code, message: message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) },
  };
}

/** A thrown error as a REST answer: a domain error keeps its code and message; anything else is a 500. */
export function restErrorOf(thrown: unknown) {
  return thrown instanceof AppError
    ? { ...restError(thrown.code, thrown.message, thrown.fields), status: thrown.status }
    : restError('INTERNAL_SERVER_ERROR');
}
