import { describe, expect, it } from 'vitest';
import {
  endOfJapanDay,
  fiscalYearAt,
  fiscalYearEra,
  fiscalYearLabel,
  japanCalendarDay,
  japanDate,
  japanDateTime,
  japanDayStart,
  japaneseEraDate,
  nowSeconds,
  wholeSeconds,
} from './japan-time';

describe('Japan time', () => {
  it('is already the next day at 07:00 JST, when UTC still reads 22:00 of the day before', () => {
    const moment = new Date('2026-12-01T22:00:00Z');
    expect(japanDate(moment)).toBe('2026-12-02');
    expect(japanDateTime(moment)).toBe('2026-12-02 07:00:00');
    expect(japanCalendarDay(moment).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('agrees with the Asia/Tokyo zone across a year end', () => {
    const moment = new Date('2026-12-31T15:00:00.500Z');
    const tokyo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' });
    expect(japanDateTime(moment)).toBe(tokyo.format(moment));
    expect(japanDate(moment)).toBe('2027-01-01');
  });

  it('turns a Japanese day into its first instant and back, and ends it at the next midnight JST', () => {
    expect(japanDayStart('2027-01-04').toISOString()).toBe('2027-01-03T15:00:00.000Z');
    expect(japanDayStart('2027-01-04', 12).toISOString()).toBe('2027-01-04T03:00:00.000Z');
    expect(endOfJapanDay(japanCalendarDay(new Date('2027-01-04T10:00:00Z'))).toISOString()).toBe(
      '2027-01-04T15:00:00.000Z',
    );
  });

  it('cuts to whole seconds, as every database stores them', () => {
    expect(wholeSeconds(new Date('2026-04-01T00:00:00.999Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(nowSeconds().getMilliseconds()).toBe(0);
  });
});

describe('fiscal years and the Japanese era', () => {
  it('starts a fiscal year in April, Japan time', () => {
    expect(fiscalYearAt(new Date('2025-03-31T14:00:00Z'))).toBe(2024);
    expect(fiscalYearAt(new Date('2025-03-31T15:00:00Z'))).toBe(2025);
  });

  it('names a fiscal year by the era in force at its end, counted from that era’s first fiscal year', () => {
    expect(fiscalYearLabel(2019)).toBe('2019年度（令和元年度）');
    expect(fiscalYearLabel(2020)).toBe('2020年度（令和2年度）');
    expect(fiscalYearLabel(2024)).toBe('2024年度（令和6年度）');
    expect(fiscalYearLabel(2018)).toBe('2018年度（平成30年度）');
    expect(fiscalYearLabel(1989)).toBe('1989年度（平成元年度）');
    // 平成 began on 8 January 1989, within fiscal 1988: that year stays 昭和63年度.
    expect(fiscalYearEra(1988)).toEqual({ era: '昭和', year: 63 });
  });

  it('writes a date in Japan in the Japanese calendar, 元年 included', () => {
    expect(japaneseEraDate(new Date('2026-03-31T15:00:00Z'))).toBe('令和8年4月1日');
    expect(japaneseEraDate(new Date('2019-04-30T15:00:00Z'))).toBe('令和元年5月1日');
    expect(japaneseEraDate(new Date('2019-04-30T14:59:59Z'))).toBe('平成31年4月30日');
  });
});
