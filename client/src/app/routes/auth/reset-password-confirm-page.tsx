import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthPage } from './auth-layout';

export function Component() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthPage route="auth.resetPasswordConfirm">
      <FormNotice tone="success" live={false}>
        <p>
          {email ? (
            <>
              <strong>{email}</strong> 宛に
            </>
          ) : (
            'ご入力のメールアドレス宛に'
          )}
          、パスワード再設定用のメールをお送りしました。
        </p>
        <p>メール内のリンクを開き、新しいパスワードを設定してください。リンクの有効期限は1時間です。</p>
      </FormNotice>
      <ul className="auth-links">
        <li>ご登録のないメールアドレスには、メールは届きません。</li>
        <li>
          メールが届かない場合は、迷惑メールフォルダをご確認のうえ、
          <Link to={href('auth.resetPasswordRequest')}>もう一度送信</Link>してください。
        </li>
      </ul>
    </AuthPage>
  );
}
