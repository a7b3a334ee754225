import { describe, expect, it } from 'vitest';
import { isSearching, maxPageOf, resultLabel } from './criteria';

describe('search criteria', () => {
  it('counts as searching with a keyword, a selection or a range', () => {
    expect(isSearching({ keyword: '防災' })).toBe(true);
    expect(isSearching({ categories: ['01'] })).toBe(true);
    expect(isSearching({ affiliations: ['136_subnames'] })).toBe(true);
    expect(isSearching({ yearsLower: 2024 })).toBe(true);
  });

  it('does not count empty criteria or a blank keyword as searching', () => {
    expect(isSearching({})).toBe(false);
    expect(isSearching({ keyword: ' 　', categories: [], yearsLower: null })).toBe(false);
  });

  it('counts absent criteria as searching', () => {
    expect(isSearching(null)).toBe(true);
    expect(isSearching(undefined)).toBe(true);
  });

  it('labels results with the keyword when there is one', () => {
    expect(resultLabel('防災 訓練')).toBe('検索結果：防災 訓練');
    expect(resultLabel('')).toBe('検索結果');
    expect(resultLabel(null)).toBe('検索結果');
  });

  it('has at least one page', () => {
    expect(maxPageOf(0, 20)).toBe(1);
    expect(maxPageOf(20, 20)).toBe(1);
    expect(maxPageOf(21, 20)).toBe(2);
  });
});
