/**
 * Japanese business days (営業日) for the request reminder: Monday to Friday in Japan Standard
 * Time, except national holidays (国民の祝日, substitute holidays and 国民の休日) as the maintained
 * `@holiday-jp/holiday_jp` table lists them — a hand-written table would go stale every year.
 */
import holidayJp from '@holiday-jp/holiday_jp';
import { JST_OFFSET_MS } from '@portal/shared';

const DAY_MS = 86_400_000;

/** The JST calendar day of an instant as midnight UTC of that date (a pure date to step with). */
function jstDay(instant: Date): Date {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export function isJapaneseBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !(isoDate(day) in holidayJp.holidays);
}

/**
 * When `businessDays` whole business days have passed after the JST day of `from`: midnight JST
 * at the end of the last of them. A request sent on Friday 15:00 before a Monday holiday has
 * Tuesday, Wednesday and Thursday as its three days and is overdue from Friday 00:00 JST.
 */
export function businessDeadline(from: Date, businessDays: number): Date {
  let day = jstDay(from);
  let counted = 0;
  while (counted < businessDays) {
    day = new Date(day.getTime() + DAY_MS);
    if (isJapaneseBusinessDay(day)) counted += 1;
  }
  return new Date(day.getTime() + DAY_MS - JST_OFFSET_MS);
}
