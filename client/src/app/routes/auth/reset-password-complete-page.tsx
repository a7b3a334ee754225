import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { paths } from '@/config/paths';
import { AuthPage } from './auth-page';

export function Component() {
  return (
    <AuthPage path={paths.auth.resetPasswordComplete}>
      <FormNotice tone="success" live={false}>
        <p>パスワードを再設定しました。新しいパスワードでログインしてください。</p>
      </FormNotice>
      <p className="form-actions auth-section">
        <Link to={paths.auth.login} className="button button--primary">
          ログインする
        </Link>
      </p>
    </AuthPage>
  );
}
