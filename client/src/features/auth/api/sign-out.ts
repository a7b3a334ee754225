import type { ApolloClient } from '@apollo/client';
import { loadAuthSdk } from '@/lib/firebase';
import { loadProfile } from '@/lib/auth/profile';
import { startSession, syncSession } from '@/lib/auth/session';
import { clearRegistrationDraft } from '../stores/registration-draft';

/** Spec section 4: sign out, refresh user state and profile. A failure is ignored silently. */
export async function signOutEverywhere(client: ApolloClient): Promise<void> {
  try {
    await startSession();
    const { auth, sdk } = await loadAuthSdk();
    await sdk.signOut(auth);
    await syncSession();
  } catch {
    // ignored, as the specification says: the reload that follows starts from a clean page
  }
  clearRegistrationDraft();
  await loadProfile(false).catch(() => null);
  await client.clearStore().catch(() => undefined);
}
