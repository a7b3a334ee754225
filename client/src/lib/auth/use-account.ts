import { useEffect } from 'react';
import { useProfile, type Profile } from './profile';
import { startSession, useSession, type SessionUser } from './session';

export type AccountState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error' }
  | { status: 'ready'; user: SessionUser; profile: Profile | null };

/**
 * The session and its profile together, for pages that need both and may be opened directly:
 * loading until both are known (the profile must belong to the session's user), then one state.
 */
export function useAccount(): AccountState {
  const session = useSession();
  const profile = useProfile();
  useEffect(() => {
    void startSession();
  }, []);
  if (session.status === 'initializing') return { status: 'loading' };
  if (session.status === 'signedOut' || !session.user) return { status: 'signedOut' };
  if (profile.status === 'error') return { status: 'error' };
  // A refresh of the user's own, already known profile (after a self-service change) keeps the
  // page on screen instead of unmounting it behind a skeleton.
  const refreshing = profile.status === 'loading' && profile.profile != null && profile.forUid === session.user.uid;
  if (profile.status !== 'loaded' && !refreshing) return { status: 'loading' };
  if (profile.profile && profile.profile.uid !== session.user.uid) return { status: 'loading' };
  return { status: 'ready', user: session.user, profile: profile.profile ?? null };
}
