/**
 * The domain error: a stable code, a Japanese message and, for BAD_USER_INPUT, one message per
 * failing field. Services, auth and the rate limiter throw it and know nothing of the protocols;
 * the GraphQL edge (graphql/domain-errors.ts) and the REST edge (rest/respond.ts) each turn it
 * into their answer once.
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@portal/shared';

export type FieldErrors = Partial<Record<string, string>>;

/** When a client may try again after SERVICE_UNAVAILABLE (as http/availability.ts answers). */
export const RETRY_AFTER_SECONDS = 5;

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly fields: FieldErrors | undefined;
  /** RATE_LIMITED, SERVICE_UNAVAILABLE: whole seconds before a retry can succeed (sent as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { fields?: FieldErrors | undefined; retryAfter?: number | undefined; status?: number } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.fields = options.fields;
    this.statusOverride = options.status;
    this.retryAfter = options.retryAfter ?? (code === 'SERVICE_UNAVAILABLE' ? RETRY_AFTER_SECONDS : undefined);
  }

  /** A status other than the code's own (413 for a body over its cap). */
  private readonly statusOverride: number | undefined;

  /** The HTTP status both edges answer with. */
  get status(): number {
    return this.statusOverride ?? ERROR_STATUS[this.code];
  }
}

export function appError(code: ErrorCode, message?: string, fields?: FieldErrors): AppError {
  return new AppError(code, message, { fields });
}

/** BAD_USER_INPUT carrying one message per failing field. */
export function invalidInput(fields: FieldErrors, message?: string): AppError {
  return appError('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? undefined, fields);
}
