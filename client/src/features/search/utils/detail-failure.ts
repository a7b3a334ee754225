/**
 * A detail query's failure (docs/specification.md §8): logged as "detail search error" and
 * rethrown to the route's error page, shaped as a route error response so that page can show
 * the status and a Japanese message. Refusals of the caller are not failures of the page: the
 * screen explains them itself.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import { errorCodeOf, errorStatusOf } from '@/lib/graphql-errors';

export interface DetailErrorResponse {
  status: number;
  statusText: string;
  internal: false;
  data: string;
}

const logged = new WeakSet<object>();

export function logDetailError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error('detail search error', error);
}

/** The refusal to explain on the screen, or null when the error goes to the error page. */
export function detailRefusal(error: unknown): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  const code = errorCodeOf(error);
  if (code === 'UNAUTHENTICATED') return 'UNAUTHENTICATED';
  return code === 'FORBIDDEN' || code === 'TRIAL_ACCOUNT' ? 'FORBIDDEN' : null;
}

export function detailErrorResponse(error: unknown): DetailErrorResponse {
  const code = errorCodeOf(error) ?? 'INTERNAL_SERVER_ERROR';
  const status = code === 'NOT_FOUND' ? 404 : Math.max(500, errorStatusOf(error));
  return {
    status,
    statusText: status === 404 ? 'Not Found' : 'Internal Server Error',
    internal: false,
    data: ERROR_MESSAGES[code],
  };
}
