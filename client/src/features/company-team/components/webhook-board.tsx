/**
 * /vendor/webhook: the company's 管理者 sets where new requests are POSTed for its CRM, sees the
 * signing secret once, sends a test and reads the delivery log (docs/webhooks.md).
 */
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import type { CompanyWebhookQuery } from '@/gql/graphql';
import {
  COMPANY_WEBHOOK_QUERY,
  DELETE_COMPANY_WEBHOOK_MUTATION,
  SAVE_COMPANY_WEBHOOK_MUTATION,
  SEND_COMPANY_WEBHOOK_TEST_MUTATION,
} from '../api/documents';
import '@/components/boards/staff-board.css';

const STATUS: Record<string, string> = { pending: '送信待ち', delivered: '送信済み', failed: '失敗（再送終了）' };
const EVENTS: Record<string, string> = { 'document_request.received': '資料請求の受付', test: 'テスト送信' };

type Webhook = NonNullable<CompanyWebhookQuery['companyWebhook']>;

/** The webhook is the company's one answer without an id: a change rewrites it in the cache. */
function updateWebhook(cache: ApolloCache, change: (hook: Webhook) => Webhook): void {
  cache.updateQuery({ query: COMPANY_WEBHOOK_QUERY }, (data) =>
    data?.companyWebhook ? { ...data, companyWebhook: change(data.companyWebhook) } : data,
  );
}

export function WebhookBoard() {
  const urlId = useId();
  const webhook = useQuery(COMPANY_WEBHOOK_QUERY, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SAVE_COMPANY_WEBHOOK_MUTATION);
  const [remove] = useMutation(DELETE_COMPANY_WEBHOOK_MUTATION);
  const [sendTest, testing] = useMutation(SEND_COMPANY_WEBHOOK_TEST_MUTATION);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(describeApiFailure(error).message);
  if (webhook.error) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(webhook.error).message}</p>
      </FormNotice>
    );
  }
  if (webhook.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const current = webhook.data.companyWebhook;
  return (
    <div className="staff-board">
      <p>
        資料請求・お問い合わせが届くたびに、その内容を自社の CRM などへ JSON
        で送信（POST）します。送信には署名（HMAC-SHA256）と日時が付くため、受け取る側で本物か・古い送信の使い回しでないかを確かめられます。届かなかったときは間隔を空けて最大6回まで送り直します。
      </p>
      <p aria-live="polite">{message ? <span role="status">{message}</span> : null}</p>
      {problem ? (
        <FormNotice tone="error">
          <p>{problem}</p>
        </FormNotice>
      ) : null}
      {secret ? (
        <FormNotice tone="success">
          <p>署名用シークレット（この画面を離れると二度と表示できません。控えてから閉じてください）：</p>
          <p>
            <code className="webhook-secret">{secret}</code>
          </p>
        </FormNotice>
      ) : null}
      <section aria-labelledby="webhook-destination">
        <h2 id="webhook-destination">送信先</h2>
        {current ? <p>現在の送信先：{current.url}</p> : <p>まだ送信先がありません。</p>}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            void save({
              variables: { url },
              update: (cache, { data }) => {
                if (data && current) updateWebhook(cache, (hook) => ({ ...hook, url: data.saveCompanyWebhook.url }));
              },
              // A first destination comes with the delivery log the company kept: the server's to read.
              refetchQueries: current ? [] : [COMPANY_WEBHOOK_QUERY],
            }).then((answer) => {
              setSecret(answer.data?.saveCompanyWebhook.secret ?? null);
              setMessage('送信先を保存しました。新しい署名用シークレットを控えてください。');
              setUrl('');
            }, fail);
          }}
        >
          <label htmlFor={urlId}>送信先の URL（https://…）</label>
          <input
            id={urlId}
            className="webhook-url"
            type="url"
            value={url}
            required
            inputMode="url"
            placeholder="https://crm.example.co.jp/portal-webhook"
            onChange={(event) => setUrl(event.target.value)}
          />{' '}
          <button type="submit" className="button button--primary" disabled={saving.loading}>
            {current ? '送信先を変更し、シークレットを作り直す' : '保存する'}
          </button>
        </form>
        {current ? (
          <p>
            <button
              type="button"
              className="button button--secondary"
              disabled={testing.loading}
              onClick={() => {
                setProblem(null);
                void sendTest({
                  update: (cache, { data }) => {
                    const sent = data?.sendCompanyWebhookTest;
                    if (sent) updateWebhook(cache, (hook) => ({ ...hook, deliveries: [sent, ...hook.deliveries] }));
                  },
                }).then(() => {
                  setMessage('テスト送信しました。結果は送信記録に表示されます。');
                  // The receiver answers the delivery after this mutation does: read its outcome a moment later.
                  setTimeout(() => void webhook.refetch(), 1500);
                }, fail);
              }}
            >
              テスト送信
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (!window.confirm('Webhook を削除します。以後、資料請求は送信されません。よろしいですか？')) return;
                void remove({
                  update: (cache) =>
                    cache.updateQuery({ query: COMPANY_WEBHOOK_QUERY }, (data) =>
                      data ? { ...data, companyWebhook: null } : data,
                    ),
                }).then(() => {
                  setSecret(null);
                  setMessage('Webhook を削除しました。');
                }, fail);
              }}
            >
              削除する
            </button>
          </p>
        ) : null}
      </section>
      {current ? (
        <section aria-labelledby="webhook-log">
          <h2 id="webhook-log">送信記録</h2>{' '}
          <button type="button" className="button button--secondary" onClick={() => void webhook.refetch()}>
            最新の状態を表示
          </button>
          {current.deliveries.length === 0 ? (
            <p>まだ送信はありません。</p>
          ) : (
            <div className="webhook-log">
              <table className="vendor-table">
                <thead>
                  <tr>
                    <th scope="col">日時</th>
                    <th scope="col">内容</th>
                    <th scope="col">状態</th>
                    <th scope="col">送信回数</th>
                    <th scope="col">最後の応答</th>
                  </tr>
                </thead>
                <tbody>
                  {current.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{formatDateTime(delivery.createdAt)}</td>
                      <td>{EVENTS[delivery.event] ?? delivery.event}</td>
                      <td>
                        {STATUS[delivery.status] ?? delivery.status}
                        {delivery.nextAttemptAt ? `（次回 ${formatDateTime(delivery.nextAttemptAt)}）` : ''}
                      </td>
                      <td>{delivery.attempts}回</td>
                      <td>
                        {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : ''}
                        {delivery.lastError ? ` ${delivery.lastError}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
