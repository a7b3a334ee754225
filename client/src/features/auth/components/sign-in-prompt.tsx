import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { loginPathFor } from '@/lib/auth/redirect';

/** For pages that need a session when opened without one: explains and offers sign-in. */
export function SignInPrompt({ reason }: { reason: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <FormNotice tone="info" live={false}>
      <p>{reason}</p>
      <p className="form-actions">
        <Link to={loginPathFor(here)} className="button button--primary">
          ログインする
        </Link>
        <Link to={href('auth.munRegister')}>会員登録（自治体職員の方）</Link>
      </p>
    </FormNotice>
  );
}

/** Reserves the space of a form while the session is being restored, so nothing jumps. */
export function AuthSkeleton({ label = '読み込んでいます' }: { label?: string }) {
  return (
    <div className="auth-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
