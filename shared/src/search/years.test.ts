import { describe, expect, it } from 'vitest';
import { fiscalYearAt, fiscalYearLabel, fiscalYearOptions } from './years';

describe('fiscal years', () => {
  it('starts a fiscal year in April, Japan time', () => {
    expect(fiscalYearAt(new Date('2025-03-31T14:00:00Z'))).toBe(2024);
    expect(fiscalYearAt(new Date('2025-03-31T15:00:00Z'))).toBe(2025);
  });

  it('offers 2019 up to the coming fiscal year', () => {
    expect(fiscalYearOptions(new Date('2025-06-01T00:00:00Z'))).toEqual([
      2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
  });

  it('labels years with the Japanese era', () => {
    expect(fiscalYearLabel(2019)).toBe('2019年度（令和元年度）');
    expect(fiscalYearLabel(2024)).toBe('2024年度（令和6年度）');
    expect(fiscalYearLabel(2018)).toBe('2018年度（平成30年度）');
  });
});
