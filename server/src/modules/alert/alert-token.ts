/**
 * The token of an alert mail's stop link: 24 random bytes in base64url. It says nothing; the
 * server keeps only its SHA-256 with what it stops (alert_stop_links), so neither a forwarded
 * mail nor a copy of the table names the user or yields a working link. Valid without signing in
 * (RFC 8058 one-click), once, until it expires.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Long enough for a weekly mail read late; short enough that old mails stop working. */
export const STOP_LINK_DAYS = 60;

export function newStopToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The key a token is kept under; null for anything that is not a token of this kind. */
export function stopTokenHash(token: string): string | null {
  return /^[\w-]{32}$/.test(token) ? createHash('sha256').update(token).digest('hex') : null;
}

/**
 * Links mailed before stop links were kept server-side carried signed JSON naming the user
 * (`<payload>.<signature>`). They stop nothing any more; recognising them lets the page say why.
 */
export function isRetiredStopToken(token: string): boolean {
  return token.length <= 2000 && /^[\w-]+\.[\w-]+$/.test(token);
}
