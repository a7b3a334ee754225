/**
 * Fiscal years (年度, April–March) as the year-range filter offers them (japan-time.ts labels them). The first
 * year is the portal's oldest content; the last is the coming fiscal year, so grants announced
 * ahead of time can be found.
 */
import { fiscalYearAt } from '../japan-time';

export const FIRST_FISCAL_YEAR = 2019;

/** Years the filter offers, oldest first. */
export function fiscalYearOptions(now: Date = new Date()): number[] {
  const last = fiscalYearAt(now) + 1;
  return Array.from({ length: Math.max(0, last - FIRST_FISCAL_YEAR + 1) }, (_, i) => FIRST_FISCAL_YEAR + i);
}
