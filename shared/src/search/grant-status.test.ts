import { describe, expect, it } from 'vitest';
import {
  applicationStateOf,
  budgetCalendarHint,
  dayNumberOf,
  fiscalYearOfDate,
  grantStatusText,
  japanDayOf,
  statusOnDay,
} from './grant-status';

describe('grant status', () => {
  it('closes at 23:59:59 JST of the last day, not at UTC midnight', () => {
    // 2026-12-01 23:59:59 JST is 14:59:59 UTC.
    expect(applicationStateOf('2026-11-01', '2026-12-01', new Date('2026-12-01T14:59:59Z'))).toEqual({
      status: 'closing',
      daysLeft: 0,
    });
    expect(applicationStateOf('2026-11-01', '2026-12-01', new Date('2026-12-01T15:00:00Z'))).toEqual({
      status: 'closed',
      daysLeft: null,
    });
  });

  it('opens at 00:00 JST of the first day', () => {
    expect(applicationStateOf('2026-12-02', '2027-03-01', new Date('2026-12-01T14:59:59Z')).status).toBe('upcoming');
    expect(applicationStateOf('2026-12-02', '2027-03-01', new Date('2026-12-01T15:00:00Z')).status).toBe('open');
  });

  it('is closing with 14 days or fewer left and open with more', () => {
    const today = dayNumberOf('2026-11-24')!;
    expect(statusOnDay(today - 10, today + 14, today)).toBe('closing');
    expect(statusOnDay(today - 10, today + 15, today)).toBe('open');
    expect(statusOnDay(null, null, today)).toBe('ongoing');
    expect(statusOnDay(today + 1, null, today)).toBe('upcoming');
  });

  it('says the days left in the badge text', () => {
    expect(grantStatusText('closing', 5)).toBe('締切間近（あと5日）');
    expect(grantStatusText('closing', 0)).toBe('締切間近（本日締切）');
    expect(grantStatusText('closed', null)).toBe('受付終了');
    expect(grantStatusText('ongoing', null)).toBe('通年・随時');
  });

  it('places dates in the fiscal year and the budget calendar', () => {
    expect(fiscalYearOfDate('2027-03-31')).toBe(2026);
    expect(fiscalYearOfDate('2027-04-01')).toBe(2027);
    expect(budgetCalendarHint('2026-10-15')).toContain('当初予算要求');
    expect(budgetCalendarHint(null)).toBeNull();
    expect(japanDayOf(new Date('2026-11-24T15:00:00Z'))).toBe(dayNumberOf('2026-11-25'));
  });
});
