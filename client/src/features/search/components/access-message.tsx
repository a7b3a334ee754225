/** The server refused the caller: say why in Japanese and offer the way forward. */
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '@/lib/auth/redirect';
import './search-results.css';

export function AccessMessage({ code }: { code: 'UNAUTHENTICATED' | 'FORBIDDEN' }) {
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className="notice" role="alert">
      {code === 'UNAUTHENTICATED' ? (
        <>
          <p className="notice__title">この情報をご覧いただくにはログインが必要です。</p>
          <p>
            <Link to={loginPathFor(redirect)}>ログイン画面へ進む</Link>
          </p>
        </>
      ) : (
        <>
          <p className="notice__title">この情報を閲覧する権限がありません。</p>
          <p>自治体職員の方としてご登録いただくと、ご覧いただけます。</p>
        </>
      )}
    </div>
  );
}
