import { describe, expect, it } from 'vitest';
import { formatRate, formatYen, parseAmountYen, parseSubsidyRate } from './grant-terms';

describe('grant terms', () => {
  it('reads the maximum amount in yen and keeps no guess for text without a figure', () => {
    expect(parseAmountYen('上限 1,000万円')).toBe(10_000_000);
    expect(parseAmountYen('上限 1億円')).toBe(100_000_000);
    expect(parseAmountYen('上限１億５０００万円')).toBe(150_000_000);
    expect(parseAmountYen('事業費の範囲内で定額')).toBeNull();
  });

  it('reads the subsidy rate as a fraction', () => {
    expect(parseSubsidyRate('2/3以内')).toBeCloseTo(0.6667, 4);
    expect(parseSubsidyRate('10/10（上限あり）')).toBe(1);
    expect(parseSubsidyRate('50%')).toBe(0.5);
    expect(parseSubsidyRate('定額')).toBeNull();
  });

  it('formats them back', () => {
    expect(formatYen(10_000_000)).toBe('1,000万円');
    expect(formatYen(150_000_000)).toBe('1億5,000万円');
    expect(formatRate(0.6667)).toBe('2/3');
  });

  it('groups digits as Intl does, without it', () => {
    for (const yen of [0, 999, 1_000, 12_345, 999_999, 1_230_000, 12_345_670_000, 9_999_990_000, 1_234_567_890_123]) {
      const expected =
        yen >= 100_000_000 && yen % 10_000 === 0
          ? `${Math.floor(yen / 100_000_000)}億${((yen % 100_000_000) / 10_000).toLocaleString('ja-JP')}万円`.replace(
              '億0万円',
              '億円',
            )
          : yen >= 10_000 && yen % 10_000 === 0
            ? `${(yen / 10_000).toLocaleString('ja-JP')}万円`
            : `${yen.toLocaleString('ja-JP')}円`;
      expect(formatYen(yen)).toBe(expected);
    }
    expect(formatYen(1234.5)).toBe(`${(1234.5).toLocaleString('ja-JP')}円`);
    expect(formatRate(1)).toBe('10/10');
  });
});
