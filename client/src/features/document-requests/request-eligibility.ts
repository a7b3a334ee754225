/**
 * Who may send a document request or an inquiry to a vendor, checked before each request
 * action: with no e-mail, 「ログインが必要です。」 and the login screen; with a trial account's
 * e-mail, the trial alert and the registration screen; either way the action stops. The server
 * refuses the same whatever the client does.
 */
import { isTrialEmail } from '@portal/shared';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { getConfig } from '@/config/runtime';
import { getProfileState, useProfile } from '@/lib/auth/profile';
import { getSession, useSession } from '@/lib/auth/session';

export const LOGIN_REQUIRED_ALERT = 'ログインが必要です。';
export const TRIAL_ACCOUNT_ALERT =
  'このアカウントはトライアルアカウントです。資料請求やお問い合わせをご希望の方は、ご自身のアカウントを作成してください。会員登録画面に自動で移動します。';

export type RequestEligibility = 'allowed' | 'login' | 'trial';

export function requestEligibility(
  email: string | null | undefined,
  trialDomains: readonly string[],
): RequestEligibility {
  if (!email) return 'login';
  if (isTrialEmail(email, trialDomains)) return 'trial';
  return 'allowed';
}

/** Returns a check to call before any request action; false means it alerted and navigated away. */
export function useRequestEligibilityCheck(): () => boolean {
  const navigate = useNavigate();
  return () => {
    const email = getSession().user?.email ?? getProfileState().profile?.email ?? null;
    const outcome = requestEligibility(email, getConfig().trialDomains);
    if (outcome === 'login') {
      window.alert(LOGIN_REQUIRED_ALERT);
      navigate(href('auth.login'));
      return false;
    }
    if (outcome === 'trial') {
      window.alert(TRIAL_ACCOUNT_ALERT);
      navigate(href('auth.munRegister'));
      return false;
    }
    return true;
  };
}

export type RequestAudience = 'municipal' | 'trial' | 'visitor' | 'other';

/**
 * Who the request controls are for: municipal users use them, trial accounts see them so the
 * guard can explain, visitors meet the login alert; other members (vendors, operators, members
 * awaiting approval) cannot request and do not see them.
 */
export function useRequestAudience(): RequestAudience {
  const session = useSession();
  const { profile } = useProfile();
  const email = session.user?.email ?? null;
  if (session.status !== 'signedIn') return 'visitor';
  if (requestEligibility(email, getConfig().trialDomains) === 'trial') return 'trial';
  return profile?.isMunicipality && session.user?.emailVerified ? 'municipal' : 'other';
}
