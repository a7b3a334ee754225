/**
 * Numbers and dates as the portal shows them (「1,234件」, 「2026年11月23日」), without Intl: its
 * first use in a page loads the locale data, a long task of tens of milliseconds on a phone, for
 * what is digit grouping and a calendar date here. The unit test holds both to Intl's output.
 */
import { JST_OFFSET_MS } from '@portal/shared';

/** An integer with thousands separators, as `toLocaleString('ja-JP')` writes it. */
export function formatInteger(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The calendar date in Tokyo, as Intl's `dateStyle: 'long'` writes it in Japanese. */
export function formatTokyoDate(date: Date): string {
  const tokyo = new Date(date.getTime() + JST_OFFSET_MS);
  return `${tokyo.getUTCFullYear()}年${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日`;
}
