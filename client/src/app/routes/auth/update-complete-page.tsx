import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage route="auth.updateComplete">
      <FormNotice tone="success" live={false}>
        <p>会員情報を変更しました。</p>
      </FormNotice>
      <p className="form-actions auth-section">
        <Link to={href('auth.mypage')} className="button button--primary">
          会員情報を見る
        </Link>
      </p>
    </AuthPage>
  );
}
