/**
 * `?redirect=` after sign-in: only a path of this site, never another host (an open redirect
 * would let a phishing mail send a municipal user to a look-alike site after a real sign-in).
 */
const LOOPING = ['/auth/login', '/auth/logout'];

export function safeRedirect(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (LOOPING.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(path)}`;
}
