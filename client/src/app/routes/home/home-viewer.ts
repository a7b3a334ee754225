/**
 * Who reads the home page, for its few texts that speak to one kind of reader: a visitor is asked
 * to log in or sign up, a municipal user is pointed to what they keep, a vendor to their menu.
 * The build renders the visitor's texts; a returning user's page hides them until the app knows
 * better (the session hint, as the header does), so nobody signed in is told to sign up.
 */
import { getConfig } from '@/config/runtime';
import { passesMunicipalGate } from '@/app/guard/access';
import { type Profile, type ProfileState, useProfile } from '@/lib/auth/profile';
import { hadSession, type SessionState, useSession } from '@/lib/auth/session';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * 'pending': someone may be signed in and it is not known yet (the visitor's texts stay hidden);
 * 'municipal': a municipal user whose address is confirmed; 'staff': anyone else the solutions'
 * gate lets in (the operator's business users, trial accounts); 'unconfirmed': a municipal
 * registration whose address is not confirmed yet; 'vendor': a user of a listed company;
 * 'member': anyone else signed in (a general member, one awaiting the operator's check, one with
 * no profile); 'unknown': signed in, but their profile could not be read (nothing is said that
 * might be wrong for them).
 */
export type HomeViewer = 'pending' | 'guest' | 'municipal' | 'staff' | 'unconfirmed' | 'vendor' | 'member' | 'unknown';

/** Readers the page treats as a visitor (the build's texts: log in, sign up). */
export const readsAsVisitor = (viewer: HomeViewer) => viewer === 'guest' || viewer === 'pending';

type ViewerProfile = Pick<Profile, 'uid' | 'isMunicipality' | 'isOperatorBusiness' | 'companyId'>;

/** Readers who may open the solutions search (the categories' links lead there). */
export const canSearchSolutions = (viewer: HomeViewer) => viewer === 'municipal' || viewer === 'staff';

export function deriveHomeViewer(
  session: Pick<SessionState, 'status' | 'user'>,
  profile: Pick<ProfileState, 'status' | 'forUid'> & { profile: ViewerProfile | null },
  sessionHint: boolean,
  trialDomains: readonly string[],
): HomeViewer {
  if (session.status === 'signedOut') return 'guest';
  if (session.status === 'initializing' || !session.user) return sessionHint ? 'pending' : 'guest';
  const user = session.user;
  // Only this user's own profile counts (a cached one may be someone else's).
  const own = profile.profile?.uid === user.uid ? profile.profile : null;
  if (!own) {
    if (profile.forUid !== user.uid) return 'pending';
    // This user's read ended without a profile: none registered, or the read failed.
    if (profile.status === 'loaded') return 'member';
    return profile.status === 'error' ? 'unknown' : 'pending';
  }
  if (own.companyId != null) return 'vendor';
  if (own.isMunicipality && user.emailVerified) return 'municipal';
  const gate = { ...own, email: user.email, signedIn: true, emailVerified: user.emailVerified };
  if (passesMunicipalGate(gate, trialDomains)) return 'staff';
  return own.isMunicipality ? 'unconfirmed' : 'member';
}

export function useHomeViewer(): HomeViewer {
  const session = useSession();
  const profile = useProfile();
  // The build rendered the visitor's page: that is what hydrates, whoever reads it.
  const hydrated = useHydrated();
  if (!hydrated) return 'guest';
  return deriveHomeViewer(session, profile, hadSession(), getConfig().trialDomains);
}
