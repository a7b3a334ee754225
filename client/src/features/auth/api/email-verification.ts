import type { ApolloClient } from '@apollo/client';
import { getSession, refreshSession, startSession } from '@/lib/auth/session';
import { actionCodeSettings } from './action-settings';
import { providerCall } from './provider-call';
import { refreshProfile } from './profile-refresh';

/** Sends (again) the verification mail to the signed-in user's address. */
export async function sendVerificationMail(): Promise<void> {
  await startSession();
  await providerCall(async (auth, sdk) => {
    if (!auth.currentUser) throw Object.assign(new Error('not signed in'), { code: 'auth/user-token-expired' });
    await sdk.sendEmailVerification(auth.currentUser, actionCodeSettings('verifyEmail'));
  });
}

/**
 * After a verification: reloads the user and forces a new ID token, so the server sees
 * email_verified at once, then reloads the profile (the user may now be municipal).
 */
export async function refreshAfterVerification(client: ApolloClient): Promise<boolean | null> {
  await startSession();
  if (getSession().status !== 'signedIn') return null;
  const user = await refreshSession();
  await refreshProfile(client);
  return user?.emailVerified ?? null;
}

export async function applyVerificationCode(client: ApolloClient, code: string): Promise<boolean | null> {
  await providerCall((auth, sdk) => sdk.applyActionCode(auth, code));
  return refreshAfterVerification(client);
}
