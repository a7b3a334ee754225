/**
 * The check before each request action: with nobody signed in, 「ログインが必要です。」 and the
 * login screen; for a trial account (the server's role), the trial alert and the registration
 * screen; either way the action stops. The server refuses the same whatever the client does.
 */
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { getSession } from '@/lib/auth/session';
import { getViewerStanding, isTrialAccount } from '@/lib/auth/viewer-role';

export const LOGIN_REQUIRED_ALERT = 'ログインが必要です。';
export const TRIAL_ACCOUNT_ALERT =
  'このアカウントはトライアルアカウントです。資料請求やお問い合わせをご希望の方は、ご自身のアカウントを作成してください。会員登録画面に自動で移動します。';

/** Returns a check to call before any request action; false means it alerted and navigated away. */
export function useRequestEligibilityCheck(): () => boolean {
  const navigate = useNavigate();
  return () => {
    if (!getSession().user) {
      window.alert(LOGIN_REQUIRED_ALERT);
      navigate(href('auth.login'));
      return false;
    }
    if (isTrialAccount(getViewerStanding())) {
      window.alert(TRIAL_ACCOUNT_ALERT);
      navigate(href('auth.munRegister'));
      return false;
    }
    return true;
  };
}
