/**
 * Turns a failed GraphQL call into react-final-form submission errors: BAD_USER_INPUT's per-field
 * messages go next to their fields, anything else becomes the form-level error.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';

export interface ApiFailure {
  code: string;
  message: string;
  fields: Record<string, string>;
}

const NETWORK_MESSAGE = '通信できませんでした。インターネット接続を確認して、もう一度お試しください。';
const UNKNOWN_MESSAGE = 'システムエラーが発生しました。時間をおいて再度お試しください。';

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown; fields?: unknown };
}

function fromGraphQLError(error: ErrorLike | undefined): ApiFailure {
  const fields = (error?.extensions?.fields ?? {}) as Record<string, string>;
  return {
    code: String(error?.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
    message: error?.message || UNKNOWN_MESSAGE,
    fields,
  };
}

export function describeApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLError(error.errors[0] as ErrorLike);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ErrorLike[] };
      if (body.errors?.length) return fromGraphQLError(body.errors[0]);
    } catch {
      // not a GraphQL body: fall through to the status
    }
    return { code: 'INTERNAL_SERVER_ERROR', message: UNKNOWN_MESSAGE, fields: {} };
  }
  if (error instanceof TypeError) return { code: 'NETWORK', message: NETWORK_MESSAGE, fields: {} };
  return { code: 'INTERNAL_SERVER_ERROR', message: UNKNOWN_MESSAGE, fields: {} };
}

export function toSubmissionErrors(error: unknown): SubmissionErrors {
  const failure = describeApiFailure(error);
  return Object.keys(failure.fields).length > 0
    ? { ...failure.fields, [FORM_ERROR]: failure.message }
    : { [FORM_ERROR]: failure.message };
}
