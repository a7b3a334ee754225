/**
 * The route table: one row per route of the portal, data only (no imports), so the build
 * (client/build/shell-manifest.ts) reads it as it is. Every other table keyed by route — the
 * router's screens (app/screens.ts), what a screen reads as it opens (app/route-reads.ts) — is
 * keyed by a row's `id` and typed by `RouteId`, and every URL is built from a row (`href`).
 *
 * To add a route: add its row here, then its screen in app/screens.ts (the compiler asks for it).
 */
export type RouteAccess = 'public' | 'signedIn' | 'municipal';

export interface RouteDefinition {
  id: string;
  path: string;
  /** The screen's Japanese title. */
  title: string;
  /** `municipal`: signed in and through the municipality gate (app/guard). */
  access: RouteAccess;
  /** Route validation: a parameter that does not match shows the 404 page. */
  params?: Readonly<Record<string, RegExp>>;
  /**
   * The build renders the screen's first render to HTML and the server sends that for its path;
   * only for public screens whose first render does not depend on who is looking.
   */
  prerendered?: true;
  /**
   * The screen paints before Apollo Client has loaded (from the answers the server rendered it
   * with or the page's early reads); it loads Apollo when it asks for anything else.
   */
  withoutApollo?: true;
  /** Inside an area whose basket survives navigation within the area (the basket's list). */
  basket?: true;
  /**
   * A `municipal` route a vendor user passes too: the listing detail, where the server answers a
   * vendor with its own company's listing and NOT_FOUND for any other.
   */
  vendorOwn?: true;
}

/** Record ids in URLs are positive integers (as the server's parseRecordId accepts). */
const RECORD_ID = { id: /^\d{1,10}$/ } as const;
const RULES = { access: 'public', prerendered: true, withoutApollo: true } as const;
const DETAIL = { access: 'municipal', params: RECORD_ID, withoutApollo: true } as const;

