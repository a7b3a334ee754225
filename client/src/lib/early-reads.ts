/**
 * Reads the page started before the app's scripts had loaded (server/src/web/early-reads.ts:
 * for a returning user, the profile and a detail screen's record, sent with the remembered
 * token as the page was parsed; on a search screen, its first page of results, for a visitor
 * without a token). lib/graphql-request takes its answer over instead of asking
 * again, when it would send the same query with the same token.
 */

/** What the page's inline script leaves; the keys are as `queryKey` of @portal/shared makes them. */
export interface EarlyReads {
  /** null: sent without one (a visitor's search results). */
  token: string | null;
  reads: Record<string, Promise<Response>>;
}

// A window global, the one hand-off left that is not an argument: an inline script that runs
// before the app's modules exist has no other way to give them anything. It is keyed by the
// query (not by an object's identity) and each read is taken once.
declare global {
  interface Window {
    __portalEarlyReads?: EarlyReads;
  }
}

/** The early read of this query, once, if it went with this token (or without one, as asked). */
export function takeEarlyRead(key: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarlyReads;
  const read = early && (early.token ?? null) === (token ?? null) ? early.reads[key] : undefined;
  if (!read) return null;
  delete early!.reads[key];
  return read;
}

/**
 * Whether an early answer is the answer (a refused token is renewed from it, as from any answer:
 * auth/fetch-with-session); a failure of the moment is asked again.
 */
export function earlyAnswerStands(response: Response): boolean {
  return response.status !== 429 && response.status < 500;
}
