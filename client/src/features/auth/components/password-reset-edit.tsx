import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { checkResetCode } from '../api/password-reset';
import { describeProviderError } from '../api/provider-errors';
import { NewPasswordForm } from './password-reset-forms';
import { AuthSkeleton } from './sign-in-prompt';

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

/** The reset form behind the mail link: checks the link's code first, then asks for the password. */
export function PasswordResetEdit({ code, onDone }: { code: string | null; onDone: (email: string) => void }) {
  const [state, setState] = useState<CodeState>(
    code ? { status: 'checking' } : { status: 'invalid', message: 'メールに記載されたリンクから開いてください。' },
  );
  useEffect(() => {
    if (!code) return;
    let live = true;
    checkResetCode(code).then(
      (email) => live && setState({ status: 'valid', email }),
      (error: unknown) => live && setState({ status: 'invalid', message: describeProviderError(error).message }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (state.status === 'checking') return <AuthSkeleton label="リンクを確認しています" />;
  if (state.status === 'invalid') {
    return (
      <FormNotice tone="error">
        <p>このリンクではパスワードを再設定できません。{state.message}</p>
        <p>
          <Link to={href('auth.resetPasswordRequest')}>再設定メールをもう一度送る</Link>
        </p>
      </FormNotice>
    );
  }
  return (
    <>
      <p className="auth-lead">
        <strong>{state.email}</strong> の新しいパスワードを入力してください。
      </p>
      <NewPasswordForm code={code!} email={state.email} onDone={() => onDone(state.email)} />
    </>
  );
}
