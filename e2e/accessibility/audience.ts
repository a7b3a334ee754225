/**
 * Who opens each route of the route table (client/src/config/routes.ts), for the accessibility
 * run: the roles whose visit shows the route's own screen, not a login redirect, the municipality
 * gate or the server's refusal. The run checks that each listed role lands on the route.
 */
import { A11Y_ROLES, type A11yRole } from '../../client/src/app/routes/rules/content/accessibility-results';
import { ROUTES, type RouteDefinition } from '../../client/src/config/routes';

export const ROLES = A11Y_ROLES;
export type Role = A11yRole;
export type RouteId = (typeof ROUTES)[number]['id'];

const SIGNED_IN: readonly Role[] = ['trial', 'municipal', 'vendor', 'operator'];

/** Routes the server answers for fewer roles than their row's `access` lets through. */
const SERVER_AUDIENCE: Partial<Record<RouteId, readonly Role[]>> = {
  'request.form': ['municipal'],
  'request.confirm': ['municipal'],
  'request.list': ['municipal'],
  'request.show': ['municipal'],
  'solutions.confirm': ['municipal'],
  'solutions.complete': ['municipal'],
  'solutions.create': ['vendor'],
  'solutions.update': ['vendor', 'operator'],
  'mypage.shortlists': ['municipal'],
  'mypage.municipality': ['municipal'],
};

export function audienceOf(route: RouteDefinition): readonly Role[] {
  const own = SERVER_AUDIENCE[route.id as RouteId];
  if (own) return own;
  if (route.id.startsWith('operator.')) return ['operator'];
  if (route.id.startsWith('vendor.')) return ['vendor'];
  if (route.access === 'public') return ROLES;
  if (route.access === 'signedIn') return SIGNED_IN;
  return route.vendorOwn ? ['trial', 'municipal', 'vendor', 'operator'] : ['trial', 'municipal', 'operator'];
}

/**
 * The routes a role opens, in table order. The sign-out page is not among them: it shows only
 * 「ログアウトしています」 and loads the home page as soon as the sign-out is done, so axe would be
 * reading a page on its way out (its layout is every sign-in screen's, which the run checks).
 */
export function routesOf(role: Role): RouteDefinition[] {
  return ROUTES.filter((route) => route.id !== 'auth.logout' && audienceOf(route).includes(role));
}

export { ROUTES };
