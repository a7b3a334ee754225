import type { ActionCodeSettings } from 'firebase/auth';
import { href } from '@/config/routes';

export type ActionMode = 'verifyEmail' | 'verifyAndChangeEmail' | 'resetPassword';

/**
 * Where the provider's mail links continue on this site. In production the project's custom
 * action handler URL points at /auth/action, which applies the code itself. The Auth emulator
 * (and Firebase's hosted handler) apply the code first and then follow this continue URL, which
 * also lands on /auth/action, so either way the user ends on this app's page.
 */
export function actionCodeSettings(mode: ActionMode): ActionCodeSettings {
  const origin = window.location.origin;
  const url =
    mode === 'resetPassword' ? `${origin}${href('auth.login')}` : `${origin}${href('auth.action')}?mode=${mode}`;
  return { url };
}
