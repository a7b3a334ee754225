/**
 * The early-read starter. Inline in the page of a signed-in route, ahead of the app's scripts
 * (server/src/web/early-reads.ts), it starts the reads the route's screen will wait for with the
 * token the browser remembers (lib/auth/remembered-session.ts), and leaves them for the app
 * (lib/early-reads.ts), which takes one over only for the same query with the same token. The
 * build bundles and minifies it (client/build/inline-script.ts); the server admits exactly
 * that text by its hash. Nothing here may throw: at worst the app asks for itself.
 */
import {
  EARLY_READS_SPEC_ID,
  type EarlyRead,
  queryKey,
  REMEMBERED_SESSION_KEY,
  REMEMBERED_TOKEN_MIN_LIFETIME_MS,
} from '@portal/shared';
import type { EarlyReads } from './early-reads';

interface Spec {
  path: string;
  reads: EarlyRead[];
}

/** The route pattern's parameters in the address, or null when the address is not the route's. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(have[i]!);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

function send(read: EarlyRead, params: Record<string, string>, token: string): [string, Promise<Response>] {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.variables)) {
    variables[name] = value.startsWith(':') ? params[value.slice(1)]! : value;
  }
  let query = `query=${encodeURIComponent(read.query)}&operationName=${encodeURIComponent(read.operationName)}`;
  if (Object.keys(variables).length) query += `&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  // As lib/graphql-request sends it: the content type makes a GET CSRF-safe for the server.
  const sent = fetch(`/graphql?${query}`, {
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  // The app sees a failure when it takes the read over; until then it is not unhandled.
  sent.catch(() => undefined);
  return [queryKey(read.operationName, variables), sent];
}

export function startEarlyReads(): void {
  try {
    const spec = JSON.parse(document.getElementById(EARLY_READS_SPEC_ID)!.textContent!) as Spec;
    const session = JSON.parse(localStorage.getItem(REMEMBERED_SESSION_KEY) || 'null') as {
      token?: unknown;
      expiresAt?: number;
    } | null;
    if (!session || typeof session.token !== 'string') return;
    if (!((session.expiresAt ?? 0) - Date.now() > REMEMBERED_TOKEN_MIN_LIFETIME_MS)) return;
    const params = paramsOf(spec.path, location.pathname);
    if (!params) return;
    const token = session.token;
    const early: EarlyReads = { token, reads: Object.fromEntries(spec.reads.map((read) => send(read, params, token))) };
    window.__portalEarlyReads = early;
  } catch {
    // The app asks for itself.
  }
}
