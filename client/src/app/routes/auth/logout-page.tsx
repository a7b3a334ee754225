import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { href } from '@/config/routes';
import { signOutEverywhere } from '@/features/auth/api/sign-out';
import { AuthSkeleton } from '@/features/auth/components/sign-in-prompt';
import { AuthPage } from './auth-layout';

/**
 * Spec section 4: sign out, refresh user state and profile, go to / and reload; failures are
 * ignored. Going to / and reloading is one full-page navigation that replaces this entry, so
 * Back does not return to the logout page and nothing of the session survives in memory.
 */
export function Component() {
  const client = useApolloClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOutEverywhere(client).finally(() => window.location.replace(href('home')));
  }, [client]);
  return (
    <AuthPage route="auth.logout">
      <AuthSkeleton label="ログアウトしています" />
    </AuthPage>
  );
}
