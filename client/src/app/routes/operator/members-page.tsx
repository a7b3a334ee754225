/** /operator/members: members waiting for municipal approval; approve or decline with a reason. */
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import {
  APPROVE_MEMBER_MUTATION,
  DECLINE_MEMBER_MUTATION,
  MEMBERS_AWAITING_QUERY,
} from '@/features/operator/api/documents';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ConsoleSearch } from '@/features/operator/components/console-search';
import { ListState } from '@/features/operator/components/list-state';
import { Pager } from '@/features/operator/components/pager';
import { formatDateTime } from '@/lib/date-time';
import { dropFromQueue } from '@/lib/cache-updates';

const LIMIT = 20;

export function Component() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const query = useQuery(MEMBERS_AWAITING_QUERY, {
    variables: { search: search || null, offset, limit: LIMIT },
    fetchPolicy: 'network-only',
  });
  const [approve] = useMutation(APPROVE_MEMBER_MUTATION);
  const [decline] = useMutation(DECLINE_MEMBER_MUTATION);
  const page = query.dataState === 'complete' ? query.data.membersAwaitingApproval : null;
  const done = setMessage;
  const handled = (cache: ApolloCache, uid: string) =>
    dropFromQueue(cache, 'membersAwaitingApproval', { __typename: 'AwaitingMember', uid });
  return (
    <div className="container">
      <PageTitle title="承認待ちの会員" />
      <ConsoleNav />
      <p>
        自治体のドメイン以外のメールアドレスで登録した会員です。所属を確認して承認すると、そのときの確認済みメールアドレスに限り自治体職員として利用できます。
      </p>
      <ConsoleSearch
        label="氏名・メールアドレス・所属で検索"
        onSearch={(text) => {
          setSearch(text);
          setOffset(0);
        }}
      />
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      <ListState
        loading={!page}
        error={query.error && !page ? query.error : null}
        empty={page?.items.length === 0}
        emptyText={search ? '条件に合う承認待ちの会員はいません。' : '承認待ちの会員はいません。'}
      >
        {page?.items.map((member) => (
          <section key={member.uid} className="console-item" aria-label={`${member.name}（${member.email}）`}>
            <h2>
              {member.name}（{member.nameKana}）
            </h2>
            <dl>
              <dt>申告された所属</dt>
              <dd>
                {member.organization} {member.division} {member.position}
              </dd>
              <dt>メールアドレス</dt>
              <dd>
                {member.email}（ドメイン：<strong>{member.emailDomain}</strong>、
                {member.emailVerified ? '確認済み' : '未確認'}）
              </dd>
              <dt>電話番号</dt>
              <dd>{member.telephone}</dd>
              <dt>登録日時</dt>
              <dd>{formatDateTime(member.registeredAt)}</dd>
            </dl>
            <div className="console-actions">
              <ConfirmDialog
                trigger="承認する"
                triggerTone="primary"
                disabled={!member.emailVerified}
                title={`${member.name} さんを自治体職員として承認しますか`}
                description={
                  <p>
                    承認は確認済みのメールアドレス {member.email}{' '}
                    に対して記録されます。会員がメールアドレスを変えると、承認は引き継がれません。
                  </p>
                }
                confirmLabel="承認する"
                onConfirm={() =>
                  approve({ variables: { uid: member.uid }, update: (cache) => handled(cache, member.uid) }).then(() =>
                    done(`${member.name} さんを承認しました。`),
                  )
                }
              />
              <ConfirmDialog
                trigger="承認しない"
                triggerTone="danger"
                title={`${member.name} さんを承認しませんか`}
                description={<p>理由は {member.email} へメールで送られ、監査ログにも残ります。</p>}
                reasonLabel="承認しない理由"
                reasonHint="会員本人に届きます。所属を確認できなかった点と、次にできることを書いてください。"
                confirmLabel="承認しないことを送信する"
                onConfirm={(reason) =>
                  decline({
                    variables: { uid: member.uid, reason },
                    update: (cache) => handled(cache, member.uid),
                  }).then(() => done(`${member.name} さんに承認しない旨と理由をメールで送りました。`))
                }
              />
            </div>
            {!member.emailVerified ? <p>メールアドレスの確認が済むまで承認できません。</p> : null}
          </section>
        ))}
      </ListState>
      {page ? (
        <Pager label="承認待ちの会員" offset={offset} limit={LIMIT} total={page.total} onChange={setOffset} />
      ) : null}
    </div>
  );
}
