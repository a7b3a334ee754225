/**
 * /vendor/team: the company's users with their role; its 管理者 also invites colleagues, changes
 * roles, removes users and withdraws unused invitations. A 担当者 sees who is on the team.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import {
  COMPANY_ROLE_LABELS,
  COMPANY_TEAM_QUERY,
  REMOVE_COMPANY_MEMBER_MUTATION,
  REVOKE_COMPANY_INVITATION_MUTATION,
  SET_COMPANY_MEMBER_ROLE_MUTATION,
} from '../api/documents';
import { InviteColleagueForm } from './invite-colleague-form';
import { updateTeam } from './team-cache';
import '@/components/boards/staff-board.css';

interface Member {
  uid: string;
  name: string;
  email: string;
  role: string;
  isSelf: boolean;
}

function MemberRow({ member, admin, onDone }: { member: Member; admin: boolean; onDone(text: string): void }) {
  const roleId = useId();
  const [setRole, settingRole] = useMutation(SET_COMPANY_MEMBER_ROLE_MUTATION);
  const [remove, removing] = useMutation(REMOVE_COMPANY_MEMBER_MUTATION);
  const fail = (error: unknown) => onDone(describeApiFailure(error).message);
  return (
    <li className="staff-member">
      <p className="staff-member__name">
        <strong>{member.name}</strong>
        <span className="staff-member__badge">{COMPANY_ROLE_LABELS[member.role] ?? member.role}</span>
        {member.isSelf ? <span className="staff-member__badge staff-member__badge--self">あなた</span> : null}
      </p>
      {member.name === member.email ? null : <p>{member.email}</p>}
      {admin ? (
        <div className="staff-member__actions">
          <label htmlFor={roleId}>役割</label>{' '}
          <select
            id={roleId}
            value={member.role}
            disabled={settingRole.loading}
            onChange={(event) => {
              const role = event.target.value;
              void setRole({
                variables: { uid: member.uid, role },
                update: (cache) =>
                  updateTeam(cache, (team) => {
                    // An administrator who makes themself 担当者 no longer manages the team.
                    const stillAdmin = member.isSelf ? role === 'admin' : team.isAdministrator;
                    return {
                      ...team,
                      isAdministrator: stillAdmin,
                      invitations: stillAdmin ? team.invitations : [],
                      members: team.members.map((m) => (m.uid === member.uid ? { ...m, role } : m)),
                    };
                  }),
              }).then(() => onDone(`${member.name}さんの役割を${COMPANY_ROLE_LABELS[role]}にしました。`), fail);
            }}
          >
            <option value="admin">管理者</option>
            <option value="staff">担当者</option>
          </select>{' '}
          {member.isSelf ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={removing.loading}
              onClick={() => {
                if (
                  !window.confirm(
                    `${member.name}さんを自社のユーザーから外します。すぐにログアウトされます。よろしいですか？`,
                  )
                ) {
                  return;
                }
                void remove({
                  variables: { uid: member.uid },
                  update: (cache) =>
                    updateTeam(cache, (team) => ({
                      ...team,
                      members: team.members.filter((m) => m.uid !== member.uid),
                    })),
                }).then(() => onDone(`${member.name}さんを自社のユーザーから外しました。`), fail);
              }}
            >
              自社のユーザーから外す
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function TeamBoard() {
  const team = useQuery(COMPANY_TEAM_QUERY, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(REVOKE_COMPANY_INVITATION_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  const done = setMessage;
  if (team.error) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(team.error).message}</p>
      </FormNotice>
    );
  }
  if (team.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const { companyName, isAdministrator, members, invitations } = team.data.companyTeam;
  return (
    <div className="staff-board">
      <p aria-live="polite" className="staff-board__message">
        {message ? <span role="status">{message}</span> : null}
      </p>
      <section aria-labelledby="team-members">
        <h2 id="team-members">
          {companyName}のユーザー（{members.length}名）
        </h2>
        {isAdministrator ? null : <p>ユーザーの招待や役割の変更は、自社の管理者に依頼してください。</p>}
        <ul className="staff-board__members">
          {members.map((member) => (
            <MemberRow key={member.uid} member={member} admin={isAdministrator} onDone={done} />
          ))}
        </ul>
      </section>
      {isAdministrator ? (
        <section aria-labelledby="team-invite">
          <h2 id="team-invite">同僚を招待する</h2>
          <InviteColleagueForm company={companyName} onSent={(email) => done(`${email} に招待メールを送りました。`)} />
          <h3>未使用の招待</h3>
          {invitations.length === 0 ? (
            <p>未使用の招待はありません。</p>
          ) : (
            <ul className="staff-board__invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id}>
                  <span>
                    {invitation.email}（{COMPANY_ROLE_LABELS[invitation.role]}、有効期限{' '}
                    {formatDateTime(invitation.expiresAt)}）
                  </span>{' '}
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      void revoke({
                        variables: { id: invitation.id },
                        update: (cache) =>
                          updateTeam(cache, (t) => ({
                            ...t,
                            invitations: t.invitations.filter((i) => i.id !== invitation.id),
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
      ) : null}
    </div>
  );
}
