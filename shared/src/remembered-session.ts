/**
 * The browser's remembered session (client/src/lib/auth/remembered-session.ts), which the
 * server's early reads also use (server/src/web/early-reads.ts): where it is kept, and how long
 * its token must still live to be sent before Firebase has loaded.
 */
export const REMEMBERED_SESSION_KEY = 'portal.session';

export const REMEMBERED_TOKEN_MIN_LIFETIME_MS = 5 * 60_000;

/**
 * Where the browser keeps the last profile the server answered (client/src/lib/auth/profile.ts),
 * which the early-read starter reads too.
 */
export const PROFILE_CACHE_KEY = 'portal.profile';

/**
 * Whether a profile as the server answered it records approved municipal staff: without that the
 * server refuses municipal staff's reads (their municipality, its shortlists) whatever else holds,
 * so the browser need not ask. (The server alone decides the role; this only spares a refusal.)
 */
export function recordsMunicipalStaff(profile: unknown): boolean {
  const p = profile as { isMunicipality?: unknown; municipalStatus?: unknown } | null;
  return p?.isMunicipality === true && p.municipalStatus === 'approved';
}

/**
 * Whether a profile as the server answered it lets the browser ask for a record's detail before
 * the app runs: approved municipal staff, the operator's business users and (gate 'vendor') a
 * vendor's users. Trial accounts pass the server's check by their address and simply wait for
 * the app's own read; everyone else would only collect a refusal.
 */
export function passesRecordGate(profile: unknown, gate: 'staff' | 'vendor'): boolean {
  const p = profile as { isOperatorBusiness?: unknown; companyId?: unknown } | null;
  if (recordsMunicipalStaff(profile) || p?.isOperatorBusiness === true) return true;
  return gate === 'vendor' && typeof p?.companyId === 'string' && p.companyId !== '';
}
