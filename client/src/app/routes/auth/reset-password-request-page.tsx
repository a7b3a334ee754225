import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-forms';
import { AuthPage } from './auth-layout';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.resetPasswordRequest">
      <p className="auth-lead">
        ご登録のメールアドレスを入力してください。パスワードを再設定するためのリンクをメールでお送りします。
      </p>
      <PasswordResetRequestForm onSent={(email) => navigate(href('auth.resetPasswordConfirm'), { state: { email } })} />
    </AuthPage>
  );
}
