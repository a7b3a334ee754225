import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-forms';
import { AuthPage } from './auth-page';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthPage path={paths.auth.resetPasswordRequest}>
      <p className="auth-lead">
        ご登録のメールアドレスを入力してください。パスワードを再設定するためのリンクをメールでお送りします。
      </p>
      <PasswordResetRequestForm onSent={(email) => navigate(paths.auth.resetPasswordConfirm, { state: { email } })} />
    </AuthPage>
  );
}
