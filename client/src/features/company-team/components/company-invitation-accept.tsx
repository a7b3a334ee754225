/**
 * The company invitation mail's link: shows which company invites which address, and joins with
 * one click when the signed-in account holds that address verified. Every refusal is explained.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { loadProfile } from '@/lib/auth/profile';
import { formatDateTime } from '@/lib/date-time';
import { ACCEPT_COMPANY_INVITATION_MUTATION, COMPANY_INVITATION_QUERY, COMPANY_ROLE_LABELS } from '../api/documents';
import '@/components/boards/staff-board.css';

const CLOSED: Record<string, string> = {
  accepted: 'この招待はすでに使われています。',
  expired: 'この招待の有効期限が切れています。招待した管理者に新しい招待を依頼してください。',
  revoked: 'この招待は取り消されたか、新しい招待に置き換えられています。最新の招待メールのリンクをお使いください。',
};

export function CompanyInvitationAccept({ token }: { token: string }) {
  const invitation = useQuery(COMPANY_INVITATION_QUERY, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [accept, accepting] = useMutation(ACCEPT_COMPANY_INVITATION_MUTATION);
  const [joined, setJoined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!token || invitation.error) {
    return (
      <FormNotice tone="error">
        <p>
          {invitation.error
            ? describeApiFailure(invitation.error).message
            : '招待が見つかりません。招待メールのリンクをそのままお使いください。'}
        </p>
      </FormNotice>
    );
  }
  if (invitation.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const view = invitation.data.companyInvitation;
  if (joined) {
    return (
      <FormNotice tone="success">
        <p>{joined}のユーザーとして参加しました。</p>
        <p>
          <Link to={href('vendor.home')}>掲載企業メニュー</Link>で、届いた資料請求に対応できます。
        </p>
      </FormNotice>
    );
  }
  return (
    <section aria-labelledby="invitation-title">
      <h2 id="invitation-title">{view.companyName}から招待されています</h2>
      <dl className="staff-member__facts">
        <dt>招待されたメールアドレス</dt>
        <dd>{view.email}</dd>
        <dt>役割</dt>
        <dd>{COMPANY_ROLE_LABELS[view.role]}</dd>
        <dt>有効期限</dt>
        <dd>{formatDateTime(view.expiresAt)}</dd>
      </dl>
      {view.state !== 'open' ? (
        <FormNotice tone="error">
          <p>{CLOSED[view.state] ?? CLOSED.revoked}</p>
        </FormNotice>
      ) : !view.addressMatches ? (
        <FormNotice tone="error">
          <p>
            ログイン中のアカウントは {view.email} ではないか、メールアドレスの確認が済んでいません。{view.email}{' '}
            でログインし直してから、もう一度このリンクを開いてください。
          </p>
          <p>
            <Link to={href('auth.logout')}>ログアウトする</Link>
          </p>
        </FormNotice>
      ) : (
        <>
          <p>「参加する」を押すと、{view.companyName}のユーザーとして掲載企業向けの機能を使えるようになります。</p>
          <button
            type="button"
            className="button button--primary"
            disabled={accepting.loading}
            onClick={() => {
              setFailure(null);
              accept({ variables: { token } }).then(
                // The role changed on the server: the header and the route guard read it again.
                () => loadProfile(true).then(() => setJoined(view.companyName)),
                (error: unknown) => setFailure(describeApiFailure(error).message),
              );
            }}
          >
            参加する
          </button>
        </>
      )}
      {failure ? (
        <FormNotice tone="error">
          <p>{failure}</p>
        </FormNotice>
      ) : null}
    </section>
  );
}
