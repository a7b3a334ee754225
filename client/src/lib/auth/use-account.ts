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
  if (profile.status !== 'loaded') return { status: 'loading' };
  if (profile.profile && profile.profile.uid !== session.user.uid) return { status: 'loading' };
  return { status: 'ready', user: session.user, profile: profile.profile };
}
