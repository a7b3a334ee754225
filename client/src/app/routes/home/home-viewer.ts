/**
 * Who reads the home page, for its few texts that speak to one kind of reader: a visitor is asked
 * to log in or sign up, a municipal user is pointed to what they keep, a vendor to their menu.
 * The build renders the visitor's texts; a returning user's page hides them until the app knows
 * better (the session hint, as the header does), so nobody signed in is told to sign up.
 */
import type { Profile } from '@/lib/auth/profile';
import { hadSession, type SessionState, useSession } from '@/lib/auth/session';
import { useProfile } from '@/lib/auth/profile';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * 'pending': someone may be signed in and it is not known yet (the visitor's texts stay hidden);
 * 'municipal': a municipal user whose address is confirmed (they can search solutions);
 * 'vendor': a user of a listed company; 'member': anyone else signed in (a general member, one
 * awaiting confirmation, an operator).
 */
export type HomeViewer = 'pending' | 'guest' | 'municipal' | 'vendor' | 'member';

type ViewerProfile = Pick<Profile, 'isMunicipality' | 'companyId'>;

export function deriveHomeViewer(
  session: Pick<SessionState, 'status' | 'user'>,
  profile: ViewerProfile | null,
  sessionHint: boolean,
): HomeViewer {
  if (session.status === 'signedOut') return 'guest';
  if (session.status === 'initializing') return sessionHint ? 'pending' : 'guest';
  if (!profile) return 'pending';
  if (profile.companyId != null) return 'vendor';
  if (profile.isMunicipality && session.user?.emailVerified) return 'municipal';
  return 'member';
}

export function useHomeViewer(): HomeViewer {
  const session = useSession();
  const { profile, forUid } = useProfile();
  // The build rendered the visitor's page: that is what hydrates, whoever reads it.
  const hydrated = useHydrated();
  if (!hydrated) return 'guest';
  // A profile left from someone else (another tab's sign-in) says nothing about this user.
  const current = forUid === undefined || forUid === session.user?.uid ? profile : null;
  return deriveHomeViewer(session, current, hadSession());
}
