/**
 * The kinds of mail a user chooses on the notification settings page, with what each is for and
 * the frequencies it offers. The server renders and schedules by these rows; the page lists them.
 * Mails about the user's own requests and account always go and are listed apart.
 */

/** How often a kind of mail goes: each event at once, gathered daily or weekly, or not at all. */
export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly', 'never'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  immediate: 'すぐに',
  daily: '1日1回まとめて（朝8時）',
  weekly: '週1回まとめて（朝8時）',
  never: '受け取らない',
};

export const NOTIFICATION_KINDS = ['record', 'shortlist', 'grant-deadline', 'document-update'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationKindRow {
  label: string;
  description: string;
  frequencies: readonly NotificationFrequency[];
  /** What applies until the user chooses: every kind here starts from something they did and were told. */
  initial: NotificationFrequency;
}

export const NOTIFICATION_KIND_ROWS: Record<NotificationKind, NotificationKindRow> = {
  record: {
    label: 'フォローした補助金・ソリューション・事例の変更',
    description:
      '「フォロー」した掲載の締切・受付状況・金額・補助率・公募要領・資料・事例の数値が変わったとき、掲載が終了したときに、何がどう変わったかをお知らせします。',
    frequencies: NOTIFICATION_FREQUENCIES,
    initial: 'immediate',
  },
  shortlist: {
    label: '組織内共有リストの変更',
    description:
      '「変更をメールで受け取る」にした共有リストに、同じ自治体の職員が掲載を追加・削除したり検討状況を変えたりしたとき、誰が何をしたかをお知らせします。',
    frequencies: NOTIFICATION_FREQUENCIES,
    initial: 'immediate',
  },
  'grant-deadline': {
    label: 'お気に入りの補助金の締切',
    description:
      'お気に入りに入れた補助金の締切7日前と前日、公募期間が変わったときにお知らせします（保存した検索条件の新着メールと一緒に届きます）。',
    frequencies: ['immediate', 'never'],
    initial: 'immediate',
  },
  'document-update': {
    label: 'ダウンロードした資料の更新',
    description: 'ダウンロードした企業の資料が新しい版に差し替えられたときにお知らせします。',
    frequencies: ['immediate', 'never'],
    initial: 'immediate',
  },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export function isNotificationFrequency(value: unknown): value is NotificationFrequency {
  return typeof value === 'string' && (NOTIFICATION_FREQUENCIES as readonly string[]).includes(value);
}

/** What a user may follow: the three sections' records and the shared shortlists. */
export const FOLLOW_TOPICS = ['grants', 'solutions', 'cases', 'shortlists'] as const;
export type FollowTopic = (typeof FOLLOW_TOPICS)[number];

export function isFollowTopic(value: unknown): value is FollowTopic {
  return typeof value === 'string' && (FOLLOW_TOPICS as readonly string[]).includes(value);
}

/** The mails that always go (they answer something the user did), listed on the page for completeness. */
export const ALWAYS_SENT_MAILS = [
  '資料請求・お問い合わせの受付と、企業からの回答',
  '会員登録・メールアドレスの確認・パスワードの再設定',
  '追加の配信先アドレスの確認コード',
] as const;

/** A second delivery address's code: six digits, mailed to that address. */
export const DELIVERY_CODE_LENGTH = 6;
export const DELIVERY_CODE_MINUTES = 30;
export const DELIVERY_CODE_ATTEMPTS = 5;

export const DELIVERY_ADDRESS_MESSAGES = {
  address: 'メールアドレスの形式で入力してください（例: taro@city.example.lg.jp）',
  sameAsPrimary: 'ログインに使っているアドレスとは別のアドレスを入力してください',
  codeFormat: '確認コードは6桁の数字で入力してください',
  codeWrong: '確認コードが違います。メールに書かれた6桁の数字を入力してください。',
  codeExpired:
    '確認コードの有効期限（30分）が切れています。もう一度アドレスを登録して、新しいコードを受け取ってください。',
  codeExhausted: '確認コードを5回間違えたため、このコードは使えなくなりました。もう一度アドレスを登録してください。',
  none: '確認待ちの配信先アドレスがありません。',
} as const;

export function deliveryAddressError(address: string): string | undefined {
  const value = address.trim();
  if (value.length > 254 || !/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(value)) {
    return DELIVERY_ADDRESS_MESSAGES.address;
  }
  return undefined;
}

export function deliveryCodeError(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : DELIVERY_ADDRESS_MESSAGES.codeFormat;
}
