/**
 * The page an alert mail's stop link opens: it asks before stopping (mail scanners open links;
 * only the button stops), then says plainly what was stopped, or why nothing was (a link used
 * already, a forged, expired or retired one, or one for another user than the one signed in).
 * `search` is the saved search under which the link stood (none: the whole mail).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { graphql } from '@/gql';

export const STOP_ALERT_MUTATION = graphql(`
  mutation StopAlert($token: String!, $search: ID) {
    stopAlert(token: $token, search: $search) {
      stopped
      message
    }
  }
`);

export function AlertStop({ token, search }: { token: string; search: string | null }) {
  const [stop, state] = useMutation(STOP_ALERT_MUTATION);
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
          メールの設定は <Link to={href('mypage.searches')}>保存した検索条件</Link> でも変えられます（要ログイン）。
        </p>
      </FormNotice>
    );
  }
  return (
    <>
      <p>
        {search
          ? 'この保存した検索条件の新着メールを止めます。ほかの条件のメールは届き続けます。'
          : 'このメールで届いている保存した検索条件の新着メールを止めます。ほかの条件のメールは届き続けます。'}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={state.loading}
        onClick={() =>
          void stop({ variables: { token, search } }).then(
            (result) => setOutcome({ ok: true, text: result.data?.stopAlert.message ?? '' }),
            (error: unknown) => setOutcome({ ok: false, text: describeApiFailure(error).message }),
          )
        }
      >
        新着メールを止める
      </button>
    </>
  );
}
