import { describe, expect, it } from 'vitest';
import { grantCalendar } from './grant-calendar';

const grant = {
  id: 12,
  uid: 'g12',
  title: '防災DX補助金',
  issuer: '総務省',
  applicationStart: '2026-11-01',
  applicationEnd: '2026-12-05',
  amountText: null,
  subsidyRateText: null,
  guidelineUrl: null,
};

describe('a grant deadline as iCalendar', () => {
  it('states the status for the date in Japan: 07:00 JST on 12-02 is 22:00 UTC on 12-01', () => {
    const text = grantCalendar(grant, 'https://portal.example.jp', new Date('2026-12-01T22:00:00Z'))!;
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('受付状況（2026-12-02 時点）: 締切間近（あと3日）');
    expect(unfolded).not.toContain('2026-12-01 時点');
  });
});
