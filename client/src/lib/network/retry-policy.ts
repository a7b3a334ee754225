/**
 * HTTP retry policy (docs/specification.md §9): these statuses are worth another try; a GET (or
 * HEAD) is retried once, a request carrying a body never, so nothing is ever sent twice.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const RETRIES_BY_METHOD: Readonly<Record<string, number>> = { GET: 1, HEAD: 1 };

/** Longest wait a Retry-After header may ask for before we retry anyway. */
const MAX_DELAY_MS = 3000;
const BASE_DELAY_MS = 300;

export function retriesFor(method: string | undefined): number {
  return RETRIES_BY_METHOD[(method ?? 'GET').toUpperCase()] ?? 0;
}

export function shouldRetry(method: string | undefined, status: number, attempt: number): boolean {
  return attempt < retriesFor(method) && RETRY_STATUSES.has(status);
}

/** Delay before retry number `attempt` (0-based), honouring a short Retry-After. */
export function retryDelay(attempt: number, retryAfter: string | null): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - Date.now()), MAX_DELAY_MS);
  }
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}
