/**
 * The one mapping from identity-provider (Firebase Authentication) errors to what a user sees,
 * by the families of docs/specification.md §8. Every message is Japanese: the provider's own
 * English line ("Firebase: Error (auth/…).") is never shown (docs/spec-corrections.md); an error
 * of no known family names its code, which is what a support desk asks for.
 */

export type ProviderErrorFamily =
  | 'email-exists'
  | 'wrong-password'
  | 'invalid-credential'
  | 'too-many-attempts'
  | 'action-code'
  | 'user-disabled'
  | 'token-expired'
  | 'recent-login'
  | 'network'
  | 'popup'
  | 'unauthorized-domain'
  | 'password-requirements'
  | 'weak-password'
  | 'invalid-email'
  | 'bot-check'
  | 'multi-factor'
  | 'not-allowed'
  | 'unknown';

export interface ProviderErrorView {
  family: ProviderErrorFamily;
  /** The provider's code, e.g. auth/email-already-in-use. */
  code: string;
  /** What the user reads, in Japanese. */
  message: string;
  /** The form field the error belongs to, with its field message. */
  field?: { name: 'email' | 'password'; message: string };
}

const FAMILIES: Record<ProviderErrorFamily, readonly string[]> = {
  'email-exists': ['email-already-in-use', 'email-already-exists', 'account-exists-with-different-credential'],
  'wrong-password': ['wrong-password'],
  'invalid-credential': ['invalid-credential', 'invalid-login-credentials', 'user-not-found', 'user-mismatch'],
  'too-many-attempts': ['too-many-requests', 'quota-exceeded'],
  'action-code': ['expired-action-code', 'invalid-action-code'],
  'user-disabled': ['user-disabled'],
  'token-expired': ['user-token-expired', 'invalid-user-token', 'id-token-expired', 'id-token-revoked'],
  'recent-login': ['requires-recent-login'],
  network: ['network-request-failed', 'timeout', 'web-storage-unsupported'],
  popup: ['popup-blocked', 'popup-closed-by-user', 'cancelled-popup-request', 'redirect-cancelled-by-user'],
  'unauthorized-domain': [
    'unauthorized-domain',
    'unauthorized-continue-uri',
    'invalid-continue-uri',
    'missing-continue-uri',
  ],
  'password-requirements': ['password-does-not-meet-requirements'],
  'weak-password': ['weak-password'],
  'invalid-email': ['invalid-email', 'missing-email', 'invalid-new-email'],
  'bot-check': [
    'missing-recaptcha-token',
    'invalid-recaptcha-token',
    'invalid-recaptcha-action',
    'recaptcha-not-enabled',
    'captcha-check-failed',
    'invalid-app-credential',
    'missing-app-credential',
  ],
  'multi-factor': ['multi-factor-auth-required'],
  'not-allowed': ['operation-not-allowed', 'admin-restricted-operation', 'email-change-needs-verification'],
  unknown: [],
};

const MESSAGES: Record<ProviderErrorFamily, string> = {
  'email-exists': 'このメールアドレスは既に登録されています。ログインするか、別のメールアドレスをご利用ください。',
  'wrong-password': 'パスワードが正しくありません。',
  'invalid-credential': 'メールアドレスまたはパスワードが正しくありません。',
  'too-many-attempts': '試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  'action-code':
    'このリンクは有効期限が切れているか、既に使用されています。お手数ですが、もう一度はじめから手続きしてください。',
  'user-disabled': 'このアカウントは利用が停止されています。運営事務局にお問い合わせください。',
  'token-expired': 'ログインの有効期限が切れました。お手数ですが、再度ログインしてください。',
  'recent-login': 'セキュリティのため、現在のパスワードをもう一度入力してください。',
  network: '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
  popup:
    'ログイン用のウィンドウが閉じられたか、ブラウザにブロックされました。ポップアップを許可して再度お試しください。',
  'unauthorized-domain':
    'このサイトのアドレスは認証の設定で許可されていません。お手数ですが運営事務局にお問い合わせください。',
  'password-requirements': 'パスワードが条件を満たしていません。表示されている条件をご確認ください。',
  'weak-password': 'パスワードが短すぎます。8文字以上で入力してください。',
  'invalid-email': 'メールアドレスの形式で入力してください。',
  'bot-check': '自動操作ではないことを確認できませんでした。ページを再読み込みして、もう一度お試しください。',
  'multi-factor':
    'このアカウントは多要素認証が必要な設定ですが、本サービスでは利用できません。運営事務局にお問い合わせください。',
  'not-allowed': 'この操作は現在ご利用いただけません。運営事務局にお問い合わせください。',
  unknown: '認証の処理でエラーが発生しました。時間をおいて再度お試しください。',
};

const FIELDS: Partial<Record<ProviderErrorFamily, ProviderErrorView['field']>> = {
  'email-exists': { name: 'email', message: 'このメールアドレスは既に登録されています' },
  'invalid-email': { name: 'email', message: 'メールアドレスの形式で入力してください' },
  'wrong-password': { name: 'password', message: 'パスワードが正しくありません' },
  'password-requirements': { name: 'password', message: 'パスワードが条件を満たしていません' },
  'weak-password': { name: 'password', message: 'パスワードは8文字以上で入力してください' },
};

const BY_CODE = new Map<string, ProviderErrorFamily>(
  (Object.entries(FAMILIES) as [ProviderErrorFamily, readonly string[]][]).flatMap(([family, codes]) =>
    codes.map((code) => [`auth/${code}`, family] as const),
  ),
);

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

export function providerErrorFamily(error: unknown): ProviderErrorFamily {
  return BY_CODE.get(codeOf(error)) ?? (error instanceof TypeError ? 'network' : 'unknown');
}

export function describeProviderError(error: unknown): ProviderErrorView {
  const family = providerErrorFamily(error);
  return { family, code: codeOf(error), message: MESSAGES[family], field: FIELDS[family] };
}

export function isProviderError(error: unknown, family: ProviderErrorFamily): boolean {
  return providerErrorFamily(error) === family;
}

/**
 * The registration alert, shared by every registration form (both municipal flows and the company
 * sign-up): the Japanese explanation, and for an error of no known family its code.
 */
export function registrationAlertText(view: ProviderErrorView): string {
  const reference = view.family === 'unknown' && view.code ? `\n（エラーコード：${view.code}）` : '';
  return `会員登録できませんでした。\n${view.message}${reference}`;
}

/**
 * Runs a provider call; when the project demands a bot-check token the call lacked, prepares the
 * bot check (reCAPTCHA Enterprise configuration) and retries once, as the specification says.
 */
export async function withBotCheckRetry<T>(call: () => Promise<T>, prepareBotCheck: () => Promise<void>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (codeOf(error) !== 'auth/missing-recaptcha-token') throw error;
    await prepareBotCheck();
    return call();
  }
}
