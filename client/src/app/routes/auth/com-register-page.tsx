import { Link, useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { CompanyRegistrationForm } from '@/features/auth/components/company-registration-form';
import { saveCompanyDraft } from '@/features/auth/stores/company-draft';
import { AuthPage } from './auth-layout';

/** Company sign-up: form, then /auth/signup/com-confirm, then /auth/signup/complete. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.companyRegister">
      <p className="auth-lead">
        ソリューションを掲載する企業の登録です。運営事務局が企業情報を確認した後、掲載を公開できます。すでにアカウントをお持ちの方は
        <Link to={href('auth.login')}>ログイン</Link>してください。
      </p>
      <CompanyRegistrationForm
        onSubmit={(values) => {
          saveCompanyDraft(values);
          navigate(href('auth.companyConfirm'));
        }}
      />
    </AuthPage>
  );
}
