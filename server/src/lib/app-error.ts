/**
 * The domain error: a stable code, a Japanese message and, for BAD_USER_INPUT, one message per
 * failing field. Services, auth and the rate limiter throw it and know nothing of the protocols;
 * the GraphQL edge (graphql/domain-errors.ts) and the REST edge (rest/respond.ts) each turn it
 * into their answer once.
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@portal/shared';

export type FieldErrors = Partial<Record<string, string>>;

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly fields: FieldErrors | undefined;
  /** RATE_LIMITED: whole seconds before a retry can succeed (sent as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { fields?: FieldErrors | undefined; retryAfter?: number | undefined } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }

  /** The HTTP status both edges answer with. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function appError(code: ErrorCode, message?: string, fields?: FieldErrors): AppError {
  return new AppError(code, message, { fields });
}

/** BAD_USER_INPUT carrying one message per failing field. */
export function invalidInput(fields: FieldErrors, message?: string): AppError {
  return appError('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? undefined, fields);
}
