import { isTrialEmail } from '@portal/shared';
import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { getConfig } from '@/config/runtime';
import type { RegistrationResult } from '@/features/auth/api/register';
import { AuthPage } from './auth-layout';

function Status({ result }: { result: RegistrationResult }) {
  if (result.company) {
    return (
      <p>
        メールアドレスの確認が済むと、掲載企業メニューからソリューションの掲載情報を作成できます。掲載の公開は、運営事務局が企業情報を確認した後になります。
      </p>
    );
  }
  if (isTrialEmail(result.email, getConfig().trialDomains)) {
    return (
      <p>
        運営会社のアドレスのため、トライアルアカウントとして登録しました。閲覧のみご利用いただけます（資料請求・お問い合わせはできません）。
      </p>
    );
  }
  if (result.municipalStatus === 'pending') {
    return (
      <p>
        自治体のメールアドレス（lg.jp）以外でご登録いただいたため、運営事務局がご所属を確認します。確認が済むまで、ソリューションや導入事例・補助金の詳細はご覧いただけません。
      </p>
    );
  }
  return <p>メールアドレスの確認が済むと、ソリューションの検索や資料請求をご利用いただけます。</p>;
}

export function Component() {
  const location = useLocation();
  const result = (location.state as { registration?: RegistrationResult } | null)?.registration;
  return (
    <AuthPage route="auth.signupComplete">
      <FormNotice tone="success" live={false}>
        <p>ご登録ありがとうございます。</p>
        {result ? (
          result.verificationSent ? (
            <p>
              <strong>{result.email}</strong>{' '}
              宛に確認メールをお送りしました。メール内のリンクを開いて、メールアドレスの確認を完了してください。
            </p>
          ) : (
            <p>
              確認メールを送信できませんでした。お手数ですが、
              <Link to={href('auth.confirmEmailRequest')}>確認メールの再送</Link>からお試しください。
            </p>
          )
        ) : (
          <p>
            ご登録のメールアドレス宛に確認メールをお送りしました。メール内のリンクを開いて、確認を完了してください。
          </p>
        )}
        {result ? <Status result={result} /> : null}
      </FormNotice>
      <ul className="auth-links">
        <li>
          <Link to={href('auth.confirmEmailRequest')}>確認メールが届かない場合</Link>
        </li>
        <li>
          <Link to={href('home')}>トップページへ</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
