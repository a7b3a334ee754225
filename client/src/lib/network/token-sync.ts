/**
 * The optional token-sync call (docs/specification.md §7): when a sync address is configured, a
 * fresh ID token (younger than 5 minutes) is POSTed to it as a bearer token, and a DELETE tells it
 * that nobody is signed in any more. Body-carrying, so never retried.
 */
import type { ClientConfig } from '@/config/runtime';

export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

export type TokenSyncResult = 'posted' | 'deleted' | 'skipped';

/** The sync address, when the runtime configuration names one. */
export function tokenSyncUrl(config: ClientConfig): string | null {
  return config.tokenSyncUrl || null;
}

/** Issue time of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenIssuedAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

export async function syncToken(
  url: string,
  token: string | null,
  now: number = Date.now(),
  send: typeof fetch = (...args) => fetch(...args),
): Promise<TokenSyncResult> {
  if (!token) {
    await send(url, { method: 'DELETE', credentials: 'include' });
    return 'deleted';
  }
  const issuedAt = tokenIssuedAt(token);
  if (issuedAt == null || now - issuedAt >= TOKEN_SYNC_MAX_AGE_MS) return 'skipped';
  await send(url, { method: 'POST', credentials: 'include', headers: { Authorization: `Bearer ${token}` } });
  return 'posted';
}
