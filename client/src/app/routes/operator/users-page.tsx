/** /operator/users: find an account by address, see its role and state, disable or re-enable it. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { DISABLE_USER_MUTATION, ENABLE_USER_MUTATION, USERS_QUERY } from '@/features/operator/api/documents';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ConsoleSearch } from '@/features/operator/components/console-search';
import { ListState } from '@/features/operator/components/list-state';
import { formatDateTime } from '@/lib/date-time';

const ROLE_LABELS: Record<string, string> = {
  member: '会員（承認待ちなど）',
  trial: 'トライアル',
  municipal: '自治体職員',
  vendor: '掲載企業',
  operator: '運営者',
};

const STATUS_LABELS: Record<string, string> = {
  none: '—',
  pending: '承認待ち',
  approved: '承認済み',
  declined: '承認しない',
};

export function Component() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const query = useQuery(USERS_QUERY, { variables: { email }, skip: !email, fetchPolicy: 'network-only' });
  const [disable] = useMutation(DISABLE_USER_MUTATION);
  const [enable] = useMutation(ENABLE_USER_MUTATION);
  const users = query.dataState === 'complete' ? query.data.users : null;
  // The answer's `disabled` updates the row (ConsoleUser is known by uid).
  const done = setMessage;
  return (
    <div className="container">
      <PageTitle title="利用者" />
      <ConsoleNav />
      <ConsoleSearch
        label="メールアドレス"
        type="email"
        onSearch={(text) => {
          setMessage(null);
          setEmail(text);
        }}
      />
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      {email ? (
        <ListState
          loading={!users && !query.error}
          error={query.error}
          empty={users?.length === 0}
          emptyText={`${email} の利用者は見つかりません。`}
        >
          {users?.map((user) => (
            <section key={user.uid} className="console-item" aria-label={user.email ?? user.uid}>
              <h2>
                {user.email}（{user.disabled ? '利用停止中' : '利用中'}）
              </h2>
              <dl>
                <dt>氏名・所属</dt>
                <dd>
                  {user.name ?? '会員情報なし'} {user.organization ?? ''}
                </dd>
                <dt>役割</dt>
                <dd>{ROLE_LABELS[user.role] ?? user.role}</dd>
                <dt>自治体職員の承認</dt>
                <dd>{STATUS_LABELS[user.municipalStatus ?? 'none'] ?? user.municipalStatus}</dd>
                <dt>メールアドレスの確認</dt>
                <dd>{user.emailVerified ? '確認済み' : '未確認'}</dd>
                <dt>最終ログイン</dt>
                <dd>{formatDateTime(user.lastSignInAt)}</dd>
                <dt>uid</dt>
                <dd>{user.uid}</dd>
              </dl>
              {user.disabled ? (
                <ConfirmDialog
                  trigger="利用を再開する"
                  triggerTone="primary"
                  title={`${user.email} の利用を再開しますか`}
                  description={<p>再びログインして利用できるようになります。理由は監査ログに残ります。</p>}
                  reasonLabel="再開の理由"
                  confirmLabel="利用を再開する"
                  onConfirm={(reason) =>
                    enable({ variables: { uid: user.uid, reason } }).then(() =>
                      done(`${user.email} の利用を再開しました。`),
                    )
                  }
                />
              ) : (
                <ConfirmDialog
                  trigger="利用停止にする"
                  triggerTone="danger"
                  title={`${user.email} を利用停止にしますか`}
                  description={
                    <p>
                      認証基盤でアカウントを停止します。ログイン中の画面からの操作も直ちに拒否されます。理由は監査ログに残ります。
                    </p>
                  }
                  reasonLabel="利用停止の理由"
                  confirmLabel="利用停止にする"
                  onConfirm={(reason) =>
                    disable({ variables: { uid: user.uid, reason } }).then(() =>
                      done(`${user.email} を利用停止にしました。`),
                    )
                  }
                />
              )}
            </section>
          ))}
        </ListState>
      ) : (
        <p>メールアドレスを入力して検索してください。</p>
      )}
    </div>
  );
}
