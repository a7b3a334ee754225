import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { paths } from '@/config/paths';
import { AuthPage } from './auth-page';

export function Component() {
  return (
    <AuthPage path={paths.auth.updateComplete}>
      <FormNotice tone="success" live={false}>
        <p>会員情報を変更しました。</p>
      </FormNotice>
      <p className="form-actions auth-section">
        <Link to={paths.auth.mypage} className="button button--primary">
          会員情報を見る
        </Link>
      </p>
    </AuthPage>
  );
}
