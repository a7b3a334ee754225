/**
 * The signed stop token of an alert mail: which user and which saved searches it stops, and until
 * when it is valid, HMAC-SHA256 signed with the server's alert secret. Valid without signing in
 * (RFC 8058 one-click); a changed, expired or foreign token stops nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface StopTokenPayload {
  uid: string;
  /** Saved search ids. */
  s: number[];
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Long enough for a weekly mail read late; short enough that old mails stop working. */
export const STOP_TOKEN_DAYS = 60;

function mac(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`alert-stop.${body}`).digest();
}

export function signStopToken(payload: Omit<StopTokenPayload, 'exp'>, secret: string, now = new Date()): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(now.getTime() / 1000) + STOP_TOKEN_DAYS * 86_400 }),
  ).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

export type StopTokenCheck = { ok: true; payload: StopTokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyStopToken(token: string, secret: string, now = new Date()): StopTokenCheck {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || token.length > 2000) return { ok: false, reason: 'invalid' };
  const expected = mac(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let payload: StopTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StopTokenPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    typeof payload.uid !== 'string' ||
    !Array.isArray(payload.s) ||
    !payload.s.every((id) => Number.isSafeInteger(id)) ||
    typeof payload.exp !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.exp * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
