import { describe, expect, it, vi } from 'vitest';
import {
  describeProviderError,
  providerErrorFamily,
  registrationAlertText,
  withBotCheckRetry,
} from './provider-errors';

const fail = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('identity provider errors', () => {
  it.each([
    ['auth/email-already-in-use', 'email-exists'],
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/user-not-found', 'invalid-credential'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/expired-action-code', 'action-code'],
    ['auth/invalid-action-code', 'action-code'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/user-token-expired', 'token-expired'],
    ['auth/network-request-failed', 'network'],
    ['auth/popup-blocked', 'popup'],
    ['auth/popup-closed-by-user', 'popup'],
    ['auth/unauthorized-domain', 'unauthorized-domain'],
    ['auth/unauthorized-continue-uri', 'unauthorized-domain'],
    ['auth/password-does-not-meet-requirements', 'password-requirements'],
    ['auth/missing-recaptcha-token', 'bot-check'],
    ['auth/multi-factor-auth-required', 'multi-factor'],
    ['auth/requires-recent-login', 'recent-login'],
    ['auth/something-new', 'unknown'],
  ])('%s belongs to %s', (code, family) => {
    expect(providerErrorFamily(fail(code))).toBe(family);
  });

  it('gives Japanese text and names the field', () => {
    const view = describeProviderError(fail('auth/email-already-in-use'));
    expect(view.message).toMatch(/既に登録されています/);
    expect(view.field).toEqual({ name: 'email', message: 'このメールアドレスは既に登録されています' });
  });

  it("the registration alert is Japanese only: never the provider's own line", () => {
    expect(registrationAlertText(describeProviderError(fail('auth/email-already-in-use')))).toBe(
      '会員登録できませんでした。\nこのメールアドレスは既に登録されています。ログインするか、別のメールアドレスをご利用ください。',
    );
    for (const code of ['auth/weak-password', 'auth/network-request-failed', 'auth/something-new']) {
      expect(registrationAlertText(describeProviderError(fail(code)))).not.toMatch(/Firebase|Error \(/);
    }
  });

  it('an error of no known family names its code in the alert, for the support desk', () => {
    expect(registrationAlertText(describeProviderError(fail('auth/something-new')))).toBe(
      '会員登録できませんでした。\n認証の処理でエラーが発生しました。時間をおいて再度お試しください。\n（エラーコード：auth/something-new）',
    );
  });

  it('treats a failed fetch as a network failure and anything else as unknown', () => {
    expect(providerErrorFamily(new TypeError('Failed to fetch'))).toBe('network');
    expect(describeProviderError('boom')).toMatchObject({ family: 'unknown', code: '' });
    expect(registrationAlertText(describeProviderError('boom'))).not.toContain('boom');
  });
});

describe('bot-check retry', () => {
  it('prepares the bot check and retries once when the token is missing', async () => {
    const call = vi.fn().mockRejectedValueOnce(fail('auth/missing-recaptcha-token')).mockResolvedValueOnce('ok');
    const prepare = vi.fn().mockResolvedValue(undefined);
    await expect(withBotCheckRetry(call, prepare)).resolves.toBe('ok');
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors, nor more than once', async () => {
    const prepare = vi.fn().mockResolvedValue(undefined);
    const other = vi.fn().mockRejectedValue(fail('auth/wrong-password'));
    await expect(withBotCheckRetry(other, prepare)).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(prepare).not.toHaveBeenCalled();
    const always = vi.fn().mockRejectedValue(fail('auth/missing-recaptcha-token'));
    await expect(withBotCheckRetry(always, prepare)).rejects.toMatchObject({ code: 'auth/missing-recaptcha-token' });
    expect(always).toHaveBeenCalledTimes(2);
  });
});
