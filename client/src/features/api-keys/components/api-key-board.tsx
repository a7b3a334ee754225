/**
 * /mypage/api-keys: the user's API keys for internal tools (kintone, RPA, scripts): creating one
 * (shown once), the list with state, expiry and last use, and revoking. Every view state is shown.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import { MY_API_KEYS_QUERY, REVOKE_API_KEY_MUTATION } from '../api/documents';
import { ApiKeyForm } from './api-key-form';
import { STATE_LABELS } from './labels';
import './api-keys.css';

export function ApiKeyBoard() {
  const keys = useQuery(MY_API_KEYS_QUERY, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(REVOKE_API_KEY_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  const revokeKey = (id: string, name: string) =>
    revoke({ variables: { id } }).then(
      () => setMessage(`APIキー「${name}」を取り消しました。このキーは今後使えません。`),
      (error: unknown) => setMessage(describeApiFailure(error).message),
    );
  return (
    <div className="api-keys">
      <p>
        庁内のツール（kintone・RPA・集計スクリプトなど）からポータルの情報を取得するためのキーです。キーはあなたの権限で、読み取りだけができます。
        使い方は<a href="/api/openapi.json">API の説明（OpenAPI）</a>をご覧ください。
      </p>
      <ul className="api-keys__notes">
        <li>
          キーは HTTP ヘッダー（Authorization: Bearer または X-API-Key）で送ってください。URL に含めると拒否されます。
        </li>
        <li>あなたの権限が変わると（異動・退職など）、キーでできることも同時に変わります。</li>
        <li>所属自治体の管理者は、職員のキーを確認し、取り消すことができます。</li>
      </ul>
      <section aria-labelledby="api-keys-create">
        <h2 id="api-keys-create">APIキーを作成する</h2>
        <ApiKeyForm />
      </section>
      <section aria-labelledby="api-keys-list">
        <h2 id="api-keys-list">作成したAPIキー</h2>
        <p aria-live="polite" className="api-keys__message">
          {message ? <span role="status">{message}</span> : null}
        </p>
        {keys.error ? (
          <FormNotice tone="error">
            <p>{describeApiFailure(keys.error).message}</p>
          </FormNotice>
        ) : keys.dataState !== 'complete' ? (
          <p role="status">読み込んでいます…</p>
        ) : keys.data.myApiKeys.length === 0 ? (
          <p>まだAPIキーはありません。</p>
        ) : (
          <ul className="api-keys__list">
            {keys.data.myApiKeys.map((key) => (
              <li key={key.id} className="api-key" aria-label={key.name}>
                <h3 className="api-key__name">
                  {key.name}
                  <span className={`api-key__state api-key__state--${key.state}`}>
                    {STATE_LABELS[key.state] ?? key.state}
                  </span>
                </h3>
                <dl className="api-key__facts">
                  <dt>キー</dt>
                  <dd>
                    <code>{key.shown}…</code>
                  </dd>
                  <dt>権限</dt>
                  <dd>読み取り専用</dd>
                  <dt>作成</dt>
                  <dd>{formatDateTime(key.createdAt)}</dd>
                  <dt>有効期限</dt>
                  <dd>{formatDateTime(key.expiresAt)}</dd>
                  <dt>最後の利用</dt>
                  <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'まだ使われていません'}</dd>
                </dl>
                {key.state === 'active' ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void revokeKey(key.id, key.name)}
                  >
                    このキーを取り消す
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
