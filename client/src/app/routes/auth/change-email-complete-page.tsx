import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthPage } from './auth-layout';

export function Component() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthPage route="auth.changeEmailComplete">
      <FormNotice tone="success" live={false}>
        <p>
          {email ? (
            <>
              新しいメールアドレス <strong>{email}</strong> 宛に
            </>
          ) : (
            '新しいメールアドレス宛に'
          )}
          確認メールをお送りしました。
        </p>
        <p>メール内のリンクを開くと、変更が完了します。それまでは現在のメールアドレスでログインできます。</p>
      </FormNotice>
      <ul className="auth-links">
        <li>
          <Link to={href('auth.mypage')}>会員情報へ戻る</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
