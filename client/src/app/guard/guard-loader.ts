/**
 * The route guard as a loader on every route, so it runs before a screen renders (specification
 * section 2): redirect rules, route validation, then — for non-public routes — wait for the auth
 * state and the profile, and apply the login requirement and the municipality gate. A detail
 * screen's record read starts here and reaches the screen in the loader data (`GuardData`).
 */
import { data, type LoaderFunctionArgs, type Params, redirect, useLoaderData } from 'react-router-dom';
import { showSnackbar } from '@/components/snackbar/snackbar-store';
import type { RouteDefinition } from '@/config/routes';
import type { RecordRead } from '@/features/search/api/record-read';
import { getProfileState, settleProfile } from '@/lib/auth/profile';
import { actsForCompany, getViewerStanding, opensMunicipalScreens, owesSecondFactor } from '@/lib/auth/viewer-role';
import { getSession, sessionKnown } from '@/lib/auth/session';
import { countsAsLoggedIn, decideBeforeAuth, decideWithViewer, type GuardDecision } from './access';

const GATE_MESSAGE = 'このページは自治体職員の方のみご利用いただけます。';

/** What the guard hands to the screen of the visit it let through. */
export interface GuardData {
  /** The screen's record read, started for this visit only (a detail screen of a signed-in user). */
  record: RecordRead<unknown> | null;
  /** Whether the screen's Apollo query was sent for this visit (useRouteQuery reads its answer). */
  preloaded: boolean;
}

/** The reads a route's loader starts for a visit it lets through (app/route-reads.ts). */
export interface VisitReads {
  /** A detail screen's record read. */
  record?: (params: Params) => RecordRead<unknown>;
  /** A screen's Apollo query, sent without waiting for it. */
  screen?: (params: Params) => void;
}

const NOTHING: GuardData = { record: null, preloaded: false };

/** Throws the redirect or the 404 a decision calls for; returns when it allows the visit. */
function act(decision: GuardDecision): void {
  switch (decision.kind) {
    case 'allow':
      return;
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
 * `reads.record` starts the screen's record read once a signed-in user's token is there, beside
 * the profile read instead of after it when the last profile passes the route's gate, else once
 * the gate let the visit through (the server still decides what the user may read); a refusal
 * shows on the screen, which takes the read over from the loader data. `reads.screen` is sent
 * once the gate let the visit through.
 */
export function createGuardLoader(
  route: RouteDefinition | null,
  reads: VisitReads = {},
): (args: LoaderFunctionArgs) => Promise<GuardData> {
  const readRecord = reads.record;
  // `url`, not `request.url`: React Router builds the request without the fragment, so a visitor
  // sent to sign in from `/grants/shows/12#apply` came back without `#apply`.
  return async ({ url, params }) => {
    const early = decideBeforeAuth(route, url.pathname, params);
    if (early) {
      act(early);
      return NOTHING;
    }
    if (!route || route.access === 'public') return NOTHING;
    await sessionKnown();
    const session = getSession();
    // Beside the profile read only for a user the last role the server gave says the route lets
    // in; anyone else would collect a refusal before the gate turns them away.
    const lastRole = getProfileState().role;
    const likelyLetIn =
      session.user && (opensMunicipalScreens(lastRole) || (route.vendorOwn === true && actsForCompany(lastRole)));
    let record = likelyLetIn && readRecord ? readRecord(params) : null;
    // Whether a municipal user is logged in depends on the profile (countsAsLoggedIn).
    const profile = session.user ? await settleProfile() : null;
    act(
      decideWithViewer(route, url.pathname + url.search + url.hash, {
        signedIn: countsAsLoggedIn(session.user, profile),
        standing: getViewerStanding(),
        owesSecondFactor: owesSecondFactor(),
      }),
    );
    if (!record && session.user && readRecord) record = readRecord(params);
    const preloaded = session.user != null && reads.screen != null;
    if (preloaded) reads.screen!(params);
    return { record, preloaded };
  };
}

/** The record read the guard started for this visit of the screen's route, if it started one. */
export function useGuardRecordRead(): RecordRead<unknown> | null {
  return (useLoaderData() as GuardData | undefined)?.record ?? null;
}

/** Whether the guard sent the screen's Apollo query for this visit. */
export function useGuardPreloaded(): boolean {
  return (useLoaderData() as GuardData | undefined)?.preloaded ?? false;
}
