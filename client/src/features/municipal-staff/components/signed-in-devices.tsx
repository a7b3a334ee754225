/** A member's signed-in devices (this one first) and signing the others out. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import { SIGN_OUT_OTHER_DEVICES_MUTATION, SIGNED_IN_DEVICES_QUERY } from '../api/documents';
import '@/components/boards/staff-board.css';

export function SignedInDevices() {
  const devices = useQuery(SIGNED_IN_DEVICES_QUERY, { fetchPolicy: 'network-only' });
  const [signOut, signingOut] = useMutation(SIGN_OUT_OTHER_DEVICES_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  const run = (id: string | null) =>
    signOut({
      variables: { id },
      // One device, or every one but this.
      update: (cache) =>
        cache.updateQuery({ query: SIGNED_IN_DEVICES_QUERY }, (data) =>
          data
            ? {
                ...data,
                mySignedInDevices: data.mySignedInDevices.filter((d) => (id ? d.id !== id : d.current)),
              }
            : data,
        ),
    }).then(
      ({ data }) => setMessage(`${data?.signOutOtherDevices ?? 0}台の端末をログアウトさせました。`),
      (error: unknown) => setMessage(describeApiFailure(error).message),
    );
  if (devices.error) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(devices.error).message}</p>
      </FormNotice>
    );
  }
  if (devices.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const list = devices.data.mySignedInDevices;
  const others = list.filter((device) => !device.current);
  return (
    <div className="staff-board">
      <p>
        このアカウントでログインしている端末です。心当たりのない端末があれば、ログアウトさせてからパスワードを変更してください。
      </p>
      <p aria-live="polite" className="staff-board__message">
        {message ? <span role="status">{message}</span> : null}
      </p>
      <ul className="staff-board__members">
        {list.map((device) => (
          <li key={device.id} className="staff-member" aria-label={device.current ? 'この端末' : 'ほかの端末'}>
            <h2 className="staff-member__name">{device.current ? 'この端末' : 'ほかの端末'}</h2>
            <dl className="staff-member__facts">
              <dt>ブラウザー</dt>
              <dd>{device.userAgent || '不明'}</dd>
              <dt>ログイン</dt>
              <dd>{formatDateTime(device.signedInAt)}</dd>
              <dt>最後の利用</dt>
              <dd>{formatDateTime(device.lastSeenAt)}</dd>
            </dl>
            {!device.current ? (
              <button type="button" className="button button--secondary" onClick={() => void run(device.id)}>
                この端末をログアウトさせる
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {others.length > 1 ? (
        <button
          type="button"
          className="button button--danger"
          disabled={signingOut.loading}
          onClick={() => void run(null)}
        >
          ほかの端末をすべてログアウトさせる
        </button>
      ) : null}
    </div>
  );
}
