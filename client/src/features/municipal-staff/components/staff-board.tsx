/**
 * /mypage/municipality: for an administrator, the municipality's members (部署, role, last
 * sign-in and actions), the invitation form and the invitations not yet used; for any other
 * member, who administers and how to ask to be the first one. Every view state is shown.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { useSession } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/date-time';
import {
  MUNICIPAL_STAFF_QUERY,
  MY_ADMINISTRATION_QUERY,
  REQUEST_ADMINISTRATOR_MUTATION,
  REVOKE_INVITATION_MUTATION,
} from '../api/documents';
import { InviteForm } from './invite-form';
import { MemberCard } from './member-card';
import { SignInPolicy } from './sign-in-policy';
import { SsoSettingsForm } from './sso-settings-form';
import { updateAdministration, updateStaff } from './staff-cache';
import '@/components/boards/staff-board.css';

function Failure({ error }: { error: unknown }) {
  return (
    <FormNotice tone="error">
      <p>{describeApiFailure(error).message}</p>
    </FormNotice>
  );
}

/** `administratorExtras`: more of the administrator's sections, composed by the page (API keys). */
export function StaffBoard({ administratorExtras }: { administratorExtras?: ReactNode } = {}) {
  const mine = useQuery(MY_ADMINISTRATION_QUERY, { fetchPolicy: 'network-only' });
  const [request, requesting] = useMutation(REQUEST_ADMINISTRATOR_MUTATION);
  const [failure, setFailure] = useState<unknown>(null);
  if (mine.error) return <Failure error={mine.error} />;
  if (mine.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const state = mine.data.myMunicipalAdministration;
  if (!state.municipality) {
    return <p>所属自治体が確認されると、同じ自治体の職員と管理者がここに表示されます。</p>;
  }
  if (state.isAdministrator) return <AdministratorBoard extras={administratorExtras} />;
  return (
    <section aria-labelledby="staff-request">
      <h2 id="staff-request">{state.municipality.name}の管理者</h2>
      {state.hasAdministrator ? (
        <p>
          {state.municipality.name}
          には管理者がいます。職員の招待や部署の変更は、管理者に依頼してください。
        </p>
      ) : state.requested ? (
        <FormNotice tone="success">
          <p>管理者になる申請を受け付けました。運営事務局の確認後、この画面で職員を管理できるようになります。</p>
        </FormNotice>
      ) : (
        <>
          <p>
            {state.municipality.name}
            にはまだ管理者がいません。最初の管理者は運営事務局が一度だけ認め、その後は管理者が職員を招待し、部署の変更や異動・退職の引き継ぎを行います。
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={requesting.loading}
            onClick={() => {
              setFailure(null);
              request({
                update: (cache, { data }) => {
                  if (data) updateAdministration(cache, data.requestMunicipalAdministrator);
                },
              }).catch(setFailure);
            }}
          >
            管理者になることを申請する
          </button>
        </>
      )}
      {failure ? <Failure error={failure} /> : null}
    </section>
  );
}

function AdministratorBoard({ extras }: { extras?: ReactNode }) {
  const { user } = useSession();
  const staff = useQuery(MUNICIPAL_STAFF_QUERY, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(REVOKE_INVITATION_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  const done = setMessage;
  if (staff.error) return <Failure error={staff.error} />;
  if (staff.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const { municipality, members, invitations } = staff.data.municipalStaff;
  return (
    <div className="staff-board">
      <p aria-live="polite" className="staff-board__message">
        {message ? <span role="status">{message}</span> : null}
      </p>
      <section aria-labelledby="staff-members">
        <h2 id="staff-members">
          {municipality.name}の職員（{members.length}名）
        </h2>
        <ul className="staff-board__members">
          {members.map((member) => (
            <MemberCard
              key={member.uid}
              member={member}
              self={member.uid === user?.uid}
              colleagues={members.filter((other) => other.uid !== member.uid)}
              onDone={done}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="staff-invite">
        <h2 id="staff-invite">職員を招待する</h2>
        <InviteForm municipality={municipality.name} onSent={(email) => done(`${email} に招待メールを送りました。`)} />
        <h3>未使用の招待</h3>
        {invitations.length === 0 ? (
          <p>未使用の招待はありません。</p>
        ) : (
          <ul className="staff-board__invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  {invitation.email}（{invitation.division}、有効期限 {formatDateTime(invitation.expiresAt)}）
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void revoke({
                      variables: { id: invitation.id },
                      update: (cache) =>
                        updateStaff(cache, (staff) => ({
                          ...staff,
                          invitations: staff.invitations.filter((i) => i.id !== invitation.id),
                        })),
                    }).then(
                      () => done(`${invitation.email} への招待を取り消しました。`),
                      (error: unknown) => setMessage(describeApiFailure(error).message),
                    )
                  }
                >
                  取り消す
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-policy">
        <h2 id="staff-policy">ログインのルール</h2>
        <SignInPolicy municipality={municipality.name} />
      </section>
      <section aria-labelledby="staff-sso">
        <h2 id="staff-sso">シングルサインオン</h2>
        <SsoSettingsForm municipalityCode={municipality.code} />
      </section>
      {extras}
    </div>
  );
}
