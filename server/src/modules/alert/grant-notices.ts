/**
 * Bookmarked grants: a reminder 7 days and 1 day before 締切 (each once per deadline, again if the
 * deadline moves), and a notice when the dates change, saying the status they give. The state
 * compared is the dates: the application status is a function of them and of today
 * (shared grant-status.ts), so a change of dates is the only status change anyone makes; the
 * days passing are what the deadline reminders are for.
 */
import { applicationStateOf, grantStatusText, japanDayStart } from '@portal/shared';
import { formatJapaneseDate } from './dates';

export interface BookmarkedGrant {
  bookmarkId: number;
  recordId: number;
  title: string;
  applicationStart: string | null;
  applicationEnd: string | null;
  reminded: string | null;
  seenState: string | null;
}

export interface GrantDecision {
  notice: { kind: 'deadline' | 'changed'; line: string } | null;
  reminded: string | null;
  seenState: string;
}

export function grantState(grant: Pick<BookmarkedGrant, 'applicationStart' | 'applicationEnd'>): string {
  return `${grant.applicationStart ?? ''}|${grant.applicationEnd ?? ''}`;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD, Japan's calendar). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function decideGrant(grant: BookmarkedGrant, today: string): GrantDecision {
  const state = grantState(grant);
  if (grant.seenState !== null && grant.seenState !== state) {
    const period = `${formatJapaneseDate(grant.applicationStart) ?? '未定'} 〜 ${formatJapaneseDate(grant.applicationEnd) ?? '未定'}`;
    // Noon of `today` in Japan: the status of that Japanese day whatever the server's zone.
    const { status, daysLeft } = applicationStateOf(
      grant.applicationStart,
      grant.applicationEnd,
      japanDayStart(today, 12),
    );
    return {
      notice: {
        kind: 'changed',
        line: `公募期間が変わりました: ${period}（公募状況: ${grantStatusText(status, daysLeft)}）`,
      },
      reminded: grant.reminded,
      seenState: state,
    };
  }
  const end = grant.applicationEnd;
  if (end) {
    const left = daysBetween(today, end);
    const stage = left >= 0 && left <= 1 ? 1 : left > 1 && left <= 7 ? 7 : null;
    const done = (s: number) => grant.reminded === `${end}/${s}`;
    if (stage !== null && !done(1) && !(stage === 7 && done(7))) {
      const when = left === 0 ? '本日が締切です' : `締切まであと${left}日です`;
      return {
        notice: { kind: 'deadline', line: `${when}（締切 ${formatJapaneseDate(end)}）` },
        reminded: `${end}/${stage}`,
        seenState: state,
      };
    }
  }
  return { notice: null, reminded: grant.reminded, seenState: state };
}
