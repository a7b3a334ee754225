import { useSearchParams } from 'react-router-dom';
import { href } from '@/config/routes';

/**
 * `?redirect=` after sign-in: only a path of this site, never another host (an open redirect
 * would let a phishing mail send a municipal user to a look-alike site after a real sign-in).
 * Every reader of the parameter goes through `safeRedirect`.
 */
const LOOPING = [href('auth.login'), href('auth.logout')];

export function safeRedirect(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs, so either can forge `//host`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Dot segments (`/.//host`, `/x/..//host`, `/%2e//host`) resolve to a path that starts with `//`,
  // which a link or the router then follows as a protocol-relative URL to another host.
  if (url.pathname.startsWith('//')) return null;
  if (LOOPING.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** This page's `?redirect=`, or null when it is missing or not a path of this site. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'), window.location.origin);
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return withRedirect(href('auth.login'), path);
}

/** `target` carrying a return path on to the next step (login → confirm e-mail → back). */
export function withRedirect(target: string, redirect: string | null): string {
  return redirect ? `${target}?redirect=${encodeURIComponent(redirect)}` : target;
}
