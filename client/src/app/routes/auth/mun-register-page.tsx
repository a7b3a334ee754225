import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { saveRegistrationDraft } from '@/features/auth/stores/registration-draft';
import { AuthPage } from './auth-layout';

/** The first registration flow: form, then /auth/signup/mun-confirm, then /auth/signup/complete. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.munRegister">
      <p className="auth-lead">
        自治体職員の方の会員登録です。次の画面で入力内容を確認してから登録します。すでにアカウントをお持ちの方は
        <Link to={href('auth.login')}>ログイン</Link>してください。
      </p>
      <RegistrationForm
        variant="confirm"
        onSubmit={(values) => {
          saveRegistrationDraft(values);
          navigate(href('auth.munConfirm'));
        }}
      />
    </AuthPage>
  );
}
