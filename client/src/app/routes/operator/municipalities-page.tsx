/**
 * /operator/municipalities: which lg.jp mail domain belongs to which municipality, and the
 * municipal staff whose municipality nothing confirms yet. The shared shortlists trust only what
 * is confirmed here (docs/accounts-and-roles.md); and any municipality's single sign-on.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { MunicipalityCombobox } from '@/components/municipality/municipality-combobox';
import { PageTitle } from '@/components/page-title';
import {
  BIND_MUNICIPAL_DOMAIN_MUTATION,
  CONFIRM_MEMBER_MUNICIPALITY_MUTATION,
  MEMBERS_AWAITING_MUNICIPALITY_QUERY,
  MUNICIPAL_DOMAINS_QUERY,
  UNBIND_MUNICIPAL_DOMAIN_MUTATION,
} from '@/features/operator/api/municipality-documents';
import { SsoSettingsForm } from '@/features/municipal-staff/components/sso-settings-form';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ConsoleSearch } from '@/features/operator/components/console-search';
import { ListState } from '@/features/operator/components/list-state';
import { Pager } from '@/features/operator/components/pager';
import { SsoSettingsPanel } from '@/features/operator/components/sso-settings-panel';
import { UnconfirmedMember } from '@/features/operator/components/unconfirmed-member';
import { formatDateTime } from '@/lib/date-time';
import { dropFromQueue } from '@/lib/cache-updates';

const LIMIT = 20;

export function Component() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [domain, setDomain] = useState('');
  const [municipality, setMunicipality] = useState('');
  const domainId = useId();
  const municipalityId = useId();
  const domains = useQuery(MUNICIPAL_DOMAINS_QUERY, { fetchPolicy: 'network-only' });
  const members = useQuery(MEMBERS_AWAITING_MUNICIPALITY_QUERY, {
    variables: { search: search || null, offset, limit: LIMIT },
    fetchPolicy: 'network-only',
  });
  const [bind] = useMutation(BIND_MUNICIPAL_DOMAIN_MUTATION);
  const [unbind] = useMutation(UNBIND_MUNICIPAL_DOMAIN_MUTATION);
  const [confirm] = useMutation(CONFIRM_MEMBER_MUNICIPALITY_MUTATION);
  const bindings = domains.dataState === 'complete' ? domains.data.municipalDomains : null;
  const page = members.dataState === 'complete' ? members.data.membersAwaitingMunicipality : null;
  const done = setMessage;
  // Binding or unbinding a domain confirms or unconfirms its members on the server, by rules
  // (verified address, matching name) the client does not hold: both lists are the server's to give.
  const domainChanged = [MUNICIPAL_DOMAINS_QUERY, MEMBERS_AWAITING_MUNICIPALITY_QUERY];
  const bindDomain = (target: string, to: string) =>
    bind({ variables: { domain: target, municipality: to }, refetchQueries: domainChanged }).then(() =>
      done(`${target} を「${to}」に結び付けました。`),
    );
  return (
    <div className="container">
      <PageTitle title="所属自治体の確認" />
      <ConsoleNav />
      <p>
        共有リストは、所属自治体が確認できた自治体職員だけが同じ自治体の職員と使えます。自治体のメールドメインを自治体に結び付けると、そのドメインの確認済みアドレスを持ち、自治体名が一致する職員は自動で確認済みになります。自治体名を書き換えただけでは確認済みになりません。
      </p>
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      <h2>ドメインと自治体の対応</h2>
      <div className="console-search">
        <div className="form-field">
          <label htmlFor={domainId} className="form-field__label">
            メールドメイン（例: city.sapporo.lg.jp）
          </label>
          <input
            id={domainId}
            className="form-field__control"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
          />
        </div>
        <div className="form-field municipality-field">
          <MunicipalityCombobox
            id={municipalityId}
            label="自治体（名称・読み・6桁の自治体コード）"
            labelClassName="form-field__label"
            chosenLabel="結び付ける自治体"
            value={municipality}
            onChange={setMunicipality}
          />
        </div>
        <ConfirmDialog
          trigger="結び付ける"
          triggerTone="primary"
          disabled={!domain.trim() || !municipality.trim()}
          title={`${domain.trim()} を「${municipality.trim()}」に結び付けますか`}
          description={
            <p>
              このドメインの確認済みアドレスを持ち、自治体名が一致する職員は全員、この自治体の共有リストを使えるようになります。
            </p>
          }
          confirmLabel="結び付ける"
          onConfirm={() =>
            bindDomain(domain.trim(), municipality.trim()).then(() => {
              setDomain('');
              setMunicipality('');
            })
          }
        />
      </div>
      <ListState
        loading={!bindings}
        error={domains.error && !bindings ? domains.error : null}
        empty={bindings?.length === 0}
        emptyText="結び付けたドメインはまだありません。"
      >
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">ドメイン</th>
              <th scope="col">自治体</th>
              <th scope="col">職員数</th>
              <th scope="col">確認日時</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {bindings?.map((binding) => (
              <tr key={binding.domain}>
                <td>{binding.domain}</td>
                <td>
                  {binding.municipality.name}（{binding.municipality.code}）
                </td>
                <td>{binding.memberCount}</td>
                <td>{formatDateTime(binding.confirmedAt)}</td>
                <td>
                  <ConfirmDialog
                    trigger="外す"
                    triggerTone="danger"
                    title={`${binding.domain} と「${binding.municipality.name}」の結び付きを外しますか`}
                    description={
                      <p>
                        このドメインの職員は、運営者が個別に確認した方を除き、共有リストを使えなくなります（リストは残ります）。
                      </p>
                    }
                    confirmLabel="外す"
                    onConfirm={() =>
                      unbind({ variables: { domain: binding.domain }, refetchQueries: domainChanged }).then(() =>
                        done(`${binding.domain} の結び付きを外しました。`),
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListState>
      <h2>所属自治体が未確認の職員</h2>
      <ConsoleSearch
        label="氏名・メールアドレス・所属で検索"
        onSearch={(text) => {
          setSearch(text);
          setOffset(0);
        }}
      />
      <ListState
        loading={!page}
        error={members.error && !page ? members.error : null}
        empty={page?.items.length === 0}
        emptyText={search ? '条件に合う職員はいません。' : '所属自治体が未確認の職員はいません。'}
      >
        {page?.items.map((member) => (
          <UnconfirmedMember
            key={member.uid}
            member={member}
            onConfirm={(to) =>
              confirm({
                variables: { uid: member.uid, municipality: to },
                update: (cache) =>
                  dropFromQueue(cache, 'membersAwaitingMunicipality', {
                    __typename: 'UnconfirmedMember',
                    uid: member.uid,
                  }),
              }).then(() => done(`${member.name} さんの所属を「${to}」と確認しました。`))
            }
            onBind={(to) => bindDomain(member.emailDomain, to)}
          />
        ))}
      </ListState>
      {page ? (
        <Pager label="所属自治体が未確認の職員" offset={offset} limit={LIMIT} total={page.total} onChange={setOffset} />
      ) : null}
      <SsoSettingsPanel form={(code) => <SsoSettingsForm key={code} municipalityCode={code} />} />
    </div>
  );
}
