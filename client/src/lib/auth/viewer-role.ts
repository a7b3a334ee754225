/**
 * The server's role for the signed-in user (`viewer { role }`, read with the profile:
 * lib/auth/profile.ts) turned into the UI's few predicates. The client derives no role of its
 * own; it only shows or hides what the server would refuse anyway, and the server checks every
 * operation again (docs/accounts-and-roles.md).
 */
import type { Role } from '@portal/shared';
import { getProfileState, type ProfileState, useProfile } from './profile';
import { getSession, hadSession, type SessionState, useSession } from './session';

/**
 * Where the reader stands: a role once the server said it ('anonymous' for a visitor);
 * 'pending' while someone may be signed in and it is not known yet; 'unknown' when the read
 * failed; 'unconfirmed' for a municipal registration whose address is not confirmed yet (not
 * logged in: docs/specification.md §4).
 */
export type ViewerStanding = Role | 'pending' | 'unknown' | 'unconfirmed';

type SessionPart = Pick<SessionState, 'status' | 'user'>;
type ProfilePart = Pick<ProfileState, 'status' | 'forUid' | 'role'> & {
  profile: { uid: string; isMunicipality: boolean } | null;
};

/** `sessionHint`: this browser had a session, so a reader not known yet may be signed in. */
export function standingOf(session: SessionPart, profile: ProfilePart, sessionHint: boolean): ViewerStanding {
  if (session.status === 'signedOut') return 'anonymous';
  if (session.status === 'initializing' || !session.user) return sessionHint ? 'pending' : 'anonymous';
  const user = session.user;
  // Only this user's own answer counts (a remembered one may be someone else's).
  if (profile.forUid !== user.uid) return 'pending';
  if (profile.status === 'error') return 'unknown';
  if (profile.status !== 'loaded' || !profile.role) return 'pending';
  const own = profile.profile?.uid === user.uid ? profile.profile : null;
  if (own?.isMunicipality && !user.emailVerified) return 'unconfirmed';
  return profile.role;
}

/** Readers the pages treat as a visitor (log in, sign up). */
export const readsAsVisitor = (standing: ViewerStanding) => standing === 'anonymous' || standing === 'pending';

/**
 * The municipal screens (solutions search and details, comparison, shortlists): municipal
 * staff, trial accounts (the provider's sales staff) and the operator.
 */
export const opensMunicipalScreens = (standing: ViewerStanding | null) =>
  standing === 'municipal' || standing === 'trial' || standing === 'operator';

/** A user of a listed company: the vendor area and the company's own live listing. */
export const actsForCompany = (standing: ViewerStanding | null) => standing === 'vendor';

/** A trial account: sees the request controls, and is told to register before using them. */
export const isTrialAccount = (standing: ViewerStanding | null) => standing === 'trial';

/**
 * The header's solutions menu: municipal staff and the operator. A trial account opens the
 * solutions from the pages that lead there, without the menu entry.
 */
export const hasSolutionsMenu = (standing: ViewerStanding | null) =>
  standing === 'municipal' || standing === 'operator';

/** Municipal staff: their municipality's shared lists and staff screens. */
export const isMunicipalStaff = (standing: ViewerStanding | null) => standing === 'municipal';

/** Sends document requests and inquiries to vendors (a trial account is stopped with a reason). */
export const requestsDocuments = (standing: ViewerStanding | null) => standing === 'municipal';

/** The signed-in user's role waits for this session's second-factor check (the server said so). */
export function owesSecondFactor(): boolean {
  const profile = getProfileState();
  return profile.forUid === getSession().user?.uid && profile.secondFactorPending === true;
}

/** The reader's standing now, outside React (the route guard, an action's check). */
export function getViewerStanding(): ViewerStanding {
  return standingOf(getSession(), getProfileState(), hadSession());
}

export function useViewerStanding(): ViewerStanding {
  return standingOf(useSession(), useProfile(), hadSession());
}
