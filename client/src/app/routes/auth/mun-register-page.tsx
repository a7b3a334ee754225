import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { saveRegistrationDraft } from '@/features/auth/stores/registration-draft';
import { AuthPage } from './auth-page';

/** The first registration flow: form, then /auth/signup/mun-confirm, then /auth/signup/complete. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthPage path={paths.auth.munRegister}>
      <p className="auth-lead">
        自治体職員の方の会員登録です。次の画面で入力内容を確認してから登録します。すでにアカウントをお持ちの方は
        <Link to={paths.auth.login}>ログイン</Link>してください。
      </p>
      <RegistrationForm
        variant="confirm"
        onSubmit={(values) => {
          saveRegistrationDraft(values);
          navigate(paths.auth.munConfirm);
        }}
      />
    </AuthPage>
  );
}