export const ROUTES = [
  { id: 'home', path: '/', title: 'ホーム', access: 'public', prerendered: true, withoutApollo: true },
  { id: 'auth.login', path: '/auth/login', title: 'ログイン', access: 'public' },
  { id: 'auth.logout', path: '/auth/logout', title: 'ログアウト', access: 'public' },
  { id: 'auth.mypage', path: '/auth/mypage', title: '会員情報', access: 'signedIn' },
  { id: 'auth.secondFactor', path: '/auth/second-factor', title: '二段階認証', access: 'signedIn' },
  { id: 'auth.singleSignOn', path: '/auth/sso', title: '所属自治体のアカウントでログイン', access: 'public' },
  {
    id: 'auth.changeEmailRequest',
    path: '/auth/change-email/request',
    title: 'メールアドレスの変更',
    access: 'public',
  },
  {
    id: 'auth.changeEmailComplete',
    path: '/auth/change-email/complete',
    title: 'メールアドレス変更の受付完了',
    access: 'public',
  },
  { id: 'auth.confirmEmailRequest', path: '/auth/confirm-email/request', title: '確認メールの再送', access: 'public' },
  {
    id: 'auth.resetPasswordRequest',
    path: '/auth/reset-password/request',
    title: 'パスワードの再設定',
    access: 'public',
  },
  {
    id: 'auth.resetPasswordConfirm',
    path: '/auth/reset-password/confirm',
    title: 'パスワード再設定メールを送信しました',
    access: 'public',
  },
  // Public: a user resetting a password is signed out.
  {
    id: 'auth.resetPasswordEdit',
    path: '/auth/reset-password/edit',
    title: '新しいパスワードの設定',
    access: 'public',
  },
  {
    id: 'auth.resetPasswordComplete',
    path: '/auth/reset-password/complete',
    title: 'パスワードの再設定が完了しました',
    access: 'public',
  },
  // Public: the form creates the account, as municipal registration does.
  { id: 'auth.companyRegister', path: '/auth/signup/com-register', title: '掲載企業の登録', access: 'public' },
  {
    id: 'auth.companyConfirm',
    path: '/auth/signup/com-confirm',
    title: '掲載企業の登録内容の確認',
    access: 'public',
  },
  {
    id: 'auth.munRegister',
    path: '/auth/signup/mun-register',
    title: '会員登録（自治体職員の方）',
    access: 'public',
  },
  { id: 'auth.munConfirm', path: '/auth/signup/mun-confirm', title: '登録内容の確認', access: 'public' },
  {
    id: 'auth.signupComplete',
    path: '/auth/signup/complete',
    title: '会員登録の受付が完了しました',
    access: 'public',
  },
  { id: 'auth.updateEdit', path: '/auth/update/edit', title: '会員情報の変更', access: 'signedIn' },
  {
    id: 'auth.updateComplete',
    path: '/auth/update/complete',
    title: '会員情報の変更が完了しました',
    access: 'signedIn',
  },
  /** Where the identity provider's e-mail links land (its custom action handler URL). */
  { id: 'auth.action', path: '/auth/action', title: 'メールのリンクを確認しています', access: 'public' },
  { id: 'cases.list', path: '/cases', title: '導入事例', access: 'public', prerendered: true, withoutApollo: true },
  { id: 'cases.show', path: '/cases/shows/:id', title: '導入事例の詳細', ...DETAIL },
  {
    id: 'grants.list',
    path: '/grants',
    title: '補助金・交付金',
    access: 'public',
    prerendered: true,
    withoutApollo: true,
  },
  { id: 'grants.show', path: '/grants/shows/:id', title: '補助金・交付金の詳細', ...DETAIL },
  { id: 'inquiry.form', path: '/inquiry/form', title: 'お問い合わせ', access: 'public' },
  { id: 'inquiry.confirm', path: '/inquiry/confirm', title: 'お問い合わせ内容の確認', access: 'public' },
  { id: 'inquiry.complete', path: '/inquiry/complete', title: 'お問い合わせを受け付けました', access: 'public' },
  { id: 'request.form', path: '/request/form', title: '資料請求', access: 'signedIn', basket: true },
  { id: 'request.confirm', path: '/request/confirm', title: '資料請求内容の確認', access: 'signedIn', basket: true },
  { id: 'request.list', path: '/request/list', title: '資料ダウンロード', access: 'signedIn', basket: true },
  { id: 'request.show', path: '/request/show/:uid', title: '資料請求の詳細', access: 'signedIn', basket: true },
  // Requests for information or quotation (docs/rfi.md): made from the basket, a shortlist or a comparison.
  { id: 'rfi.new', path: '/request/rfi', title: '情報提供依頼・見積依頼の作成', access: 'municipal', basket: true },
  {
    id: 'rules.accessibility',
    path: '/rules/accessibility',
    title: 'ウェブアクセシビリティ方針',
    ...RULES,
  },
  { id: 'rules.faq', path: '/rules/faq', title: 'よくあるご質問', ...RULES },
  { id: 'openData', path: '/open-data', title: 'オープンデータ', access: 'public', withoutApollo: true },
  { id: 'rules.law', path: '/rules/law', title: '特定商取引法に基づく表記', ...RULES },
  { id: 'rules.privacy', path: '/rules/privacy', title: 'プライバシーポリシー', ...RULES },
  { id: 'rules.security', path: '/rules/security', title: '情報セキュリティ基本方針', ...RULES },
  { id: 'rules.terms', path: '/rules/terms', title: '利用規約', ...RULES },
  { id: 'solutions.main', path: '/solutions', title: 'ソリューションを探す', access: 'municipal', basket: true },
  {
    id: 'solutions.list',
    path: '/solutions/list',
    title: 'ソリューション一覧',
    access: 'signedIn',
    basket: true,
    withoutApollo: true,
  },
  {
    id: 'solutions.confirm',
    path: '/solutions/confirm/:id',
    title: '資料請求・お問い合わせ内容の確認',
    access: 'signedIn',
    params: RECORD_ID,
    basket: true,
  },
  {
    id: 'solutions.complete',
    path: '/solutions/complete',
    title: '資料請求・お問い合わせを送信しました',
    access: 'signedIn',
    basket: true,
  },
  {
    id: 'solutions.show',
    path: '/solutions/shows/:id',
    title: 'ソリューションの詳細',
    ...DETAIL,
    basket: true,
    vendorOwn: true,
  },
  // Comparison: 2–4 listings side by side; each read under the detail's rule by the server.
  {
    id: 'solutions.compare',
    path: '/solutions/compare',
    title: 'ソリューションの比較',
    access: 'municipal',
    basket: true,
    vendorOwn: true,
  },
  {
    id: 'solutions.update',
    path: '/solutions/update/:id',
    title: 'ソリューション掲載情報の編集',
    access: 'signedIn',
    params: RECORD_ID,
    basket: true,
  },
  {
    id: 'solutions.create',
    path: '/solutions/new',
    title: 'ソリューションの新規掲載',
    access: 'signedIn',
    basket: true,
  },
  { id: 'vendor.home', path: '/vendor', title: '掲載企業メニュー', access: 'signedIn' },
  // Vendors' case proposals of their own listings (the server answers the company's own only).
  { id: 'vendor.caseProposals', path: '/vendor/cases', title: '導入事例の投稿', access: 'signedIn' },
  { id: 'vendor.caseProposalNew', path: '/vendor/cases/new', title: '導入事例の新規投稿', access: 'signedIn' },
  {
    id: 'vendor.caseProposal',
    path: '/vendor/cases/:id',
    title: '導入事例の投稿',
    access: 'signedIn',
    params: RECORD_ID,
  },
  // Requests for information sent to the vendor's company (the server answers the invited only).
  { id: 'vendor.rfis', path: '/vendor/rfis', title: '届いた情報提供依頼・見積依頼', access: 'signedIn' },
  {
    id: 'vendor.rfi',
    path: '/vendor/rfis/:id',
    title: '情報提供依頼・見積依頼への回答',
    access: 'signedIn',
    params: RECORD_ID,
  },
  // Companies with several users (docs/company-teams.md).
  { id: 'vendor.team', path: '/vendor/team', title: '自社のユーザー', access: 'signedIn' },
  // Listing insights (docs/insights.md): the server answers vendors (own listings) and operators.
  { id: 'vendor.insights', path: '/vendor/insights', title: '掲載の反響', access: 'signedIn' },
  // The CRM webhook (docs/webhooks.md): the server answers the company's 管理者 only.
  { id: 'vendor.webhook', path: '/vendor/webhook', title: 'CRM 連携（Webhook）', access: 'signedIn' },
  { id: 'invitation.company', path: '/invitations/company', title: '掲載企業への招待', access: 'signedIn' },
  // The operator console (docs/operator-console.md); the server refuses everyone but operators.
  { id: 'operator.home', path: '/operator', title: '運営者メニュー', access: 'signedIn' },
  { id: 'operator.members', path: '/operator/members', title: '承認待ちの会員', access: 'signedIn' },
  { id: 'operator.municipalities', path: '/operator/municipalities', title: '所属自治体の確認', access: 'signedIn' },
  { id: 'operator.review', path: '/operator/review', title: '掲載の審査', access: 'signedIn' },
  { id: 'operator.caseProposals', path: '/operator/case-proposals', title: '導入事例の審査', access: 'signedIn' },
  { id: 'operator.inquiries', path: '/operator/inquiries', title: 'お問い合わせ', access: 'signedIn' },
  { id: 'operator.audit', path: '/operator/audit', title: '監査ログ', access: 'signedIn' },
  { id: 'operator.insights', path: '/operator/insights', title: '掲載の反響（全体）', access: 'signedIn' },
  { id: 'operator.users', path: '/operator/users', title: '利用者', access: 'signedIn' },
  { id: 'operator.imports', path: '/operator/imports', title: '取り込み', access: 'signedIn' },
  // The operator's editorial screens for grants and cases (docs/operator-console.md).
  { id: 'operator.grants', path: '/operator/grants', title: '補助金・交付金の管理', access: 'signedIn' },
  { id: 'operator.grantNew', path: '/operator/grants/new', title: '補助金・交付金の作成', access: 'signedIn' },
  {
    id: 'operator.grantEdit',
    path: '/operator/grants/:id',
    title: '補助金・交付金の編集',
    access: 'signedIn',
    params: RECORD_ID,
  },
  {
    id: 'operator.grantPreview',
    path: '/operator/grants/:id/preview',
    title: '補助金・交付金のプレビュー',
    access: 'signedIn',
    params: RECORD_ID,
  },
  {
    id: 'operator.grantHistory',
    path: '/operator/grants/:id/history',
    title: '補助金・交付金の変更履歴',
    access: 'signedIn',
    params: RECORD_ID,
  },
  { id: 'operator.cases', path: '/operator/cases', title: '導入事例の管理', access: 'signedIn' },
  { id: 'operator.caseNew', path: '/operator/cases/new', title: '導入事例の作成', access: 'signedIn' },
  {
    id: 'operator.caseEdit',
    path: '/operator/cases/:id',
    title: '導入事例の編集',
    access: 'signedIn',
    params: RECORD_ID,
  },
  {
    id: 'operator.casePreview',
    path: '/operator/cases/:id/preview',
    title: '導入事例のプレビュー',
    access: 'signedIn',
    params: RECORD_ID,
  },
  {
    id: 'operator.caseHistory',
    path: '/operator/cases/:id/history',
    title: '導入事例の変更履歴',
    access: 'signedIn',
    params: RECORD_ID,
  },
  // Overdue requests (the server answers operators only).
  { id: 'operator.requests', path: '/operator/requests', title: '未確認の資料請求', access: 'signedIn' },
  // My portal: what a user keeps (docs/my-portal.md).
  { id: 'mypage.bookmarks', path: '/mypage/bookmarks', title: 'お気に入り', access: 'signedIn' },
  { id: 'mypage.searches', path: '/mypage/searches', title: '保存した検索条件', access: 'signedIn' },
  { id: 'mypage.shortlists', path: '/mypage/shortlists', title: '組織内共有リスト', access: 'municipal' },
  { id: 'mypage.rfis', path: '/mypage/rfis', title: '情報提供依頼・見積依頼', access: 'municipal' },
  {
    id: 'mypage.rfi',
    path: '/mypage/rfis/:id',
    title: '情報提供依頼・見積依頼の詳細',
    access: 'municipal',
    params: RECORD_ID,
  },
  {
    id: 'mypage.rfiEdit',
    path: '/mypage/rfis/:id/edit',
    title: '情報提供依頼・見積依頼の下書きの編集',
    access: 'municipal',
    params: RECORD_ID,
  },
  // Every kind of mail, its frequency and where it goes; a notification mail's stop link (docs/notifications.md).
  { id: 'mypage.notifications', path: '/mypage/notifications', title: 'メールの設定', access: 'signedIn' },
  {
    id: 'mypage.notificationStop',
    path: '/mypage/notifications/stop',
    title: 'お知らせメールの停止',
    access: 'public',
  },
  // Municipalities run their own staff (docs/accounts-and-roles.md); signed-in devices are anyone's own.
  { id: 'mypage.municipality', path: '/mypage/municipality', title: '自治体の職員管理', access: 'municipal' },
  { id: 'mypage.devices', path: '/mypage/devices', title: 'ログイン中の端末', access: 'signedIn' },
  { id: 'mypage.apiKeys', path: '/mypage/api-keys', title: 'APIキー', access: 'signedIn' },
  // The invitation mail's link: the invitee signs in (or registers) with the invited address first.
  { id: 'invitation.accept', path: '/invitations/accept', title: '自治体への招待', access: 'signedIn' },
  {
    id: 'operator.municipalAdministrators',
    path: '/operator/municipal-administrators',
    title: '自治体管理者の申請',
    access: 'signedIn',
  },
  // Public: an alert mail's stop link works without signing in (the signed token decides).
  { id: 'mypage.alertStop', path: '/mypage/alerts/stop', title: '新着メールの停止', access: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof ROUTES)[number];
export type RouteId = Route['id'];

export const SITE_NAME = '自治体ソリューションポータル';

const BY_ID: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteDefinition {
  return BY_ID.get(id)!;
}

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefParams<Id extends RouteId> = [ParamsOf<Extract<Route, { id: Id }>['path']>] extends [never]
  ? []
  : [params: Record<ParamsOf<Extract<Route, { id: Id }>['path']>, string | number>];

/** The URL of a route; a route with parameters takes each of them. */
export function href<Id extends RouteId>(id: Id, ...[params]: HrefParams<Id>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return routeById(id).path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

/** The areas whose basket survives navigation inside them: the first segment of basket rows. */
export const BASKET_AREAS: readonly string[] = [
  ...new Set(ROUTES.filter((route) => 'basket' in route).map((route) => `/${route.path.split('/')[1]}`)),
];

export function isInBasketArea(pathname: string): boolean {
  return BASKET_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
