import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import type { Profile } from '@/lib/auth/profile';
import type { SessionUser } from '@/lib/auth/session';
import { useViewerStanding, type ViewerStanding } from '@/lib/auth/viewer-role';
import './profile.css';

const PENDING_TEXT =
  '自治体のメールアドレス（lg.jp）以外でご登録いただいたため、運営事務局がご所属を確認しています。' +
  '確認が済むまで、ソリューションや導入事例・補助金の詳細はご覧いただけません（一覧はご覧いただけます）。';

interface Status {
  label: string;
  waiting: boolean;
  detail: ReactNode;
}

/** What this account may do, in the words of docs/specification.md §6, by the server's role. */
export function accountStatus(standing: ViewerStanding, user: SessionUser, profile: Profile): Status {
  if (standing === 'trial') {
    return {
      label: 'トライアルアカウント',
      waiting: false,
      detail: (
        <>
          <p>ソリューション・補助金・導入事例を閲覧いただけます。資料請求やお問い合わせはご利用いただけません。</p>
          <p>
            資料請求やお問い合わせをご希望の方は、
            <Link to={href('auth.munRegister')}>ご自身のアカウントを作成</Link>してください。
          </p>
        </>
      ),
    };
  }
  if (standing === 'operator') {
    return { label: '運営事務局', waiting: false, detail: <p>運営事務局のアカウントです。</p> };
  }
  if (standing === 'vendor') {
    return {
      label: '掲載企業',
      waiting: false,
      detail: <p>掲載企業のアカウントです。自社の掲載情報を管理できます。</p>,
    };
  }
  if (standing === 'unconfirmed') {
    return {
      label: 'メールアドレスの確認待ち',
      waiting: true,
      detail: (
        <p>
          メールアドレスの確認が済むと、ソリューションの検索や資料請求をご利用いただけます。
          <Link to={href('auth.confirmEmailRequest')}>確認メールを再送する</Link>
        </p>
      ),
    };
  }
  if (standing === 'municipal') {
    return {
      label: '自治体職員',
      waiting: false,
      detail: <p>ソリューションの検索、導入事例・補助金の詳細の閲覧、資料請求・お問い合わせをご利用いただけます。</p>,
    };
  }
  if (profile.municipalStatus === 'pending') {
    return {
      label: '運営事務局の確認待ち',
      waiting: true,
      detail: (
        <p>
          {PENDING_TEXT}
          {user.emailVerified ? null : (
            <>
              あわせて、<Link to={href('auth.confirmEmailRequest')}>メールアドレスの確認</Link>もお済ませください。
            </>
          )}
        </p>
      ),
    };
  }
  return { label: '一般会員', waiting: false, detail: <p>補助金・導入事例の一覧をご覧いただけます。</p> };
}

export function AccountStatus({ user, profile }: { user: SessionUser; profile: Profile }) {
  const status = accountStatus(useViewerStanding(), user, profile);
  return (
    <section aria-labelledby="account-status-heading">
      <h2 id="account-status-heading" className="profile-section__heading">
        ご利用状況
      </h2>
      <p className={`account-status__badge${status.waiting ? ' account-status__badge--waiting' : ''}`}>
        {status.label}
      </p>
      {status.detail}
    </section>
  );
}
