/**
 * Money terms of a grant as numbers, read from the text a programme publishes (the text is kept
 * as written beside them): 「上限 1,000万円」→ 10 000 000 yen, 「2/3以内」→ 0.6667. Text without a
 * figure (「定額」「事業費の範囲内」) gives null rather than a guess.
 */
const UNITS: Record<string, number> = { 億: 100_000_000, 万: 10_000, 千: 1_000 };

/** The maximum amount in yen, or null. */
export function parseAmountYen(text: string | null | undefined): number | null {
  if (!text) return null;
  const normalized = text.normalize('NFKC').replace(/,/g, '');
  const match = /(\d+(?:\.\d+)?)\s*(億|万|千)?(\d+)?\s*(万)?円/.exec(normalized);
  if (!match) return null;
  let yen = Number(match[1]) * (match[2] ? UNITS[match[2]]! : 1);
  // 「1億5000万円」: the second figure is in 万.
  if (match[2] === '億' && match[3]) yen += Number(match[3]) * (match[4] ? UNITS['万']! : 1);
  return Number.isFinite(yen) ? Math.round(yen) : null;
}

/** The subsidy rate as a fraction (0–1], or null. */
export function parseSubsidyRate(text: string | null | undefined): number | null {
  if (!text) return null;
  const normalized = text.normalize('NFKC');
  const fraction = /(\d+)\s*\/\s*(\d+)/.exec(normalized);
  if (fraction) {
    const value = Number(fraction[1]) / Number(fraction[2]);
    return value > 0 && value <= 1 ? Math.round(value * 10_000) / 10_000 : null;
  }
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(normalized);
  if (percent) {
    const value = Number(percent[1]) / 100;
    return value > 0 && value <= 1 ? value : null;
  }
  return null;
}

/**
 * Digit grouping as `toLocaleString('ja-JP')` writes an integer, without Intl: its first use in
 * a page loads the locale data, one long task on a phone (a grants results page showed it in
 * its first render). Not an integer (never from parseAmountYen): Intl, as before.
 */
function grouped(value: number): string {
  return Number.isSafeInteger(value)
    ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : value.toLocaleString('ja-JP');
}

/** 「1,000万円」「1億円」「500万円」 for display. */
export function formatYen(yen: number): string {
  if (yen >= 100_000_000 && yen % 10_000 === 0) {
    const oku = Math.floor(yen / 100_000_000);
    const man = (yen % 100_000_000) / 10_000;
    return man ? `${oku}億${grouped(man)}万円` : `${oku}億円`;
  }
  if (yen >= 10_000 && yen % 10_000 === 0) return `${grouped(yen / 10_000)}万円`;
  return `${grouped(yen)}円`;
}

/** 「2/3」 for the usual fractions, else a percentage. */
export function formatRate(rate: number): string {
  for (const denominator of [2, 3, 4, 10]) {
    const numerator = Math.round(rate * denominator);
    if (Math.abs(numerator / denominator - rate) < 0.0005) {
      return numerator === denominator ? '10/10' : `${numerator}/${denominator}`;
    }
  }
  return `${Math.round(rate * 1000) / 10}%`;
}
