/**
 * API keys for internal tools (docs/api-keys.md): `jpk_` and 43 base64url characters (256 random
 * bits). The prefix lets secret scanners recognise a leaked key; the server keeps only the
 * SHA-256 of the whole key and its first characters to show in lists. A key is read from
 * `Authorization: Bearer jpk_…` or `X-API-Key: jpk_…`, never from a URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const API_KEY_PREFIX = 'jpk_';
const API_KEY_SHAPE = /^jpk_[A-Za-z0-9_-]{43}$/;
/** Anything that looks like a key, for refusing one in a URL and keeping one out of logs. */
export const API_KEY_PATTERN = /jpk_[A-Za-z0-9_-]{8,}/g;
/** How many characters of a key its lists show (the prefix and 8 more). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export function newApiKey(): { key: string; hash: string; shown: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), shown: key.slice(0, SHOWN_LENGTH) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isApiKeyShape(value: string): boolean {
  return API_KEY_SHAPE.test(value);
}

/**
 * The key a request carries in a header, or null when it carries none. A bearer token that starts
 * with the prefix is a key (Firebase ID tokens are JWTs, which never do).
 */
export function apiKeyOf(request: Pick<IncomingMessage, 'headers'>): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  const bearer = authorization ? /^Bearer\s+(jpk_\S{0,200})$/i.exec(authorization)?.[1] : undefined;
  return bearer ?? null;
}

/** Whether the request's query string holds something shaped like a key (refused, never read). */
export function apiKeyInUrl(url: string | undefined): boolean {
  const query = url?.split('?')[1];
  if (!query) return false;
  let decoded = query;
  try {
    decoded = decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: look at the raw text.
  }
  return new RegExp(API_KEY_PATTERN.source).test(decoded);
}
