/** Who the vendors will see as the requester: the signed-in member's registered details. */
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { useProfile } from '@/lib/auth/profile';

export function RequesterDetails() {
  const { profile } = useProfile();
  if (!profile) return null;
  const rows: [string, string][] = [
    ['自治体名・所属組織', profile.organization],
    ['部署', profile.division],
    ['役職', profile.position],
    ['お名前', `${profile.lastName} ${profile.firstName}（${profile.lastNameKana} ${profile.firstNameKana}）`],
    ['メールアドレス', profile.email],
    ['電話番号', profile.telephone],
  ];
  return (
    <section className="request-section" aria-labelledby="requester-heading">
      <h2 id="requester-heading" className="request-section__heading">
        請求者（提供企業に伝わる情報）
      </h2>
      <dl className="request-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="request-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="request-note">
        登録内容が変わった場合は、<Link to={href('auth.updateEdit')}>会員情報の変更</Link>から更新してください。
      </p>
    </section>
  );
}
