import { describe, expect, it } from 'vitest';
import { searchBreadcrumbs } from './breadcrumbs';

describe('search breadcrumbs', () => {
  it('shows the section with a link, then the result label with the keyword', () => {
    expect(searchBreadcrumbs('grants', { keyword: '防災' })).toEqual([
      { label: '補助金・交付金', to: '/grants' },
      { label: '検索結果：防災' },
    ]);
  });

  it('says 検索結果 alone when searching without a keyword', () => {
    expect(searchBreadcrumbs('cases', { categories: ['01'] })).toEqual([
      { label: '導入事例', to: '/cases' },
      { label: '検索結果' },
    ]);
  });

  it('shows a single entry without a link when not searching', () => {
    expect(searchBreadcrumbs('solutions', {})).toEqual([{ label: 'ソリューション' }]);
    expect(searchBreadcrumbs('solutions', { keyword: '  ' })).toEqual([{ label: 'ソリューション' }]);
  });

  it('shows the detail title after the section when the criteria are absent', () => {
    expect(searchBreadcrumbs('solutions', null, '防災アプリ')).toEqual([
      { label: 'ソリューション', to: '/solutions' },
      { label: '防災アプリ' },
    ]);
  });
});
