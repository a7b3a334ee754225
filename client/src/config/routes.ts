/**
 * The route table of specification section 2 with each screen's Japanese title and who may open
 * it. `public` follows DESIGN section 10 (rules pages and the password-reset edit are public);
 * `municipal` routes additionally pass the municipality gate.
 */
export type RouteAccess = 'public' | 'signedIn' | 'municipal';

export interface RouteDefinition {
  path: string;
  title: string;
  access: RouteAccess;
  /** Route validation: a parameter that does not match shows the 404 page. */
  params?: Readonly<Record<string, RegExp>>;
}

/** Record ids in URLs are positive integers (as the server's parseRecordId accepts). */
const RECORD_ID = { id: /^\d{1,10}$/ } as const;

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', title: 'ホーム', access: 'public' },
  { path: '/auth/login', title: 'ログイン', access: 'public' },
  { path: '/auth/logout', title: 'ログアウト', access: 'public' },
  { path: '/auth/mypage', title: '会員情報', access: 'signedIn' },
  { path: '/auth/change-email/request', title: 'メールアドレスの変更', access: 'public' },
  { path: '/auth/change-email/complete', title: 'メールアドレス変更の受付完了', access: 'public' },
  { path: '/auth/confirm-email/request', title: '確認メールの再送', access: 'public' },
  { path: '/auth/reset-password/request', title: 'パスワードの再設定', access: 'public' },
  { path: '/auth/reset-password/confirm', title: 'パスワード再設定メールを送信しました', access: 'public' },
  { path: '/auth/reset-password/edit', title: '新しいパスワードの設定', access: 'public' },
  { path: '/auth/reset-password/complete', title: 'パスワードの再設定が完了しました', access: 'public' },
  // Public (DESIGN section 10): the form creates the account, as municipal registration does.
  { path: '/auth/signup/com-register', title: '掲載企業の登録', access: 'public' },
  { path: '/auth/signup/com-confirm', title: '掲載企業の登録内容の確認', access: 'public' },
  { path: '/auth/signup/mun-register', title: '会員登録（自治体職員の方）', access: 'public' },
  { path: '/auth/signup/mun-confirm', title: '登録内容の確認', access: 'public' },
  { path: '/auth/signup/complete', title: '会員登録の受付が完了しました', access: 'public' },
  { path: '/auth/update/edit', title: '会員情報の変更', access: 'signedIn' },
  { path: '/auth/update/complete', title: '会員情報の変更が完了しました', access: 'signedIn' },
  { path: '/auth/action', title: 'メールのリンクを確認しています', access: 'public' },
  { path: '/cases', title: '導入事例', access: 'public' },
  { path: '/cases/shows/:id', title: '導入事例の詳細', access: 'municipal', params: RECORD_ID },
  { path: '/grants', title: '補助金・交付金', access: 'public' },
  { path: '/grants/shows/:id', title: '補助金・交付金の詳細', access: 'municipal', params: RECORD_ID },
  { path: '/inquiry/form', title: 'お問い合わせ', access: 'public' },
  { path: '/inquiry/confirm', title: 'お問い合わせ内容の確認', access: 'public' },
  { path: '/inquiry/complete', title: 'お問い合わせを受け付けました', access: 'public' },
  { path: '/request/form', title: '資料請求', access: 'signedIn' },
  { path: '/request/confirm', title: '資料請求内容の確認', access: 'signedIn' },
  { path: '/request/list', title: '資料ダウンロード', access: 'signedIn' },
  { path: '/request/show/:uid', title: '資料請求の詳細', access: 'signedIn' },
  { path: '/rules/faq', title: 'よくあるご質問', access: 'public' },
  { path: '/rules/law', title: '特定商取引法に基づく表記', access: 'public' },
  { path: '/rules/privacy', title: 'プライバシーポリシー', access: 'public' },
  { path: '/rules/security', title: '情報セキュリティ基本方針', access: 'public' },
  { path: '/rules/terms', title: '利用規約', access: 'public' },
  { path: '/solutions', title: 'ソリューションを探す', access: 'municipal' },
  { path: '/solutions/list', title: 'ソリューション一覧', access: 'signedIn' },
  { path: '/solutions/confirm/:id', title: '資料請求・お問い合わせ内容の確認', access: 'signedIn', params: RECORD_ID },
  { path: '/solutions/complete', title: '資料請求・お問い合わせを送信しました', access: 'signedIn' },
  { path: '/solutions/shows/:id', title: 'ソリューションの詳細', access: 'municipal', params: RECORD_ID },
  { path: '/solutions/update/:id', title: 'ソリューション掲載情報の編集', access: 'signedIn', params: RECORD_ID },
  { path: '/solutions/new', title: 'ソリューションの新規掲載', access: 'signedIn' },
  { path: '/vendor', title: '掲載企業メニュー', access: 'signedIn' },
  { path: '/operator/review', title: '掲載の審査', access: 'signedIn' },
];

export const SITE_NAME = '自治体ソリューションポータル';

/**
 * The municipality-only gate (specification section 2, corrected by DESIGN section 10): the main
 * solutions screen exactly, and every detail page under these prefixes.
 */
export const MUNICIPAL_ONLY = {
  exact: ['/solutions'],
  prefixes: ['/solutions/shows/', '/cases/shows/', '/grants/shows/'],
} as const;

export function isMunicipalOnly(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (MUNICIPAL_ONLY.exact as readonly string[]).includes(path) ||
    MUNICIPAL_ONLY.prefixes.some((prefix) => path.startsWith(prefix))
  );
}

/** Areas whose basket survives navigation inside them (specification section 4). */
export const BASKET_AREAS = ['/solutions', '/request'] as const;

export function isInBasketArea(pathname: string): boolean {
  return BASKET_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
