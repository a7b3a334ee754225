/**
 * The page a notification mail's stop link opens: it asks before stopping (mail scanners open
 * links; only the button stops), then says which kind of mail was stopped, or why nothing was.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { STOP_NOTIFICATION_MUTATION } from '../api/notification-requests';

export function NotificationStop({ token }: { token: string }) {
  const [stop, state] = useMutation(STOP_NOTIFICATION_MUTATION);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (!token) {
    return (
      <FormNotice tone="error">
        <p>リンクが途中で切れています。メールのリンクをそのまま開いてください。</p>
      </FormNotice>
    );
  }
  if (outcome) {
    return (
      <FormNotice tone={outcome.ok ? 'success' : 'error'}>
        <p>{outcome.text}</p>
        <p>
          種類ごとの頻度と配信先は <Link to={href('mypage.notifications')}>メールの設定</Link>{' '}
          で変えられます（要ログイン）。
        </p>
      </FormNotice>
    );
  }
  return (
    <>
      <p>このメールと同じ種類のお知らせメールを止めます。ほかの種類のメールはこれまでどおり届きます。</p>
      <button
        type="button"
        className="button button--primary"
        disabled={state.loading}
        onClick={() =>
          void stop({ variables: { token } }).then(
            (result) => setOutcome({ ok: true, text: result.data?.stopNotification.message ?? '' }),
            (error: unknown) => setOutcome({ ok: false, text: describeApiFailure(error).message }),
          )
        }
      >
        この種類のメールを止める
      </button>
    </>
  );
}
