/**
 * Numbers and dates as the portal shows them (「1,234件」, 「2026年11月23日」), without Intl: its
 * first use in a page loads the locale data, a long task of tens of milliseconds on a phone, for
 * what is digit grouping and a calendar date here. The unit test holds both to Intl's output.
 */

/** An integer with thousands separators, as `toLocaleString('ja-JP')` writes it. */
export function formatInteger(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Japan has kept UTC+9, without daylight saving time, since 1951. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar date in Tokyo, as Intl's `dateStyle: 'long'` writes it in Japanese. */
export function formatTokyoDate(date: Date): string {
  const tokyo = new Date(date.getTime() + TOKYO_OFFSET_MS);
  return `${tokyo.getUTCFullYear()}年${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日`;
}
