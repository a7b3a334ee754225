/**
 * Apollo, plus what follows the session: the profile (loaded on sign-in, cleared on sign-out),
 * the analytics user id, the optional token-sync call and, with the Auth emulator only, the
 * sign-in hook end-to-end tests use.
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { getConfig } from '@/config/runtime';
import { setAnalyticsUser } from '@/lib/analytics/analytics';
import { loadProfile } from '@/lib/auth/profile';
import { getIdToken, useSession } from '@/lib/auth/session';
import { syncToken, tokenSyncUrl } from '@/lib/network/token-sync';
import { installEmulatorHooks } from './emulator-hooks';

export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const session = useSession();
  const uid = session.user?.uid ?? null;

  useEffect(() => {
    if (session.status === 'initializing') return;
    void loadProfile(client, session.status === 'signedIn');
  }, [client, session.status, uid]);

  useEffect(() => {
    if (session.status !== 'initializing') setAnalyticsUser(uid);
  }, [session.status, uid]);

  // Every token change publishes a new session object: each fresh token is synced once.
  useEffect(() => {
    const url = tokenSyncUrl(getConfig());
    if (!url || session.status === 'initializing') return;
    void (async () => {
      const token = session.status === 'signedIn' ? await getIdToken() : null;
      await syncToken(url, token);
    })().catch((error: unknown) => console.warn('token sync failed', error));
  }, [session]);

  useEffect(() => {
    if (getConfig().authEmulatorUrl) installEmulatorHooks(client);
  }, [client]);

  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
