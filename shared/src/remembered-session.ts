/**
 * The browser's remembered session (client/src/lib/auth/remembered-session.ts), which the
 * server's early reads also use (server/src/web/early-reads.ts): where it is kept, and how long
 * its token must still live to be sent before Firebase has loaded.
 */
export const REMEMBERED_SESSION_KEY = 'portal.session';

export const REMEMBERED_TOKEN_MIN_LIFETIME_MS = 5 * 60_000;

/**
 * Where the browser keeps the last profile the server answered, with the role the server gave
 * (`role`) and whether it found the user's municipality confirmed (`municipalityConfirmed`;
 * client/src/lib/auth/profile.ts), which the early-read starter reads too.
 */
export const PROFILE_CACHE_KEY = 'portal.profile';

const rememberedRole = (entry: unknown): unknown => (entry as { role?: unknown } | null)?.role;

/**
 * Whether the remembered entry says the server last counted the user as municipal staff:
 * without that the server refuses municipal staff's reads (their municipality, its shortlists),
 * so the browser need not ask. (The server decides the role on every call; this only spares a
 * refusal.)
 */
export function recordsMunicipalStaff(entry: unknown): boolean {
  return rememberedRole(entry) === 'municipal';
}

/**
 * Whether the remembered entry lets the browser ask for a record's detail before the app runs:
 * the server's last role was municipal staff, trial or operator, or (gate 'vendor') a vendor;
 * everyone else would only collect a refusal.
 */
export function passesRecordGate(entry: unknown, gate: 'staff' | 'vendor'): boolean {
  const role = rememberedRole(entry);
  if (role === 'municipal' || role === 'trial' || role === 'operator') return true;
  return gate === 'vendor' && role === 'vendor';
}
