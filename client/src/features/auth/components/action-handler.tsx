import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { applyEmailCode, refreshAfterEmailChange } from '../api/email-change';
import { applyVerificationCode, refreshAfterVerification } from '../api/email-verification';
import { describeProviderError } from '../api/provider-errors';
import { AuthSkeleton } from './sign-in-prompt';
import './auth.css';

type Outcome =
  | { kind: 'verified'; signedIn: boolean }
  | { kind: 'email-changed'; email: string | null; signedOut: boolean }
  | { kind: 'email-recovered'; email: string | null }
  | { kind: 'failed'; message: string; retry: { to: string; label: string } }
  | { kind: 'unknown' };

const RETRY = {
  verifyEmail: { to: href('auth.confirmEmailRequest'), label: '確認メールを再送する' },
  verifyAndChangeEmail: { to: href('auth.changeEmailRequest'), label: 'メールアドレスの変更をやり直す' },
  recoverEmail: { to: href('auth.resetPasswordRequest'), label: 'パスワードを再設定する' },
} as const;

/** Codes are single-use: one run per code, even when a component mounts twice. */
const runs = new Map<string, Promise<Outcome>>();

async function handle(client: ApolloClient, mode: string, code: string | null): Promise<Outcome> {
  try {
    if (mode === 'verifyEmail') {
      // Without a code the provider's own handler has applied it already (the emulator does).
      const verified = code ? await applyVerificationCode(client, code) : await refreshAfterVerification(client);
      return { kind: 'verified', signedIn: verified !== null };
    }
    if (mode === 'verifyAndChangeEmail') {
      const result = code ? await applyEmailCode(client, code) : await refreshAfterEmailChange(client);
      return { kind: 'email-changed', ...result };
    }
    if (mode === 'recoverEmail' && code) {
      const result = await applyEmailCode(client, code);
      return { kind: 'email-recovered', email: result.email };
    }
    return { kind: 'unknown' };
  } catch (error) {
    const retry = RETRY[mode as keyof typeof RETRY] ?? RETRY.verifyEmail;
    return { kind: 'failed', message: describeProviderError(error).message, retry };
  }
}

/**
 * Where the identity provider's mail links land: applies a verification, an e-mail change or its
 * revocation, and hands a password-reset code to the reset form.
 */
export function ActionHandler({ mode, code }: { mode: string; code: string | null }) {
  const client = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const forward = mode === 'resetPassword' && code;

  useEffect(() => {
    if (forward) return;
    const key = `${mode}:${code ?? ''}`;
    let run = runs.get(key);
    if (!run) {
      run = handle(client, mode, code);
      runs.set(key, run);
      // A code-less landing only re-reads the session: share it while pending, not afterwards.
      if (!code) void run.finally(() => runs.delete(key));
    }
    let live = true;
    void run.then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [client, mode, code, forward]);

  if (forward) return <Navigate replace to={`${href('auth.resetPasswordEdit')}?oobCode=${encodeURIComponent(code)}`} />;
  if (!outcome) {
    return (
      <>
        <PageTitle title="メールのリンクを確認しています" />
        <AuthSkeleton label="メールのリンクを確認しています" />
      </>
    );
  }
  switch (outcome.kind) {
    case 'verified':
      return (
        <>
          <PageTitle title="メールアドレスの確認が完了しました" />
          <FormNotice tone="success">
            <p>メールアドレスの確認が完了しました。</p>
          </FormNotice>
          <p className="form-actions auth-section">
            {outcome.signedIn ? (
              <>
                <Link to={href('home')} className="button button--primary">
                  トップページへ
                </Link>
                <Link to={href('auth.mypage')}>会員情報を見る</Link>
              </>
            ) : (
              <Link to={href('auth.login')} className="button button--primary">
                ログインする
              </Link>
            )}
          </p>
        </>
      );
    case 'email-changed':
      return (
        <>
          <PageTitle title="メールアドレスを変更しました" />
          <FormNotice tone="success">
            <p>
              {outcome.email ? `メールアドレスを ${outcome.email} に変更しました。` : 'メールアドレスを変更しました。'}
            </p>
            {outcome.signedOut ? <p>新しいメールアドレスで、もう一度ログインしてください。</p> : null}
          </FormNotice>
          <p className="form-actions auth-section">
            <Link to={outcome.signedOut ? href('auth.login') : href('auth.mypage')} className="button button--primary">
              {outcome.signedOut ? 'ログインする' : '会員情報を見る'}
            </Link>
          </p>
        </>
      );
    case 'email-recovered':
      return (
        <>
          <PageTitle title="メールアドレスを元に戻しました" />
          <FormNotice tone="success">
            <p>
              {outcome.email ? `メールアドレスを ${outcome.email} に戻しました。` : 'メールアドレスを元に戻しました。'}
            </p>
            <p>お心当たりのない変更だった場合は、念のためパスワードを再設定してください。</p>
          </FormNotice>
          <p className="form-actions auth-section">
            <Link to={href('auth.resetPasswordRequest')} className="button button--primary">
              パスワードを再設定する
            </Link>
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <PageTitle title="リンクを確認できませんでした" />
          <FormNotice tone="error">
            <p>{outcome.message}</p>
          </FormNotice>
          <p className="form-actions auth-section">
            <Link to={outcome.retry.to} className="button button--primary">
              {outcome.retry.label}
            </Link>
          </p>
        </>
      );
    default:
      return (
        <>
          <PageTitle title="リンクを確認できませんでした" />
          <FormNotice tone="error">
            <p>このリンクは正しくありません。メールに記載されたリンクをそのまま開いてください。</p>
          </FormNotice>
        </>
      );
  }
}
