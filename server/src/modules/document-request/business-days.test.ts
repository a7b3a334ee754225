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
});
