import { describe, expect, it } from 'vitest';
import { fiscalYearOptions } from './years';

describe('fiscal years', () => {
  it('offers 2019 up to the coming fiscal year', () => {
    expect(fiscalYearOptions(new Date('2025-06-01T00:00:00Z'))).toEqual([
      2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
  });
});
