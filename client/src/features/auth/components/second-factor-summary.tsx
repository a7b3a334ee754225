/**
 * Where the member stands with the authenticator app, on their devices page: registered or not,
 * and the way to register one (offered to everyone; operators, and the staff of a municipality
 * whose administrator requires it, must).
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { withRedirect } from '@/lib/auth/redirect';
import { SECOND_FACTOR_STATUS_QUERY } from '../api/second-factor';

export function SecondFactorSummary({ returnTo }: { returnTo: string }) {
  const status = useQuery(SECOND_FACTOR_STATUS_QUERY, { fetchPolicy: 'network-only' });
  if (status.error) return <p>二段階認証の状態を確認できませんでした。</p>;
  if (!status.data) return <p role="status">読み込んでいます…</p>;
  const { enrolled, required } = status.data.secondFactorStatus;
  if (enrolled) {
    return <p>認証アプリを登録済みです。ログインのたびに、パスワードに加えて確認コードを入力します。</p>;
  }
  return (
    <>
      <p>
        {required
          ? 'このアカウントは認証アプリの登録が必要です。'
          : '認証アプリを登録すると、パスワードが漏れても第三者はログインできません。'}
      </p>
      <p>
        <Link className="button button--secondary" to={withRedirect(href('auth.secondFactor'), returnTo)}>
          認証アプリを登録する
        </Link>
      </p>
    </>
  );
}
