import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { SECOND_FACTOR_STATUS_QUERY } from '@/features/auth/api/second-factor';
import { SecondFactorCodeForm } from '@/features/auth/components/second-factor-code-form';
import { SecondFactorEnrolment } from '@/features/auth/components/second-factor-enrolment';
import { AuthSkeleton } from '@/features/auth/components/sign-in-prompt';
import { useReturnPath } from '@/lib/auth/redirect';
import { AuthPage } from './auth-layout';

/**
 * The second factor after a password sign-in: enrolment for an account without an authenticator
 * app (operators must enrol; others may), otherwise the code of this sign-in. Then back to
 * `?redirect=`.
 */
export function Component() {
  const navigate = useNavigate();
  const redirect = useReturnPath();
  const status = useQuery(SECOND_FACTOR_STATUS_QUERY, { fetchPolicy: 'network-only' });
  const proceed = () => navigate(redirect ?? href('home'), { replace: true });
  // Enrolment stays on screen until its recovery codes were seen: the sign-in that confirms the
  // key refetches the status, which then says enrolled.
  const [enrolling, setEnrolling] = useState(false);
  if (status.data && !status.data.secondFactorStatus.enrolled && !enrolling) setEnrolling(true);

  const body = (() => {
    if (enrolling) return <Enrolment required={status.data?.secondFactorStatus.required ?? true} onDone={proceed} />;
    if (status.loading && !status.data) return <AuthSkeleton />;
    if (status.error || !status.data) {
      return (
        <FormNotice tone="error" live>
          <p>二段階認証の状態を確認できませんでした。ページを再読み込みしてください。</p>
        </FormNotice>
      );
    }
    const { required, enrolled, verified } = status.data.secondFactorStatus;
    if (!enrolled) return <Enrolment required={required} onDone={proceed} />;
    if (verified) {
      return (
        <FormNotice tone="success" live={false}>
          <p>認証アプリは登録済みで、このログインは確認済みです。</p>
          <p className="form-actions">
            <button type="button" className="button button--primary" onClick={proceed}>
              {redirect ? '元のページへ進む' : 'トップページへ'}
            </button>
          </p>
        </FormNotice>
      );
    }
    return (
      <>
        <p>認証アプリに表示されている6桁の確認コードを入力してください。</p>
        <SecondFactorCodeForm label="確認コードの入力" allowRecoveryCode onVerified={proceed} />
      </>
    );
  })();

  return <AuthPage route="auth.secondFactor">{body}</AuthPage>;
}

function Enrolment({ required, onDone }: { required: boolean; onDone: () => void }) {
  return (
    <>
      {required ? (
        <FormNotice tone="info" live={false}>
          <p>
            このアカウントは、パスワードに加えて認証アプリの確認コードが必要です（運営者のアカウント、または所属自治体の管理者が職員全員に求めている場合）。はじめに認証アプリを登録してください。
          </p>
        </FormNotice>
      ) : (
        <p>
          登録すると、ログインのたびにパスワードに加えて認証アプリの確認コードを入力します。パスワードが漏れても、第三者はログインできません。
        </p>
      )}
      <SecondFactorEnrolment onDone={onDone} />
    </>
  );
}
