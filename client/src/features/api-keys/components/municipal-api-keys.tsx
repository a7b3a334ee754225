/** The administrator's view of their municipality's members' API keys, each revocable. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import { MUNICIPAL_API_KEYS_QUERY, REVOKE_MUNICIPAL_API_KEY_MUTATION } from '../api/documents';
import { STATE_LABELS } from './labels';
import './api-keys.css';

export function MunicipalApiKeys() {
  const keys = useQuery(MUNICIPAL_API_KEYS_QUERY, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(REVOKE_MUNICIPAL_API_KEY_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  if (keys.error) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(keys.error).message}</p>
      </FormNotice>
    );
  }
  if (keys.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const active = keys.data.municipalApiKeys.filter((key) => key.state === 'active');
  return (
    <div className="api-keys">
      <p>職員が庁内ツール用に作成した有効なAPIキーです。不要なキーや心当たりのないキーは取り消してください。</p>
      <p aria-live="polite" className="api-keys__message">
        {message ? <span role="status">{message}</span> : null}
      </p>
      {active.length === 0 ? (
        <p>有効なAPIキーはありません。</p>
      ) : (
        <ul className="api-keys__list">
          {active.map((key) => (
            <li key={key.id} className="api-key" aria-label={`${key.ownerName}：${key.name}`}>
              <h3 className="api-key__name">
                {key.name}
                <span className={`api-key__state api-key__state--${key.state}`}>
                  {STATE_LABELS[key.state] ?? key.state}
                </span>
              </h3>
              <dl className="api-key__facts">
                <dt>職員</dt>
                <dd>
                  {key.ownerName}（{key.ownerEmail}）
                </dd>
                <dt>キー</dt>
                <dd>
                  <code>{key.shown}…</code>
                </dd>
                <dt>有効期限</dt>
                <dd>{formatDateTime(key.expiresAt)}</dd>
                <dt>最後の利用</dt>
                <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'まだ使われていません'}</dd>
              </dl>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void revoke({ variables: { id: key.id } }).then(
                    // The answer's state (revoked) takes the key out of the active ones shown.
                    () => setMessage(`${key.ownerName}さんのAPIキー「${key.name}」を取り消しました。`),
                    (error: unknown) => setMessage(describeApiFailure(error).message),
                  )
                }
              >
                このキーを取り消す
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
