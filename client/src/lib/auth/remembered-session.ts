/**
 * The signed-in user and their current ID token, kept in localStorage by the session (which
 * writes it on every token change and removes it on sign-out). A page opened while the token
 * still has a while to live calls the server with it at once, and Firebase loads later, off the
 * page's critical path. The token is no more exposed here than in Firebase's own IndexedDB
 * persistence (which also holds the refresh token), and the server checks every token it gets.
 */
import { REMEMBERED_SESSION_KEY, REMEMBERED_TOKEN_MIN_LIFETIME_MS } from '@portal/shared';

/** Who is signed in, as the session publishes it. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface RememberedSession {
  user: SessionUser;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function isRemembered(value: unknown): value is RememberedSession {
  const v = value as RememberedSession | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.token === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.user?.uid === 'string' &&
    (typeof v.user.email === 'string' || v.user.email === null) &&
    typeof v.user.emailVerified === 'boolean'
  );
}

/** The remembered session in `raw` if its token is still good for a while, else null. */
export function parseRemembered(raw: string | null, now = Date.now()): RememberedSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRemembered(value) && value.expiresAt - now > REMEMBERED_TOKEN_MIN_LIFETIME_MS ? value : null;
  } catch {
    return null;
  }
}

export function readRemembered(): RememberedSession | null {
  try {
    return parseRemembered(localStorage.getItem(REMEMBERED_SESSION_KEY));
  } catch {
    return null;
  }
}

/** Whether anyone was signed in here (a session, usable or not, is remembered). */
export function hasRemembered(): boolean {
  try {
    return localStorage.getItem(REMEMBERED_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

export function remember(session: RememberedSession | null): void {
  try {
    if (session) localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(REMEMBERED_SESSION_KEY);
  } catch {
    // storage may be unavailable (private mode); the session then always waits for Firebase
  }
}
