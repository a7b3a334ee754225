import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { secondFactorPending } from '@/features/auth/api/second-factor';
import { redeemSingleSignOn } from '@/features/auth/api/single-sign-on';
import { AuthSkeleton } from '@/features/auth/components/sign-in-prompt';
import { AuthPage } from './auth-layout';

/**
 * Where the portal sends the browser back from the municipality's IdP: the one-time code in the
 * fragment is exchanged for a sign-in, the fragment wiped from the address and history.
 */
export function Component() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [code] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '');
  const [failed, setFailed] = useState(!code);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    redeemSingleSignOn(client, code)
      .then(async () => {
        const pending = await secondFactorPending().catch(() => false);
        navigate(pending ? href('auth.secondFactor') : href('home'), { replace: true });
      })
      .catch(() => setFailed(true));
  }, [client, code, navigate]);

  return (
    <AuthPage route="auth.singleSignOn">
      {failed ? (
        <FormNotice tone="error" live>
          <p>ログインの有効期限が切れたか、すでに使われています。もう一度ログインしてください。</p>
          <p>
            <Link to={href('auth.login')}>ログインページへ</Link>
          </p>
        </FormNotice>
      ) : (
        <>
          <p role="status">所属自治体のアカウントでログインしています…</p>
          <AuthSkeleton />
        </>
      )}
    </AuthPage>
  );
}
