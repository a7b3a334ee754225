/**
 * A grant's application status (受付状況), computed from its dates against today in Japan time
 * whenever it is asked for, so a grant closes at 23:59:59 JST of its last day without any write.
 * Dates are calendar days (`YYYY-MM-DD`, Japan's calendar); a day number counts days since
 * 1970-01-01 so comparisons are integer ones (the search engine holds them in typed arrays).
 */
import { JST_OFFSET_MS } from '../japan-time';
import { CLOSING_SOON_DAYS, GRANT_STATUSES, type GrantStatus } from './filters';

const DAY_MS = 86_400_000;

/** Today's day number in Japan time. */
export function japanDayOf(now: Date): number {
  return Math.floor((now.getTime() + JST_OFFSET_MS) / DAY_MS);
}

/** The day number of `YYYY-MM-DD`, or null for an absent or malformed date. */
export function dayNumberOf(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return null;
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Status of a grant open from day `start` to day `end` (inclusive; null: not given), on day `today`. */
export function statusOnDay(start: number | null, end: number | null, today: number): GrantStatus {
  if (start !== null && today < start) return 'upcoming';
  if (end === null) return 'ongoing';
  if (today > end) return 'closed';
  return end - today <= CLOSING_SOON_DAYS ? 'closing' : 'open';
}

export interface ApplicationState {
  status: GrantStatus;
  /** Days until the last day (0 on the last day); null when closed or without a deadline. */
  daysLeft: number | null;
}

export function applicationStateOf(
  applicationStart: string | null | undefined,
  applicationEnd: string | null | undefined,
  now: Date,
): ApplicationState {
  const today = japanDayOf(now);
  const end = dayNumberOf(applicationEnd);
  const status = statusOnDay(dayNumberOf(applicationStart), end, today);
  return { status, daysLeft: end === null || status === 'closed' ? null : end - today };
}

/** The badge text: never colour alone, and the days left when closing (「締切間近（あと5日）」). */
export function grantStatusText(status: GrantStatus, daysLeft: number | null): string {
  const label = GRANT_STATUSES.find((s) => s.id === status)!.label;
  if (status !== 'closing' || daysLeft === null) return label;
  return daysLeft === 0 ? `${label}（本日締切）` : `${label}（あと${daysLeft}日）`;
}

/**
 * Where a date falls in the municipal budget calendar (当初予算要求 in autumn, 補正 at the
 * June, September and December councils, the March council passing next year's budget), so
 * staff see whether the money has to be found in a 補正 or in next year's 当初予算.
 */
export function budgetCalendarHint(date: string | null | undefined): string | null {
  const day = dayNumberOf(date);
  if (day === null) return null;
  const month = new Date(day * DAY_MS).getUTCMonth() + 1;
  if (month <= 3) return '当初予算の査定・3月議会の時期（新年度予算に計上するなら今が最終段階）';
  if (month <= 5) return '年度当初（当初予算に計上済みでなければ6月議会の補正予算で対応）';
  if (month <= 8) return '6月・9月議会の補正予算の時期（補正で財源を確保）';
  if (month <= 11) return '来年度の当初予算要求の時期（秋：予算要求に盛り込める）';
  return '12月議会の補正予算・当初予算査定の時期';
}

/** The fiscal year (April–March) a `YYYY-MM-DD` date belongs to. */
export function fiscalYearOfDate(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}
