/**
 * The one mapping from thrown errors to what a GraphQL client sees: known codes keep their
 * Japanese message; protocol errors get a Japanese message with the technical reason beside it;
 * the database being away becomes SERVICE_UNAVAILABLE; anything else unexpected becomes
 * INTERNAL_SERVER_ERROR (logged with the request id by the operation guard, never shown).
 */
import { unwrapResolverError } from '@apollo/server/errors';
import { ERROR_MESSAGES, isErrorCode } from '@portal/shared';
import type { GraphQLFormattedError } from 'graphql';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { TOKEN_LIMIT_MESSAGE, limitError } from './limits';

const PROTOCOL_MESSAGES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'リクエストの形式が正しくありません。',
  GRAPHQL_VALIDATION_FAILED: 'リクエストの内容が正しくありません。',
  BAD_REQUEST: 'リクエストの形式が正しくありません。',
  PERSISTED_QUERY_NOT_FOUND: 'リクエストの形式が正しくありません。',
  PERSISTED_QUERY_NOT_SUPPORTED: 'リクエストの形式が正しくありません。',
  OPERATION_RESOLUTION_FAILURE: 'リクエストの内容が正しくありません。',
};

const CONTEXT_PREFIX = 'Context creation failed: ';

export interface FormatErrorOptions {
  /** Production: drop "Did you mean …?" hints, which reveal the schema to those who may not introspect it. */
  hideSuggestions: boolean;
}

/** True when the error is one the portal meant to answer with (a code the API documents). */
export function isExpectedError(formatted: Pick<GraphQLFormattedError, 'extensions'>): boolean {
  const code = String(formatted.extensions?.code ?? '');
  return (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') || code in PROTOCOL_MESSAGES;
}

export function createFormatError(options: FormatErrorOptions) {
  const technical = (message: string) =>
    options.hideSuggestions ? message.replace(/\s*Did you mean .*$/s, '') : message;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const extensions = { ...(formatted.extensions ?? {}) };
    delete extensions.stacktrace;
    const code = String(extensions.code ?? '');
    const message = formatted.message.startsWith(CONTEXT_PREFIX)
      ? formatted.message.slice(CONTEXT_PREFIX.length)
      : formatted.message;
    if (typeof extensions.limit === 'string') {
      return { ...formatted, message, extensions: { ...extensions, code: 'BAD_USER_INPUT' } };
    }
    if (code === 'GRAPHQL_PARSE_FAILED' && TOKEN_LIMIT_MESSAGE.test(message)) {
      const limited = limitError('tokens');
      return { message: limited.message, extensions: limited.extensions };
    }
    if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
      // Apollo marks variable-coercion failures BAD_USER_INPUT with an English message.
      const fromServices = 'fields' in extensions || /[^\u0020-\u007e]/.test(message);
      return {
        ...formatted,
        message: fromServices ? message : ERROR_MESSAGES.BAD_USER_INPUT,
        extensions: fromServices ? extensions : { ...extensions, detail: technical(message) },
      };
    }
    if (code in PROTOCOL_MESSAGES) {
      return {
        ...formatted,
        message: PROTOCOL_MESSAGES[code]!,
        extensions: { ...extensions, detail: technical(message) },
      };
    }
    const original = unwrapResolverError(error);
    if (isDatabaseUnavailable(original) || isDatabaseBusy(original)) {
      return {
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    return {
      message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
