import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage route="auth.resetPasswordComplete">
      <FormNotice tone="success" live={false}>
        <p>パスワードを再設定しました。新しいパスワードでログインしてください。</p>
      </FormNotice>
      <p className="form-actions auth-section">
        <Link to={href('auth.login')} className="button button--primary">
          ログインする
        </Link>
      </p>
    </AuthPage>
  );
}
