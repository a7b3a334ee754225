import { Link, useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthSkeleton, SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { useAccount } from '@/lib/auth/use-account';
import { AuthPage } from './auth-layout';

export function Component() {
  const account = useAccount();
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.updateEdit">
      {account.status === 'loading' ? (
        <AuthSkeleton label="会員情報を読み込んでいます" />
      ) : account.status === 'signedOut' ? (
        <SignInPrompt reason="会員情報を変更するには、ログインしてください。" />
      ) : account.status === 'error' ? (
        <FormNotice tone="error">
          <p>会員情報を読み込めませんでした。時間をおいて、ページを再読み込みしてください。</p>
        </FormNotice>
      ) : account.profile ? (
        <>
          <p className="auth-lead">変更する項目を書き換えて「変更を保存する」を押してください。</p>
          <ProfileEditForm
            profile={account.profile}
            onSaved={() => navigate(href('auth.updateComplete'), { replace: true })}
          />
          <ul className="auth-links">
            <li>
              <Link to={href('auth.mypage')}>変更せずに会員情報へ戻る</Link>
            </li>
          </ul>
        </>
      ) : (
        <FormNotice tone="info" live={false}>
          <p>会員情報がまだ登録されていません。</p>
          <p>
            <Link to={href('auth.munRegister')}>会員登録へ進む</Link>
          </p>
        </FormNotice>
      )}
    </AuthPage>
  );
}
