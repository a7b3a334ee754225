import { FIELD_LABELS } from '@portal/shared';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import type { Profile } from '@/lib/auth/profile';
import type { SessionUser } from '@/lib/auth/session';
import { AccountStatus } from './account-status';
import './profile.css';

const ROWS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'telephone',
  'organization',
  'division',
  'position',
] as const;

/** The member information page's content: details, status and what can be changed. */
export function ProfileDetails({ user, profile }: { user: SessionUser; profile: Profile }) {
  return (
    <>
      <AccountStatus user={user} profile={profile} />
      <section aria-labelledby="profile-heading" className="profile-section">
        <h2 id="profile-heading" className="profile-section__heading">
          登録情報
        </h2>
        <dl className="profile-list">
          <div className="profile-list__row">
            <dt>{FIELD_LABELS.email}</dt>
            <dd>
              {user.email}
              {user.emailVerified ? '' : '（確認待ち）'}
            </dd>
          </div>
          {ROWS.map((field) => (
            <div key={field} className="profile-list__row">
              <dt>{FIELD_LABELS[field]}</dt>
              <dd>{profile[field]}</dd>
            </div>
          ))}
        </dl>
        <ul className="profile-actions">
          <li>
            <Link to={href('auth.updateEdit')} className="button button--primary">
              会員情報を変更する
            </Link>
          </li>
          <li>
            <Link to={href('auth.changeEmailRequest')} className="button button--secondary">
              メールアドレスを変更する
            </Link>
          </li>
          <li>
            <Link to={href('auth.resetPasswordRequest')} className="button button--secondary">
              パスワードを変更する
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
