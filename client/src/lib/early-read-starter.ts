/**
 * The early-read starter. Inline in the page of a signed-in route or a rendered screen, ahead of
 * the app's scripts (server/src/web/early-reads.ts), it starts the reads the route's screen will
 * wait for with the token the browser remembers (lib/auth/remembered-session.ts) — a search
 * screen's results without one for a visitor, who has none — and leaves them for the app
 * (lib/early-reads.ts), which takes one over only for the same query with the same token. The
 * build bundles and minifies it (client/build/inline-script.ts); the server admits exactly
 * that text by its hash. Nothing here may throw: at worst the app asks for itself. Before any
 * read it marks a returning user's page (SESSION_HINT_ATTRIBUTE of @portal/shared), which is why
 * every rendered screen carries it, reads or not.
 */
import {
  EARLY_READS_SPEC_ID,
  type EarlyRead,
  PROFILE_CACHE_KEY,
  queryKey,
  recordsMunicipalStaff,
  passesRecordGate,
  REMEMBERED_SESSION_KEY,
  REMEMBERED_TOKEN_MIN_LIFETIME_MS,
  SERVED_ANSWERS_ID,
  SESSION_HINT_ATTRIBUTE,
} from '@portal/shared';
import { hasRemembered } from './auth/remembered-session';
import type { EarlyReads } from './early-reads';

interface Spec {
  path: string;
  reads: EarlyRead[];
}

/** The route pattern's parameters in the address, or null when the address is not the route's. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.replace(/\/+$/, '').split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(have[i]!);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

function send(read: EarlyRead, params: Record<string, string>, token: string | null): [string, Promise<Response>] {
  const variables: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(read.variables)) {
    variables[name] = value.startsWith(':') ? params[value.slice(1)]! : value;
  }
  if (read.search) Object.assign(variables, read.search.variables);
  let query = `query=${encodeURIComponent(read.query)}&operationName=${encodeURIComponent(read.operationName)}`;
  if (Object.keys(variables).length) query += `&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  // As Apollo Client sends it: the content type makes a GET CSRF-safe for the server.
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  // (Not an object spread: the ES2017 output would carry its helper into every page.)
  if (token) headers.authorization = `Bearer ${token}`;
  const sent = fetch(`/graphql?${query}`, { headers });
  // The app sees a failure when it takes the read over; until then it is not unhandled.
  sent.catch(() => undefined);
  return [queryKey(read.operationName, variables), sent];
}

export function startEarlyReads(): void {
  // Before anything else: a returning user's page, marked before it paints (the app's own test).
  if (hasRemembered()) document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
  try {
    const spec = JSON.parse(document.getElementById(EARLY_READS_SPEC_ID)!.textContent!) as Spec;
    const session = JSON.parse(localStorage.getItem(REMEMBERED_SESSION_KEY) || 'null') as {
      token?: unknown;
      expiresAt?: number;
    } | null;
    const params = paramsOf(spec.path, location.pathname);
    if (!params) return;
    let token: string | null = null;
    let reads = spec.reads;
    if (session) {
      // A token about to expire is renewed by the app first: it asks for itself.
      if (typeof session.token !== 'string') return;
      if (!((session.expiresAt ?? 0) - Date.now() > REMEMBERED_TOKEN_MIN_LIFETIME_MS)) return;
      token = session.token;
    } else {
      // A visitor: only a search screen's results and a public screen's reads are read without a
      // token, and not when the server rendered the page with them (server/src/web/search-pages.ts).
      if (document.getElementById(SERVED_ANSWERS_ID)) return;
      reads = reads.filter((read) => read.search || read.visitor);
    }
    // A search with criteria in the address is the app's to read (it normalises them).
    if (location.search.length > 1) reads = reads.filter((read) => !read.search);
    // Municipal staff's reads, and a record's, only for a user the last profile says may have them.
    const profile: unknown = JSON.parse(localStorage.getItem(PROFILE_CACHE_KEY) || 'null');
    const staff = recordsMunicipalStaff(profile);
    const confirmed = staff && (profile as { municipalityConfirmed?: unknown }).municipalityConfirmed === true;
    reads = reads.filter(
      (read) =>
        (staff || !read.municipal) &&
        (confirmed || !read.confirmed) &&
        (!read.record || passesRecordGate(profile, read.record)),
    );
    if (reads.length === 0) return;
    const early: EarlyReads = { token, reads: Object.fromEntries(reads.map((read) => send(read, params, token))) };
    window.__portalEarlyReads = early;
  } catch {
    // The app asks for itself.
  }
}
