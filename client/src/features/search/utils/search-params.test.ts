import { describe, expect, it } from 'vitest';
import { criteriaFromParams, pageFromParams, paramsFromCriteria, searchString } from './search-params';

const params = (query: string) => new URLSearchParams(query);

describe('search criteria in the URL', () => {
  it('round-trips criteria and the page', () => {
    const criteria = {
      keyword: '防災 訓練',
      categories: ['01', '05'],
      affiliations: ['136_subnames', '113'],
      cities: ['town'],
      populations: ['under-10k'],
      yearsLower: 2022,
      yearsUpper: 2024,
    };
    const query = paramsFromCriteria(criteria, 3);
    expect(criteriaFromParams('solutions', query)).toEqual(criteria);
    expect(pageFromParams(query)).toBe(3);
  });

  it('keeps the order the user picked and drops an unknown one', () => {
    expect(searchString({ keyword: '防災', sort: 'newest' })).toBe('?keyword=%E9%98%B2%E7%81%BD&sort=newest');
    expect(criteriaFromParams('grants', params('keyword=防災&sort=newest'))).toEqual({
      keyword: '防災',
      sort: 'newest',
    });
    expect(criteriaFromParams('grants', params('keyword=防災&sort=price'))).toEqual({ keyword: '防災' });
  });

  it('reads comma-separated lists too', () => {
    expect(criteriaFromParams('grants', params('categories=01,02&organizations=national'))).toEqual({
      categories: ['01', '02'],
      organizations: ['national'],
    });
  });

  it('drops unknown ids and filters the section does not have', () => {
    expect(criteriaFromParams('grants', params('categories=99&affiliations=148&populations=under-10k'))).toEqual({});
    expect(criteriaFromParams('solutions', params('organizations=national'))).toEqual({});
  });

  it('keeps at most three categories for solutions, but not for other sections', () => {
    const query = params('categories=01&categories=02&categories=03&categories=04');
    expect(criteriaFromParams('solutions', query).categories).toEqual(['01', '02', '03']);
    expect(criteriaFromParams('grants', query).categories).toHaveLength(4);
  });

  it('swaps a reversed year range and ignores years that are not years', () => {
    expect(criteriaFromParams('cases', params('yearsLower=2025&yearsUpper=2020'))).toEqual({
      yearsLower: 2020,
      yearsUpper: 2025,
    });
    expect(criteriaFromParams('cases', params('yearsLower=abc&yearsUpper=99999'))).toEqual({});
  });

  it('turns a bad page into page 1', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '']) expect(pageFromParams(params(`page=${page}`)), page).toBe(1);
  });

  it('cuts an overlong keyword', () => {
    expect(criteriaFromParams('grants', params(`keyword=${'あ'.repeat(300)}`)).keyword).toHaveLength(200);
  });

  it('leaves page 1 and empty parts out of the URL', () => {
    expect(searchString({ keyword: ' ', categories: [] }, 1)).toBe('');
    expect(searchString({ keyword: 'a' }, 2)).toBe('?keyword=a&page=2');
  });
});
