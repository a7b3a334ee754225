import { Tabs } from 'radix-ui';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { LoginForm } from '@/features/auth/components/login-form';
import { DirectRegistration } from '@/features/auth/components/direct-registration';
import { SingleSignOnEntry } from '@/features/auth/components/single-sign-on-entry';
import { AuthSkeleton } from '@/features/auth/components/sign-in-prompt';
import { useReturnPath, withRedirect } from '@/lib/auth/redirect';
import { useAccount } from '@/lib/auth/use-account';
import { AuthPage } from './auth-layout';

/**
 * Sign-in, honouring `?redirect=` for same-site paths only. Its second tab is the second
 * registration flow, which ends at the home page.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const account = useAccount();
  const redirect = useReturnPath();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';

  if (account.status === 'loading') {
    return (
      <AuthPage route="auth.login">
        <AuthSkeleton />
      </AuthPage>
    );
  }
  if (account.status === 'ready' && !account.user.emailVerified && account.profile?.isMunicipality) {
    // Signed in but not logged in yet (docs/specification.md §4): the address must be confirmed first.
    return <Navigate to={withRedirect(href('auth.confirmEmailRequest'), redirect)} replace />;
  }
  if (account.status === 'ready' && account.user.emailVerified) {
    return (
      <AuthPage route="auth.login">
        <FormNotice tone="info" live={false}>
          <p>{account.user.email} でログインしています。</p>
          <p className="form-actions">
            <Link to={redirect ?? href('home')} className="button button--primary">
              {redirect ? '元のページへ進む' : 'トップページへ'}
            </Link>
            <Link to={href('auth.logout')}>ログアウトする</Link>
          </p>
        </FormNotice>
      </AuthPage>
    );
  }

  return (
    <AuthPage route="auth.login">
      {params.get('redirect') ? (
        <FormNotice tone="info" live={false}>
          <p>このページをご覧いただくには、ログインが必要です。ログイン後、元のページに戻ります。</p>
        </FormNotice>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'register') next.set('tab', 'register');
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List className="auth-tabs__list" aria-label="ログインまたは会員登録">
          <Tabs.Trigger value="login" className="auth-tabs__trigger">
            ログイン
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className="auth-tabs__trigger">
            はじめての方（会員登録）
          </Tabs.Trigger>
        </Tabs.List>
        {/* The panels start with form fields, so they need no tab stop of their own. */}
        <Tabs.Content value="login" tabIndex={undefined}>
          <LoginForm
            onSignedIn={(result) => {
              if (result.secondFactorPending) {
                navigate(withRedirect(href('auth.secondFactor'), redirect), { replace: true });
              } else if (result.needsVerification) {
                navigate(withRedirect(href('auth.confirmEmailRequest'), redirect), { replace: true });
              } else {
                navigate(redirect ?? href('home'), { replace: true });
              }
            }}
          />
          <SingleSignOnEntry refusal={params.get('sso_error')} />
        </Tabs.Content>
        <Tabs.Content value="register" tabIndex={undefined}>
          <DirectRegistration />
        </Tabs.Content>
      </Tabs.Root>
    </AuthPage>
  );
}
