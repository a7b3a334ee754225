import { describe, expect, it } from 'vitest';
import { japanDate, japanDateTime } from './japan-time';

describe('Japan time', () => {
  it('is already the next day at 07:00 JST, when UTC still reads 22:00 of the day before', () => {
    const moment = new Date('2026-12-01T22:00:00Z');
    expect(japanDate(moment)).toBe('2026-12-02');
    expect(japanDateTime(moment)).toBe('2026-12-02 07:00:00');
  });

  it('agrees with the Asia/Tokyo zone across a year end', () => {
    const moment = new Date('2026-12-31T15:00:00.500Z');
    const tokyo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' });
    expect(japanDateTime(moment)).toBe(tokyo.format(moment));
    expect(japanDate(moment)).toBe('2027-01-01');
  });
});
