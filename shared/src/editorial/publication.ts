/**
 * Publication of operator-kept records (grants and cases): the four states, their labels, and the
 * rules for a scheduled time and a withdrawal reason. The operator's screens and the server's
 * editor services read the same rules. Times are entered and shown in Japan time.
 */
import { JST_OFFSET_MS } from '../japan-time';

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: '下書き',
  scheduled: '公開予約',
  published: '公開中',
  withdrawn: '公開停止',
};

/** Where a record came from; a record imported from a feed names it (「出典: jGrants」). */
export const RECORD_SOURCES = ['portal', 'jgrants', 'csv'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

export const RECORD_SOURCE_LABELS: Record<RecordSource, string> = {
  portal: 'ポータル',
  jgrants: 'jGrants',
  csv: 'CSV・Excel取り込み',
};

/** What a revision of a grant or a case did. */
export const REVISION_ACTIONS = ['create', 'update', 'publish', 'schedule', 'withdraw', 'import'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  create: '作成',
  update: '更新',
  publish: '公開',
  schedule: '公開予約',
  withdraw: '公開停止',
  import: '取り込み',
};

export const WITHDRAW_REASON_MAX = 500;

export const PUBLICATION_MESSAGES = {
  dateRequired: '公開日を入力してください',
  dateFormat: '公開日は YYYY-MM-DD の形式で入力してください',
  timeRequired: '公開時刻を入力してください',
  timeFormat: '公開時刻は HH:MM（24時間表記）で入力してください',
  notFuture: '公開日時は現在より後の日時を指定してください',
  tooFar: '公開日時は1年以内の日時を指定してください',
  reasonRequired: '公開停止の理由を入力してください',
  reasonMax: `公開停止の理由は${WITHDRAW_REASON_MAX}文字以内で入力してください`,
  notPublishable: 'この状態からは公開できません',
  notSchedulable: '公開中の記事は公開予約できません。先に公開停止してください',
  notWithdrawable: '公開中または公開予約中の記事のみ公開停止できます',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `YYYY-MM-DD` naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** `HH:MM`, 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/** The moment a Japan date and time name (both already checked), e.g. 2026-04-01 09:00 JST. */
export function japanMoment(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, mi) - JST_OFFSET_MS);
}

/** A moment as the Japan date and time a form shows (`HH:MM`, seconds dropped). */
export function japanDateAndTime(moment: Date): { date: string; time: string } {
  const wall = new Date(moment.getTime() + JST_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** Errors of a scheduled publication time (fields `date`, `time`); empty when it may be scheduled. */
export function validateSchedule(date: string, time: string, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const d = date.trim();
  const t = time.trim();
  if (d === '') errors.date = PUBLICATION_MESSAGES.dateRequired;
  else if (!isCalendarDate(d)) errors.date = PUBLICATION_MESSAGES.dateFormat;
  if (t === '') errors.time = PUBLICATION_MESSAGES.timeRequired;
  else if (!isClockTime(t)) errors.time = PUBLICATION_MESSAGES.timeFormat;
  if (Object.keys(errors).length > 0) return errors;
  const at = japanMoment(d, t).getTime();
  if (at <= now.getTime()) errors.date = PUBLICATION_MESSAGES.notFuture;
  else if (at - now.getTime() > YEAR_MS) errors.date = PUBLICATION_MESSAGES.tooFar;
  return errors;
}

/** The message for a withdrawal reason, or undefined when it will do. */
export function withdrawReasonError(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return PUBLICATION_MESSAGES.reasonRequired;
  if ([...text].length > WITHDRAW_REASON_MAX) return PUBLICATION_MESSAGES.reasonMax;
  return undefined;
}
