import { actionCodeSettings } from './action-settings';
import { providerCall } from './provider-call';
import { isProviderError } from './provider-errors';
import { refreshPasswordPolicy } from './password-policy-store';

/**
 * Sends the reset mail. An unknown address answers the same as a known one, so the form cannot be
 * used to find out who is registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await providerCall((auth, sdk) =>
      sdk.sendPasswordResetEmail(auth, email.trim(), actionCodeSettings('resetPassword')),
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return;
    throw error;
  }
}

/** Checks the link's code and answers the address it resets. */
export function checkResetCode(code: string): Promise<string> {
  return providerCall((auth, sdk) => sdk.verifyPasswordResetCode(auth, code));
}

export async function confirmNewPassword(code: string, password: string): Promise<void> {
  try {
    await providerCall((auth, sdk) => sdk.confirmPasswordReset(auth, code, password));
  } catch (error) {
    if (isProviderError(error, 'password-requirements')) await refreshPasswordPolicy();
    throw error;
  }
}
