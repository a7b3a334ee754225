import type { ApolloClient } from '@apollo/client';
import type { Profile } from '@/lib/auth/profile';
import { syncSession, type SessionUser } from '@/lib/auth/session';
import { providerCall } from './provider-call';
import { refreshProfile } from './profile-refresh';
import { secondFactorPending } from './second-factor';

export interface SignInResult {
  user: SessionUser;
  profile: Profile | null;
  /**
   * Spec section 4: a user counts as logged in when the e-mail is verified or the profile says
   * the user is not a municipality. A municipal registration with an unconfirmed address must
   * confirm it first.
   */
  needsVerification: boolean;
  /** The account needs the authenticator app's code before its role applies (operators, enrolled users). */
  secondFactorPending: boolean;
}

export async function signInWithPassword(client: ApolloClient, email: string, password: string): Promise<SignInResult> {
  await providerCall((auth, sdk) => sdk.signInWithEmailAndPassword(auth, email.trim(), password));
  const user = await syncSession();
  if (!user) throw Object.assign(new Error('signed out during sign-in'), { code: 'auth/user-token-expired' });
  const [profile, pending] = await Promise.all([refreshProfile(client), secondFactorPending()]);
  return {
    user,
    profile,
    needsVerification: !user.emailVerified && profile?.isMunicipality === true,
    secondFactorPending: pending,
  };
}
