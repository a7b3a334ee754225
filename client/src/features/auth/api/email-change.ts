import type { ApolloClient } from '@apollo/client';
import { getSession, refreshSession, startSession, syncSession } from '@/lib/auth/session';
import { loadAuthSdk } from '@/lib/firebase';
import { actionCodeSettings } from './action-settings';
import { providerCall } from './provider-call';
import { isProviderError } from './provider-errors';
import { refreshProfile } from './profile-refresh';

/**
 * Verify-before-change (docs/specification.md §4): re-authenticates with the current password, then sends
 * the verification mail to the new address. The address changes only when that link is opened.
 */
export async function requestEmailChange(newEmail: string, currentPassword: string): Promise<void> {
  await startSession();
  await providerCall(async (auth, sdk) => {
    const user = auth.currentUser;
    if (!user?.email) throw Object.assign(new Error('not signed in'), { code: 'auth/user-token-expired' });
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, currentPassword));
    await sdk.verifyBeforeUpdateEmail(user, newEmail.trim(), actionCodeSettings('verifyAndChangeEmail'));
  });
}

export interface EmailChangeResult {
  email: string | null;
  /** The provider ended the session (it may after an address change): sign in with the new address. */
  signedOut: boolean;
}

/** After the change was applied: new token, profile follows the new address. */
export async function refreshAfterEmailChange(client: ApolloClient): Promise<EmailChangeResult> {
  await startSession();
  if (getSession().status !== 'signedIn') return { email: null, signedOut: true };
  try {
    const user = await refreshSession();
    await refreshProfile(client);
    return { email: user?.email ?? null, signedOut: false };
  } catch (error) {
    if (!isProviderError(error, 'token-expired') && !isProviderError(error, 'invalid-credential')) throw error;
    const { auth, sdk } = await loadAuthSdk();
    await sdk.signOut(auth).catch(() => undefined);
    await syncSession();
    return { email: null, signedOut: true };
  }
}

/** Applies a verifyAndChangeEmail or recoverEmail code and answers the address now in force. */
export async function applyEmailCode(client: ApolloClient, code: string): Promise<EmailChangeResult> {
  const info = await providerCall((auth, sdk) => sdk.checkActionCode(auth, code));
  await providerCall((auth, sdk) => sdk.applyActionCode(auth, code));
  const result = await refreshAfterEmailChange(client);
  return { ...result, email: info.data.email ?? result.email };
}
