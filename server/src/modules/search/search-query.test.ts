/** Criteria checking and normalisation, without a server. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { toSearchQuery } from './search-query';
import type { SearchInput } from './search.types';

function refusal(input: SearchInput): Record<string, string> {
  try {
    toSearchQuery(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const refused = error as AppError;
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    return refused.fields as Record<string, string>;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('toSearchQuery', () => {
  it('folds the keyword (NFKC, case) and splits it on half- and full-width spaces', () => {
    expect(toSearchQuery({ keyword: ' ＤＸ　推進  ｼｽﾃﾑ ' }).terms).toEqual(['dx', '推進', 'システム']);
  });

  it('treats an empty or blank keyword as no keyword filter', () => {
    expect(toSearchQuery({ keyword: '' }).terms).toEqual([]);
    expect(toSearchQuery({ keyword: '　 ' }).terms).toEqual([]);
    expect(toSearchQuery({}).terms).toEqual([]);
  });

  it('turns control characters into separators rather than term content', () => {
    expect(toSearchQuery({ keyword: 'a\u0001b' }).terms).toEqual(['a', 'b']);
  });

  it('expands a regional group to its prefectures and keeps nationwide as itself', () => {
    expect([...toSearchQuery({ affiliations: ['136_subnames'] }).areas!]).toEqual(['136', '137', '138', '139']);
    expect([...toSearchQuery({ affiliations: ['sot7sgo06', '113'] }).areas!]).toEqual(['sot7sgo06', '113']);
  });

  it('ignores blank list entries and defaults the page to 1', () => {
    const query = toSearchQuery({ categories: ['', ' 01 '], page: null });
    expect([...query.categories!]).toEqual(['01']);
    expect(query.page).toBe(1);
    expect(toSearchQuery({ categories: [' '] }).categories).toBeNull();
  });

  it('refuses unknown ids per field, naming them shortly', () => {
    const fields = refusal({
      categories: ['99'],
      affiliations: ['148', '<script>alert(1)</script>'.repeat(3)],
      organizations: ['x'],
      cities: ['metropolis'],
      populations: ['huge'],
    });
    expect(Object.keys(fields).sort()).toEqual([
      'affiliations',
      'categories',
      'cities',
      'organizations',
      'populations',
    ]);
    expect(fields.categories).toBe('カテゴリの指定が正しくありません（99）');
    expect(fields.affiliations!.length).toBeLessThan(60);
  });

  it.each([0, -1, 1.5])('refuses page %s', (page) => {
    expect(refusal({ page }).page).toBe('ページ番号は1以上の整数で指定してください');
  });

  it('refuses a reversed or impossible year range', () => {
    expect(refusal({ yearsLower: 2025, yearsUpper: 2020 }).yearsLower).toMatch(/年度の範囲/);
    expect(refusal({ yearsLower: 20 }).yearsLower).toMatch(/1900〜2100/);
  });

  it('refuses a keyword longer than 200 characters instead of scanning it', () => {
    expect(refusal({ keyword: 'あ'.repeat(10_000) }).keyword).toBe('キーワードは200文字以内で入力してください');
    expect(toSearchQuery({ keyword: 'あ'.repeat(200) }).terms).toHaveLength(1);
  });

  it('refuses ids that are not record ids', () => {
    expect(refusal({ ids: ['1', 'abc'] }).ids).toBe('IDの指定が正しくありません');
  });
});
