/** One member on the administrator's screen: 部署, role, last sign-in and what can be done. */
import { useMutation } from '@apollo/client/react';
import { useStepUp } from '@/components/second-factor/step-up';
import { formatDateTime } from '@/lib/date-time';
import {
  APPOINT_ADMINISTRATOR_MUTATION,
  CHANGE_DIVISION_MUTATION,
  HAND_OVER_MUTATION,
  MY_ADMINISTRATION_QUERY,
  REMOVE_MEMBER_MUTATION,
  STEP_DOWN_MUTATION,
} from '../api/documents';
import { handOverSummary } from '../format';
import { updateMember, updateStaff } from './staff-cache';
import { type Colleague, StaffDialog } from './staff-dialog';

export interface Member extends Colleague {
  email: string;
  position: string;
  isAdministrator: boolean;
  lastSignInAt?: string | null;
}

export function MemberCard({
  member,
  self,
  colleagues,
  onDone,
}: {
  member: Member;
  /** The administrator looking at the screen. */
  self: boolean;
  /** Everyone else in the municipality (successors and who takes over). */
  colleagues: readonly Colleague[];
  onDone(message: string): void;
}) {
  const [changeDivision] = useMutation(CHANGE_DIVISION_MUTATION);
  const [appoint] = useMutation(APPOINT_ADMINISTRATOR_MUTATION);
  const [stepDown] = useMutation(STEP_DOWN_MUTATION);
  const [handOver] = useMutation(HAND_OVER_MUTATION);
  const [remove] = useMutation(REMOVE_MEMBER_MUTATION);
  // Role changes, removals and hand-overs ask for the authenticator code again when it is old.
  const stepUp = useStepUp();
  const name = `${member.name} さん`;
  return (
    <li className="staff-member" aria-label={`${member.name}（${member.email}）`}>
      <h3 className="staff-member__name">
        {member.name}
        {member.isAdministrator ? <span className="staff-member__badge">管理者</span> : null}
        {self ? <span className="staff-member__badge staff-member__badge--self">あなた</span> : null}
      </h3>
      <dl className="staff-member__facts">
        <dt>メールアドレス</dt>
        <dd>{member.email}</dd>
        <dt>部署</dt>
        <dd>{member.division || '未設定'}</dd>
        <dt>最終ログイン</dt>
        <dd>{formatDateTime(member.lastSignInAt)}</dd>
      </dl>
      <div className="staff-member__actions">
        <StaffDialog
          trigger="部署を変更"
          title={`${name}の部署を変更します`}
          description={<p>人事異動などで所属が変わったときに変更します。変更は監査ログに残ります。</p>}
          text={{ label: '新しい部署名', initial: member.division }}
          confirmLabel="部署を変更する"
          onConfirm={({ text }) =>
            changeDivision({
              variables: { uid: member.uid, division: text },
              update: (cache) => updateMember(cache, member.uid, (m) => ({ ...m, division: text })),
            }).then(() => onDone(`${name}の部署を「${text}」に変更しました。`))
          }
        />
        {!member.isAdministrator ? (
          <StaffDialog
            trigger="管理者に任命"
            title={`${name}を管理者に任命しますか`}
            description={<p>管理者は職員の招待・部署の変更・削除・引き継ぎができます。</p>}
            confirmLabel="任命する"
            onConfirm={() =>
              stepUp
                .run(() =>
                  appoint({
                    variables: { uid: member.uid },
                    update: (cache) => updateMember(cache, member.uid, (m) => ({ ...m, isAdministrator: true })),
                  }),
                )
                .then(() => onDone(`${name}を管理者に任命しました。`))
            }
          />
        ) : null}
        {self && member.isAdministrator ? (
          <StaffDialog
            trigger="管理者をやめる"
            title="管理者をやめますか"
            description={
              <p>ほかに管理者がいない場合は、後任の管理者を選んでください。職員としてはこのまま残ります。</p>
            }
            colleague={{ label: '後任の管理者', choices: colleagues, required: false }}
            confirmLabel="管理者をやめる"
            onConfirm={({ colleague }) =>
              stepUp
                .run(() =>
                  stepDown({
                    variables: { successorUid: colleague },
                    update: (cache) => {
                      updateMember(cache, member.uid, (m) => ({ ...m, isAdministrator: false }));
                      if (colleague) updateMember(cache, colleague, (m) => ({ ...m, isAdministrator: true }));
                    },
                    // Whether the municipality still has an administrator is the server's to say.
                    refetchQueries: [MY_ADMINISTRATION_QUERY],
                  }),
                )
                .then(() => onDone('管理者をやめました。'))
            }
          />
        ) : null}
        {!self ? (
          <StaffDialog
            trigger="引き継ぎ"
            title={`${name}の担当を引き継ぎます`}
            description={<p>共有リスト・保存した検索条件・対応中の資料請求とお問い合わせを、選んだ職員に移します。</p>}
            colleague={{ label: '引き継ぐ職員', choices: colleagues, required: true }}
            confirmLabel="引き継ぐ"
            onConfirm={({ colleague }) =>
              stepUp
                .run(() => handOver({ variables: { fromUid: member.uid, toUid: colleague! } }))
                .then(({ data }) => onDone(data ? handOverSummary(data.handOverMunicipalMember) : '引き継ぎました。'))
            }
          />
        ) : null}
        <StaffDialog
          trigger="自治体から外す"
          triggerTone="danger"
          title={`${name}を自治体から外しますか`}
          description={
            <p>
              異動・退職した職員を外すと、自治体職員としての利用がすぐに停止し、すべての端末でログアウトします。引き継ぐ職員を選ぶと、担当も同時に移します。
            </p>
          }
          colleague={{ label: '引き継ぐ職員', choices: colleagues, required: false }}
          confirmLabel="外す"
          onConfirm={({ colleague }) =>
            stepUp
              .run(() =>
                remove({
                  variables: { uid: member.uid, handOverTo: colleague },
                  update: (cache) =>
                    updateStaff(cache, (staff) => ({
                      ...staff,
                      members: staff.members.filter((m) => m.uid !== member.uid),
                    })),
                }),
              )
              .then(({ data }) =>
                onDone(
                  `${name}を自治体から外しました。${data?.removeMunicipalMember ? handOverSummary(data.removeMunicipalMember) : ''}`,
                ),
              )
          }
        />
      </div>
      {stepUp.prompt}
    </li>
  );
}
