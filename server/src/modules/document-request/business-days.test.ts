import { describe, expect, it } from 'vitest';
import { businessDeadline, isJapaneseBusinessDay } from './business-days';

const jst = (text: string) => new Date(`${text}+09:00`);

describe('Japanese business days', () => {
  it('skips weekends and national holidays from the maintained table', () => {
    expect(isJapaneseBusinessDay(new Date('2026-11-23T00:00:00Z'))).toBe(false); // 勤労感謝の日 (Mon)
    expect(isJapaneseBusinessDay(new Date('2026-11-24T00:00:00Z'))).toBe(true);
    expect(isJapaneseBusinessDay(new Date('2026-11-21T00:00:00Z'))).toBe(false); // Saturday
  });

  it('counts three whole business days after the day of the request, in JST', () => {
    // Tuesday: Wednesday, Thursday, Friday -> overdue from Saturday 00:00 JST.
    expect(businessDeadline(jst('2026-11-17T10:00:00'), 3)).toEqual(jst('2026-11-21T00:00:00'));
    // Friday before the Monday holiday: Tuesday, Wednesday, Thursday -> Friday 00:00 JST.
    expect(businessDeadline(jst('2026-11-20T15:00:00'), 3)).toEqual(jst('2026-11-27T00:00:00'));
    // 23:30 UTC on Thursday is already Friday in Japan.
    expect(businessDeadline(new Date('2026-11-19T23:30:00Z'), 3)).toEqual(jst('2026-11-27T00:00:00'));
  });

  it('spans Golden Week', () => {
    // Thursday 2026-04-30: May 1 (Fri), then 3-6 are holidays/weekend; May 7 and 8.
    expect(businessDeadline(jst('2026-04-30T09:00:00'), 3)).toEqual(jst('2026-05-09T00:00:00'));
  });

  it('skips the year-end closure of public bodies, 29 December to 3 January (行政機関の休日)', () => {
    expect(isJapaneseBusinessDay(new Date('2026-12-28T00:00:00Z'))).toBe(true); // Monday, last working day
    expect(isJapaneseBusinessDay(new Date('2026-12-29T00:00:00Z'))).toBe(false); // Tuesday
    expect(isJapaneseBusinessDay(new Date('2028-01-03T00:00:00Z'))).toBe(false); // Monday, no national holiday
    expect(isJapaneseBusinessDay(new Date('2028-01-04T00:00:00Z'))).toBe(true);
    // Monday 28 December: the closure and a weekend, then 4, 5 and 6 January.
    expect(businessDeadline(jst('2026-12-28T10:00:00'), 3)).toEqual(jst('2027-01-07T00:00:00'));
    // Tuesday 28 December 2027: closed through Monday 3 January 2028, then 4, 5 and 6 January.
    expect(businessDeadline(jst('2027-12-28T10:00:00'), 3)).toEqual(jst('2028-01-07T00:00:00'));
  });
});
