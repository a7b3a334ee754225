/**
 * One municipal member whose municipality nothing confirms yet: what they typed, what their
 * domain is bound to, and the two ways to settle it (bind the domain for everyone on it, or
 * confirm this member for their current address).
 */
import { useId, useState } from 'react';
import { MunicipalityCombobox } from '@/components/municipality/municipality-combobox';
import type { MembersAwaitingMunicipalityQuery } from '@/gql/graphql';
import { ConfirmDialog } from './confirm-dialog';

type Member = MembersAwaitingMunicipalityQuery['membersAwaitingMunicipality']['items'][number];

export function UnconfirmedMember({
  member,
  onConfirm,
  onBind,
}: {
  member: Member;
  onConfirm(municipality: string): Promise<unknown>;
  onBind(municipality: string): Promise<unknown>;
}) {
  const [municipality, setMunicipality] = useState(
    member.domainMunicipality?.name ?? member.claimedMunicipality?.name ?? '',
  );
  const inputId = useId();
  const claimed = member.claimedMunicipality;
  return (
    <section className="console-item" aria-label={`${member.name}（${member.email}）`}>
      <h2>{member.name}</h2>
      <dl>
        <dt>申告された所属</dt>
        <dd>
          {member.organization} {member.division} {member.position}
          {claimed ? `（自治体コード ${claimed.code}）` : '（自治体名として見つかりません）'}
        </dd>
        <dt>メールアドレス</dt>
        <dd>
          {member.email}（ドメイン：<strong>{member.emailDomain}</strong>）
        </dd>
        <dt>ドメインの自治体</dt>
        <dd>
          {member.domainMunicipality
            ? `${member.domainMunicipality.name}（申告と一致しません）`
            : member.domainBindable
              ? 'まだ結び付けられていません'
              : '自治体のドメインではありません（運営者が承認した会員）'}
        </dd>
      </dl>
      <div className="form-field municipality-field">
        <MunicipalityCombobox
          id={inputId}
          label="確認する自治体（名称・読み・6桁の自治体コード）"
          labelClassName="form-field__label"
          chosenLabel="確認する自治体"
          value={municipality}
          onChange={setMunicipality}
        />
      </div>
      <div className="console-actions">
        <ConfirmDialog
          trigger="この職員の所属を確認する"
          triggerTone="primary"
          disabled={!municipality.trim()}
          title={`${member.name} さんの所属を「${municipality.trim()}」と確認しますか`}
          description={
            <p>
              確認はメールアドレス {member.email}{' '}
              に対して記録され、この自治体の共有リストを見られるようになります。アドレスを変えると確認は引き継がれません。
            </p>
          }
          confirmLabel="確認する"
          onConfirm={() => onConfirm(municipality.trim())}
        />
        {member.domainBindable && !member.domainMunicipality ? (
          <ConfirmDialog
            trigger="ドメインをこの自治体に結び付ける"
            disabled={!municipality.trim()}
            title={`${member.emailDomain} を「${municipality.trim()}」に結び付けますか`}
            description={
              <p>
                このドメインの確認済みアドレスを持ち、自治体名が一致する職員は全員、自動で「{municipality.trim()}
                」の職員として共有リストを使えるようになります。そのドメインが本当にこの自治体のものか確かめてから結び付けてください。
              </p>
            }
            confirmLabel="結び付ける"
            onConfirm={() => onBind(municipality.trim())}
          />
        ) : null}
      </div>
    </section>
  );
}
