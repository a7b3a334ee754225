/**
 * Japanese business days (営業日) for the request reminder, as a municipality counts them (行政機関の
 * 休日に関する法律): Monday to Friday in Japan Standard Time, except national holidays (国民の祝日,
 * substitute holidays and 国民の休日) as the maintained `@holiday-jp/holiday_jp` table lists them —
 * a hand-written table would go stale every year — and the year-end closure, 29 December to
 * 3 January.
 */
import holidayJp from '@holiday-jp/holiday_jp';
import { endOfJapanDay, japanCalendarDay } from '@portal/shared';

const DAY_MS = 86_400_000;

function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** 29 December to 3 January: 行政機関の休日 besides weekends and national holidays. */
function isYearEndClosure(day: Date): boolean {
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  return (month === 11 && date >= 29) || (month === 0 && date <= 3);
}

/** Whether a calendar day (midnight UTC of the date, as japanCalendarDay makes it) is a business day. */
export function isJapaneseBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (isYearEndClosure(day)) return false;
  return !(isoDate(day) in holidayJp.holidays);
}

/**
 * When `businessDays` whole business days have passed after the JST day of `from`: midnight JST
 * at the end of the last of them. A request sent on Friday 15:00 before a Monday holiday has
 * Tuesday, Wednesday and Thursday as its three days and is overdue from Friday 00:00 JST.
 */
export function businessDeadline(from: Date, businessDays: number): Date {
  let day = japanCalendarDay(from);
  let counted = 0;
  while (counted < businessDays) {
    day = new Date(day.getTime() + DAY_MS);
    if (isJapaneseBusinessDay(day)) counted += 1;
  }
  return endOfJapanDay(day);
}
