/**
 * Stable error codes the API answers with, their HTTP statuses for the REST façade, and the
 * Japanese message a user sees when the server gives no more specific one.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TRIAL_ACCOUNT',
  'SECOND_FACTOR_REQUIRED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RECENTLY_SENT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TRIAL_ACCOUNT: 403,
  SECOND_FACTOR_REQUIRED: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RECENTLY_SENT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'ログインが必要です。',
  FORBIDDEN: 'この操作を行う権限がありません。',
  TRIAL_ACCOUNT: 'トライアルアカウントでは資料請求・お問い合わせはできません。ご自身のアカウントを作成してください。',
  SECOND_FACTOR_REQUIRED: '二段階認証（認証アプリの確認コード）が必要です。',
  BAD_USER_INPUT: '入力内容に誤りがあります。',
  NOT_FOUND: 'お探しの情報が見つかりませんでした。',
  CONFLICT: 'ほかの操作と競合しました。画面を更新してから再度お試しください。',
  RECENTLY_SENT: '同じ内容の資料請求を送信したばかりです。もう一度送信しますか？',
  RATE_LIMITED: 'アクセスが集中しています。しばらく時間をおいてから再度お試しください。',
  SERVICE_UNAVAILABLE: 'ただいまサービスを利用できません。しばらく時間をおいてから再度お試しください。',
  INTERNAL_SERVER_ERROR: 'システムエラーが発生しました。時間をおいて再度お試しください。',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
