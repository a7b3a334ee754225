import type { ApolloClient } from '@apollo/client';
import { loadProfile, profileReadSettled, type Profile } from '@/lib/auth/profile';
import { getSession } from '@/lib/auth/session';
import { SYNC_PROFILE_EMAIL_MUTATION } from './account-documents';

function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/**
 * Reloads the profile for the current session; when the provider's verified address differs
 * from the profile's (an e-mail change completed, perhaps on another device) the server adopts it.
 */
export async function refreshProfile(client: ApolloClient): Promise<Profile | null> {
  const session = getSession();
  const signedIn = session.status === 'signedIn';
  // A reset would fail a profile read still in flight (Apollo: "Store reset while query was in
  // flight"), and the read below would join that failing one: let it finish first.
  await profileReadSettled();
  // Cached answers were fetched with the previous identity; refetch what is on screen.
  await client.resetStore().catch(() => undefined);
  const profile = await loadProfile(signedIn);
  const user = session.user;
  if (profile && user?.emailVerified && user.email && !sameAddress(profile.email, user.email)) {
    await client.mutate({ mutation: SYNC_PROFILE_EMAIL_MUTATION });
    return loadProfile(true);
  }
  return profile;
}
