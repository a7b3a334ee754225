/**
 * What a user keeps on the portal (bookmarks, saved searches, the municipality's shared
 * shortlists): limits, statuses, alert frequencies and the validators of names and notes. The
 * client's forms and the server's services run the same functions, so a message seen in the
 * browser is the one the server would give.
 */

/** Per user. */
export const BOOKMARK_LIMIT = 500;
/** Per user. */
export const SAVED_SEARCH_LIMIT = 50;
/** Per municipality (all of its staff together). */
export const SHORTLIST_LIMIT = 20;
/** Per shortlist: a list a section compares, not a catalogue. */
export const SHORTLIST_ENTRY_LIMIT = 200;

export const NAME_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 500;

export const SHORTLIST_STATUSES = [
  { id: 'considering', label: '検討中' },
  { id: 'comparing', label: '比較中' },
  { id: 'requested', label: '資料請求済' },
  { id: 'declined', label: '見送り' },
] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number]['id'];
export const SHORTLIST_STATUS_IDS: readonly ShortlistStatus[] = SHORTLIST_STATUSES.map((s) => s.id);

export function isShortlistStatus(value: unknown): value is ShortlistStatus {
  return typeof value === 'string' && (SHORTLIST_STATUS_IDS as readonly string[]).includes(value);
}

export function shortlistStatusLabel(status: ShortlistStatus): string {
  return SHORTLIST_STATUSES.find((s) => s.id === status)!.label;
}

/** How often a saved search may mail; `asap` is batched by the hourly run. */
export const ALERT_FREQUENCIES = [
  { id: 'off', label: 'メールを送らない', hint: '一覧で新着件数を確認できます' },
  { id: 'asap', label: '新着があればすぐ（1時間ごとにまとめて）', hint: '' },
  { id: 'daily', label: '1日1回まとめて', hint: '' },
  { id: 'weekly', label: '週1回まとめて', hint: '' },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['id'];
export const ALERT_FREQUENCY_IDS: readonly AlertFrequency[] = ALERT_FREQUENCIES.map((f) => f.id);

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === 'string' && (ALERT_FREQUENCY_IDS as readonly string[]).includes(value);
}

/** C0/C1 controls except tab and line breaks (which a note may hold), and bidi overrides. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK = /[\t\r\n]/u;

/** A list's or search's name: required, one line, at most NAME_MAX_LENGTH characters. */
export function validateKeptName(value: unknown, label = '名前'): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return `${label}を入力してください`;
  if (CONTROL.test(text) || LINE_BREAK.test(text)) return `${label}に改行や制御文字は使えません`;
  if ([...text].length > NAME_MAX_LENGTH) return `${label}は${NAME_MAX_LENGTH}文字以内で入力してください`;
  return undefined;
}

/** A note: optional, line breaks allowed, at most NOTE_MAX_LENGTH characters. */
export function validateKeptNote(value: unknown, label = 'メモ'): string | undefined {
  const text = typeof value === 'string' ? value : '';
  if (CONTROL.test(text)) return `${label}に制御文字は使えません`;
  if ([...text.trim()].length > NOTE_MAX_LENGTH) return `${label}は${NOTE_MAX_LENGTH}文字以内で入力してください`;
  return undefined;
}

export const LIMIT_MESSAGES = {
  bookmarks: `お気に入りは1人${BOOKMARK_LIMIT}件までです。不要なお気に入りを外してから追加してください。`,
  savedSearches: `保存できる検索条件は1人${SAVED_SEARCH_LIMIT}件までです。不要な条件を削除してから保存してください。`,
  shortlists: `共有リストは1つの自治体で${SHORTLIST_LIMIT}件までです。使わなくなったリストを削除してから作成してください。`,
  shortlistEntries: `1つの共有リストに入れられるのは${SHORTLIST_ENTRY_LIMIT}件までです。`,
} as const;
