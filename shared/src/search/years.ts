/**
 * Fiscal years (年度, April–March) as the year-range filter offers and labels them. The first
 * year is the portal's oldest content; the last is the coming fiscal year, so grants announced
 * ahead of time can be found.
 */
import { JST_OFFSET_MS } from '../japan-time';

export const FIRST_FISCAL_YEAR = 2019;

/** The fiscal year a date falls in (Japan time: April starts a new one). */
export function fiscalYearAt(date: Date): number {
  const japan = new Date(date.getTime() + JST_OFFSET_MS);
  return japan.getUTCMonth() >= 3 ? japan.getUTCFullYear() : japan.getUTCFullYear() - 1;
}

/** Years the filter offers, oldest first. */
export function fiscalYearOptions(now: Date = new Date()): number[] {
  const last = fiscalYearAt(now) + 1;
  return Array.from({ length: Math.max(0, last - FIRST_FISCAL_YEAR + 1) }, (_, i) => FIRST_FISCAL_YEAR + i);
}

/** 「2024年度（令和6年度）」; the Reiwa era began in fiscal 2019 (令和元年度). */
export function fiscalYearLabel(year: number): string {
  if (year >= 2019) return `${year}年度（令和${year === 2019 ? '元' : year - 2018}年度）`;
  if (year >= 1989) return `${year}年度（平成${year === 1989 ? '元' : year - 1988}年度）`;
  return `${year}年度`;
}
