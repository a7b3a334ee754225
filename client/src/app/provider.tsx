/**
 * What follows the session: the profile (loaded on sign-in, cleared on sign-out), the analytics
 * user id, the optional token-sync call and, with the Auth emulator only, the sign-in hook
 * end-to-end tests use. Apollo is provided by the routes that need it (router.tsx).
 */
import { type ReactNode, useEffect } from 'react';
import { getConfig } from '@/config/runtime';
import { setAnalyticsUser } from '@/lib/analytics/analytics';
import { clearProfile, settleProfile } from '@/lib/auth/profile';
import { getIdToken, useSession } from '@/lib/auth/session';
import { syncToken, tokenSyncUrl } from '@/lib/network/token-sync';
import { installEmulatorHooks } from './emulator-hooks';

export function AppProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const uid = session.user?.uid ?? null;

  useEffect(() => {
    if (session.status === 'initializing') return;
    // Once per user: the route guard may have read it already.
    if (session.status === 'signedIn') void settleProfile();
    else clearProfile();
  }, [session.status, uid]);

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
    if (getConfig().authEmulatorUrl) installEmulatorHooks();
  }, []);

  return children;
}
