import { describe, expect, it } from 'vitest';
import { formatInteger, formatTokyoDate } from './format';

describe('format', () => {
  it('groups digits as toLocaleString("ja-JP") does', () => {
    for (const value of [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 300_000_000, -1234]) {
      expect(formatInteger(value)).toBe(value.toLocaleString('ja-JP'));
    }
  });

  it('writes the date in Tokyo as Intl does, across midnight and the year', () => {
    const intl = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeZone: 'Asia/Tokyo' });
    for (const iso of [
      '2026-01-01T00:00:00+09:00',
      '2025-12-31T14:59:59Z',
      '2025-12-31T15:00:00Z',
      '2024-02-29T12:00:00Z',
      '2026-11-22T23:30:00-05:00',
      '1999-07-01T00:00:00+09:00',
    ]) {
      const date = new Date(iso);
      expect(formatTokyoDate(date)).toBe(intl.format(date));
    }
  });
});
