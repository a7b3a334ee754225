import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PasswordResetEdit } from '@/features/auth/components/password-reset-edit';
import { AuthPage } from './auth-page';

/** Public (DESIGN section 10): the user resetting a password is signed out. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthPage path={paths.auth.resetPasswordEdit}>
      <PasswordResetEdit
        code={params.get('oobCode')}
        onDone={(email) => navigate(paths.auth.resetPasswordComplete, { replace: true, state: { email } })}
      />
    </AuthPage>
  );
}
