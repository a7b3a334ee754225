import { describe, expect, it } from 'vitest';
import { neighbouringBands, sameSizeClasses, sizeLabel } from './municipality-size';
import { compactCriteria, criteriaFromParams } from './search-params';

describe('municipality size (類似団体)', () => {
  it('groups kinds as officers compare them and keeps the band', () => {
    expect(sameSizeClasses({ kind: 'town', population: 4_940 })).toEqual(['town|under-10k', 'village|under-10k']);
    expect(sameSizeClasses({ kind: 'special-ward', population: 120_000 })).toEqual([
      'city|100k-300k',
      'special-ward|100k-300k',
    ]);
    expect(sizeLabel({ kind: 'designated', population: 1_970_000 })).toBe('政令市・30万人以上');
    expect(neighbouringBands(4_940)).toEqual(['10k-50k']);
  });

  it('reads the 同規模 flag from a URL only where the section offers it', () => {
    const params = new URLSearchParams('sameSize=1&keyword=防災');
    expect(criteriaFromParams('cases', params)).toEqual({ keyword: '防災', sameSize: true });
    expect(criteriaFromParams('solutions', params).sameSize).toBe(true);
    expect(criteriaFromParams('grants', params).sameSize).toBeUndefined();
    expect(criteriaFromParams('cases', new URLSearchParams('sameSize=0')).sameSize).toBeUndefined();
    expect(compactCriteria({ sameSize: true, cities: [] })).toEqual({ sameSize: true });
  });
});
