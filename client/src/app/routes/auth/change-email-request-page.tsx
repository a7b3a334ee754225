import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { EmailChangeForm } from '@/features/auth/components/email-change-form';
import { AuthSkeleton, SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { useAccount } from '@/lib/auth/use-account';
import { AuthPage } from './auth-layout';

export function Component() {
  const account = useAccount();
  const navigate = useNavigate();
  return (
    <AuthPage route="auth.changeEmailRequest">
      {account.status === 'loading' ? (
        <AuthSkeleton />
      ) : account.status !== 'ready' || !account.user.email ? (
        <SignInPrompt reason="メールアドレスを変更するには、ログインしてください。" />
      ) : (
        <EmailChangeForm
          currentEmail={account.user.email}
          onSent={(email) => navigate(href('auth.changeEmailComplete'), { state: { email } })}
        />
      )}
    </AuthPage>
  );
}
