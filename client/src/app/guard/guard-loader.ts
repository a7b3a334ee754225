/**
 * The route guard as a loader on every route, so it runs before a screen renders (specification
 * section 2): redirect rules, route validation, then — for non-public routes — wait for the auth
 * state and the profile, and apply the login requirement and the municipality gate.
 */
import { data, type LoaderFunction, type Params, redirect } from 'react-router-dom';
import { showSnackbar } from '@/components/snackbar/snackbar-store';
import type { RouteDefinition } from '@/config/routes';
import { getConfig } from '@/config/runtime';
import { settleProfile } from '@/lib/auth/profile';
import { getSession, sessionKnown } from '@/lib/auth/session';
import { countsAsLoggedIn, decideBeforeAuth, decideWithViewer, type GuardDecision } from './access';

const GATE_MESSAGE = 'このページは自治体職員の方のみご利用いただけます。';

function act(decision: GuardDecision): null {
  switch (decision.kind) {
    case 'allow':
      return null;
    case 'redirect':
      // An absolute address on another origin makes the router load that page in full.
      throw redirect(decision.to);
    case 'login':
      throw redirect(decision.to);
    case 'gate':
      showSnackbar(GATE_MESSAGE);
      throw redirect(decision.to);
    case 'notFound':
      throw data('Page Not Found', { status: 404, statusText: 'Not Found' });
  }
}

/**
 * `route` is null for the catch-all: unknown paths still get their redirect rule first.
 * `prefetch` starts the screen's own query once a signed-in user's token is there, beside the
 * profile read instead of after it (the server still decides what the user may read).
 */
export function createGuardLoader(
  route: RouteDefinition | null,
  prefetch?: (params: Params) => Promise<unknown>,
): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const early = decideBeforeAuth(route, url.pathname, params);
    if (early) return act(early);
    if (!route || route.access === 'public') return null;
    await sessionKnown();
    const session = getSession();
    // A refusal shows on the screen, which asks again; here it needs no handling.
    if (session.user && prefetch) prefetch(params).catch(() => undefined);
    // Whether a municipal user is logged in depends on the profile (countsAsLoggedIn).
    const profile = session.user ? await settleProfile() : null;
    return act(
      decideWithViewer(
        route,
        url.pathname + url.search + url.hash,
        {
          email: session.user?.email ?? null,
          signedIn: countsAsLoggedIn(session.user, profile),
          emailVerified: session.user?.emailVerified ?? false,
          isMunicipality: Boolean(profile?.isMunicipality),
          isOperatorBusiness: Boolean(profile?.isOperatorBusiness),
        },
        getConfig().trialDomains,
      ),
    );
  };
}
