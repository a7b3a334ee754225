/**
 * Route-level redirect rules (the guard's first step), looked up by the exact
 * path before any other check. An internal target is a client-side navigation; an absolute
 * `https://` target leaves the portal with a full page load.
 */
// With extensions: the build imports this file as it is (client/build/shell-manifest.ts).
import { EXTERNAL_LINKS } from './external-links.ts';
import { href } from './routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
}

export const REDIRECT_RULES: readonly RedirectRule[] = [
  // Short addresses printed on paper material and older links.
  { from: '/rules', to: href('rules.terms') },
  { from: '/faq', to: href('rules.faq') },
  { from: '/privacy', to: href('rules.privacy') },
  { from: '/terms', to: href('rules.terms') },
  { from: '/login', to: href('auth.login') },
  { from: '/signup', to: href('auth.munRegister') },
  { from: '/mypage', to: href('auth.mypage') },
  // Vendors' entry point to the listing guide on the corporate site.
  { from: '/listing', to: EXTERNAL_LINKS.listingGuide },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findRedirect(pathname: string, rules: readonly RedirectRule[] = REDIRECT_RULES): RedirectRule | null {
  const path = normalise(pathname);
  return rules.find((rule) => rule.from === path) ?? null;
}

export function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
