import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthSkeleton, SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { SelfService } from '@/features/profile/components/self-service';
import { signOutEverywhere } from '@/features/auth/api/sign-out';
import { useApolloClient } from '@apollo/client/react';
import { useAccount } from '@/lib/auth/use-account';
import { AuthPage } from './auth-layout';

export function Component() {
  const account = useAccount();
  const client = useApolloClient();
  return (
    <AuthPage route="auth.mypage">
      {account.status === 'loading' ? (
        <AuthSkeleton label="会員情報を読み込んでいます" />
      ) : account.status === 'signedOut' ? (
        <SignInPrompt reason="会員情報をご覧いただくには、ログインしてください。" />
      ) : account.status === 'error' ? (
        <FormNotice tone="error">
          <p>会員情報を読み込めませんでした。時間をおいて、ページを再読み込みしてください。</p>
        </FormNotice>
      ) : account.profile ? (
        <>
          {account.profile.companyId ? (
            <p>
              <Link to={href('vendor.home')}>掲載企業メニュー（ソリューションの掲載・資料請求の確認）</Link>
            </p>
          ) : null}
          <ProfileDetails user={account.user} profile={account.profile} />
          <SelfService
            profile={account.profile}
            email={account.user.email ?? account.profile.email}
            onWithdrawn={() => signOutEverywhere(client)}
          />
        </>
      ) : (
        <FormNotice tone="info" live={false}>
          <p>{account.user.email} の会員情報はまだ登録されていません。</p>
          <p>
            <Link to={href('auth.munRegister')}>会員登録へ進む</Link>
          </p>
        </FormNotice>
      )}
    </AuthPage>
  );
}
