import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from '@/config/routes';
import { PasswordResetEdit } from '@/features/auth/components/password-reset-edit';
import { AuthPage } from './auth-layout';

/** Public (docs/spec-corrections.md): the user resetting a password is signed out. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.resetPasswordEdit">
      <PasswordResetEdit
        code={params.get('oobCode')}
        onDone={(email) => navigate(href('auth.resetPasswordComplete'), { replace: true, state: { email } })}
      />
    </AuthPage>
  );
}
