/**
 * The route guard's decisions, as pure functions of the route's row (config/routes.ts), the
 * address and the viewer. The server enforces every gate again; these only spare users a dead end.
 */
import { findRedirect, isExternal } from '@/config/redirects';
import { href, type RouteDefinition } from '@/config/routes';
import { loginPathFor, withRedirect } from '@/lib/auth/redirect';
import { actsForCompany, opensMunicipalScreens, type ViewerStanding } from '@/lib/auth/viewer-role';

export interface GuardViewer {
  signedIn: boolean;
  /** Where the server's role puts the viewer (lib/auth/viewer-role.ts). */
  standing: ViewerStanding;
  /** The server holds the role back until this session passes the second factor. */
  owesSecondFactor?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; external: boolean }
  | { kind: 'login'; to: string }
  | { kind: 'gate'; to: string }
  | { kind: 'notFound' };

/**
 * Specification section 4: a user counts as logged in when the e-mail is verified, or when the
 * profile says the user is not a municipality (an unverified municipal registration is not in yet).
 */
export function countsAsLoggedIn(
  user: { emailVerified: boolean } | null,
  profile: { isMunicipality: boolean } | null,
): boolean {
  return user != null && (user.emailVerified || !profile?.isMunicipality);
}

/** Steps before the auth state is needed: redirect rules, then route validation. */
export function decideBeforeAuth(
  route: Pick<RouteDefinition, 'params'> | null,
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): GuardDecision | null {
  const rule = findRedirect(pathname);
  if (rule) return { kind: 'redirect', to: rule.to, external: isExternal(rule.to) };
  if (!route) return { kind: 'notFound' };
  for (const [name, pattern] of Object.entries(route.params ?? {})) {
    if (!pattern.test(params[name] ?? '')) return { kind: 'notFound' };
  }
  return null;
}

/** Steps once the auth state (and, for gated paths, the profile) is known. */
export function decideWithViewer(
  route: Pick<RouteDefinition, 'access' | 'vendorOwn'>,
  fullPath: string,
  viewer: GuardViewer,
): GuardDecision {
  if (route.access === 'public') return { kind: 'allow' };
  if (!viewer.signedIn) return { kind: 'login', to: loginPathFor(fullPath) };
  if (route.access === 'municipal' && !opensMunicipalScreens(viewer.standing)) {
    // Vendors open their own live listing; the server refuses them any other.
    if (route.vendorOwn && actsForCompany(viewer.standing)) return { kind: 'allow' };
    // Held back only until the code is given: send them there, then back.
    if (viewer.owesSecondFactor) {
      return { kind: 'redirect', to: withRedirect(href('auth.secondFactor'), fullPath), external: false };
    }
    return { kind: 'gate', to: href('home') };
  }
  return { kind: 'allow' };
}
