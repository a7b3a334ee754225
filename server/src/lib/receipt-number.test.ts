/** 受付番号 read over the phone: the JST date, and no characters that sound or look alike. */
import { describe, expect, it } from 'vitest';
import { RECEIPT_ALPHABET, RECEIPT_NUMBER_PATTERN, receiptNumber } from './receipt-number';

describe('receipt numbers', () => {
  it('carry the date in Japan and four characters', () => {
    // 2026-11-24 23:30 in Tokyo is still the 24th there, the 24th 14:30 in UTC.
    const number = receiptNumber(new Date('2026-11-24T14:30:00Z'));
    expect(number).toMatch(/^R-20261124-[0-9A-Z]{4}$/);
    expect(receiptNumber(new Date('2026-11-24T15:30:00Z'))).toMatch(/^R-20261125-/);
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
  });

  it('use no ambiguous characters', () => {
    for (const ambiguous of '0O1IL5S8B2ZUV') expect(RECEIPT_ALPHABET).not.toContain(ambiguous);
    const drawn = Array.from({ length: 500 }, () => receiptNumber().slice(-4)).join('');
    expect(new Set(drawn).size).toBeGreaterThan(15);
    expect([...drawn].every((c) => RECEIPT_ALPHABET.includes(c))).toBe(true);
  });
});
