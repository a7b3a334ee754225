import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { startSession, useSession } from '@/lib/auth/session';
import { refreshAfterVerification, sendVerificationMail } from '../api/email-verification';
import { describeProviderError } from '../api/provider-errors';
import { AuthSkeleton, SignInPrompt } from './sign-in-prompt';
import './auth.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** Resends the verification mail and lets the user pick up a verification made elsewhere. */
export function VerificationRequest({ continueTo }: { continueTo: string | null }) {
  const session = useSession();
  const client = useApolloClient();
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    void startSession();
  }, []);

  if (session.status === 'initializing') return <AuthSkeleton />;
  if (session.status === 'signedOut' || !session.user) {
    return (
      <SignInPrompt reason="確認メールを再送するには、ご登録のメールアドレスとパスワードでログインしてください。ログイン後、この画面に戻ります。" />
    );
  }
  const { email, emailVerified } = session.user;
  if (emailVerified) {
    return (
      <FormNotice tone="success" live={false}>
        <p>メールアドレス（{email}）は確認済みです。</p>
        <p>
          <Link to={continueTo ?? href('home')}>{continueTo ? '元のページへ戻る' : 'トップページへ'}</Link>
        </p>
      </FormNotice>
    );
  }

  async function send() {
    setBusy('send');
    setNotice(null);
    try {
      await sendVerificationMail();
      setNotice({
        tone: 'success',
        text: `${email} 宛に確認メールを送信しました。メール内のリンクを開いて確認を完了してください。`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: describeProviderError(error).message });
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    setBusy('check');
    setNotice(null);
    try {
      const verified = await refreshAfterVerification(client);
      if (!verified)
        setNotice({
          tone: 'info',
          text: 'まだ確認が完了していません。メール内のリンクを開いてから、もう一度お試しください。',
        });
    } catch (error) {
      setNotice({ tone: 'error', text: describeProviderError(error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="auth-lead">
        ご登録のメールアドレス <strong>{email}</strong> の確認が済んでいません。
        {'登録時にお送りしたメールのリンクを開くと、確認が完了します。メールが見当たらない場合は、再送してください。'}
      </p>
      {notice ? (
        <FormNotice tone={notice.tone}>
          <p>{notice.text}</p>
        </FormNotice>
      ) : null}
      <div className="form-actions auth-section">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void send()}
          disabled={busy !== null}
          aria-busy={busy === 'send'}
        >
          {busy === 'send' ? '送信しています…' : '確認メールを再送する'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void check()}
          disabled={busy !== null}
          aria-busy={busy === 'check'}
        >
          {busy === 'check' ? '確認しています…' : '確認が済んだので状態を更新する'}
        </button>
      </div>
      <ul className="auth-links">
        <li>迷惑メールフォルダに振り分けられていないかご確認ください。</li>
        <li>自治体のメールシステムによっては、届くまでに時間がかかることがあります。</li>
      </ul>
    </>
  );
}
