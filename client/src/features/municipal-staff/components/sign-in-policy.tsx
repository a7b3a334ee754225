/**
 * The administrator's rule for the municipality's staff: every member signs in with an
 * authenticator app. The server refuses it until the administrator has one (so the rule never
 * locks out the one who set it) and asks for a fresh code when the last check is old.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { useStepUp } from '@/components/second-factor/step-up';
import { href } from '@/config/routes';
import { withRedirect } from '@/lib/auth/redirect';
import { MUNICIPAL_POLICY_QUERY, SAVE_MUNICIPAL_POLICY_MUTATION } from '../api/documents';

export function SignInPolicy({ municipality }: { municipality: string }) {
  const policy = useQuery(MUNICIPAL_POLICY_QUERY, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SAVE_MUNICIPAL_POLICY_MUTATION);
  const stepUp = useStepUp();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (policy.error) return <FormNotice tone="error">{describeApiFailure(policy.error).message}</FormNotice>;
  if (policy.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const { secondFactorRequired, membersWithoutSecondFactor } = policy.data.municipalPolicy;
  const change = (next: boolean) => {
    setMessage(null);
    stepUp
      .run(() =>
        save({
          variables: { secondFactorRequired: next },
          update: (cache, { data }) => {
            if (data)
              cache.writeQuery({ query: MUNICIPAL_POLICY_QUERY, data: { municipalPolicy: data.saveMunicipalPolicy } });
          },
        }),
      )
      .then(
        () => {
          setMessage({
            tone: 'success',
            text: next
              ? '職員全員に二段階認証を求めるようにしました。未登録の職員は、次の操作のときに認証アプリの登録を案内されます。'
              : '二段階認証を必須にする設定をやめました。登録済みの職員は、引き続き確認コードでログインします。',
          });
        },
        (error: unknown) => setMessage({ tone: 'error', text: describeApiFailure(error).message }),
      );
  };
  return (
    <>
      <p>
        {secondFactorRequired
          ? `${municipality}の職員は全員、パスワードに加えて認証アプリの確認コードでログインします。`
          : `いまは、認証アプリの登録は職員それぞれの任意です。`}
        {membersWithoutSecondFactor > 0
          ? `認証アプリを登録していない職員: ${membersWithoutSecondFactor}名。`
          : '職員全員が認証アプリを登録しています。'}
      </p>
      <p className="staff-board__note">
        必須にする前に、ご自身の認証アプリを
        <Link to={withRedirect(href('auth.secondFactor'), href('mypage.municipality'))}>二段階認証の設定</Link>
        で登録してください。必須にすると、未登録の職員は自治体職員としての操作の前に登録を求められます。
      </p>
      <button
        type="button"
        className={secondFactorRequired ? 'button button--secondary' : 'button button--primary'}
        disabled={saving.loading}
        onClick={() => change(!secondFactorRequired)}
      >
        {secondFactorRequired ? '二段階認証の必須をやめる' : '職員全員に二段階認証を求める'}
      </button>
      {message ? (
        <FormNotice tone={message.tone}>
          <p>{message.text}</p>
        </FormNotice>
      ) : null}
      {stepUp.prompt}
    </>
  );
}
