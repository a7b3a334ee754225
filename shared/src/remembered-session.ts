/**
 * The browser's remembered session (client/src/lib/auth/remembered-session.ts), which the
 * server's early reads also use (server/src/web/early-reads.ts): where it is kept, and how long
 * its token must still live to be sent before Firebase has loaded.
 */
export const REMEMBERED_SESSION_KEY = 'portal.session';

export const REMEMBERED_TOKEN_MIN_LIFETIME_MS = 5 * 60_000;
