import { beforeEach, describe, expect, it } from 'vitest';
import {
  INITIAL_SECTION_STATE,
  editDraft,
  getSearchState,
  markSearched,
  resetSearchStore,
  routeChanged,
  setFiltersOpen,
  setNavigationFlag,
  showCriteria,
} from './search-store';

describe('search store (docs/specification.md §4)', () => {
  beforeEach(resetSearchStore);

  it('resets every section on a route change without the navigation flag', () => {
    showCriteria('grants', { keyword: '防災' });
    editDraft('grants', { keyword: '防災 訓練' });
    markSearched('grants');
    setFiltersOpen('cases', true);
    routeChanged('/cases');
    expect(getSearchState('grants')).toEqual(INITIAL_SECTION_STATE);
    expect(getSearchState('cases')).toEqual(INITIAL_SECTION_STATE);
  });

  it('keeps the state and clears the flag instead when the flag was set for that navigation', () => {
    editDraft('solutions', { keyword: '防災', categories: ['01'] });
    markSearched('solutions');
    setNavigationFlag('solutions', '/solutions/list');
    routeChanged('/solutions/list');
    expect(getSearchState('solutions')).toMatchObject({
      draft: { keyword: '防災', categories: ['01'] },
      alreadySearched: true,
      navigationFlag: null,
    });
  });

  it('resets on the next route change once the flag was used', () => {
    markSearched('solutions');
    setNavigationFlag('solutions', '/solutions/list');
    routeChanged('/solutions/list');
    routeChanged('/solutions/shows/1');
    expect(getSearchState('solutions')).toEqual(INITIAL_SECTION_STATE);
  });

  it('does not let a flag set for one navigation keep the state through another', () => {
    markSearched('solutions');
    setNavigationFlag('solutions', '/solutions/list');
    routeChanged('/auth/login');
    expect(getSearchState('solutions')).toEqual(INITIAL_SECTION_STATE);
  });

  it('closes the toggles on every route change, flag or not', () => {
    setFiltersOpen('solutions', true);
    setNavigationFlag('solutions', '/solutions/list');
    routeChanged('/solutions/list');
    expect(getSearchState('solutions').filtersOpen).toBe(false);
  });

  it('starts with the criteria absent, which counts as searching', () => {
    expect(getSearchState('grants').criteria).toBeNull();
  });

  it('lets shown criteria replace unsubmitted edits', () => {
    editDraft('cases', { keyword: 'a' });
    showCriteria('cases', { keyword: 'b' });
    expect(getSearchState('cases')).toMatchObject({ criteria: { keyword: 'b' }, draft: null });
  });
});
