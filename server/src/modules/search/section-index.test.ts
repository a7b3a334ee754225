/** The in-memory index: order, paging, facets and filters, on hand-made documents. */
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './search-document';
import { toSearchQuery } from './search-query';
import { SectionIndex } from './section-index';
import type { SearchInput } from './search.types';

type Doc = SearchDocument<{ id: number }>;

function doc(id: number, overrides: Partial<Doc> = {}): Doc {
  return {
    id,
    uid: `u${id}`,
    sortKey: Date.UTC(2024, 0, 1) + id * 1000,
    text: `record ${id}`,
    categories: ['01'],
    areas: ['113'],
    organization: 'national',
    cityKinds: ['city'],
    populationBands: ['10k-50k'],
    fiscalYear: 2024,
    summary: { id },
    ...overrides,
  };
}

/** As a caller who reads the detail: the whole text is searched. */
const search = (index: SectionIndex<{ id: number }>, input: SearchInput) =>
  index.search(toSearchQuery(input, undefined, null, 'detail'));

describe('SectionIndex', () => {
  it('returns newest first, 20 per page, with the exact total and max page', () => {
    const index = new SectionIndex(Array.from({ length: 45 }, (_, i) => doc(i + 1)));
    const first = search(index, {});
    expect(first.totalCount).toBe(45);
    expect(first.maxPage).toBe(3);
    expect(first.items.map((i) => i.id)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    const last = search(index, { page: 3 });
    expect(last.items.map((i) => i.id)).toEqual([5, 4, 3, 2, 1]);
    expect(search(index, { page: 4 }).items).toEqual([]);
  });

  it('answers a keyword search the same after other searches as on its own (reused working sets)', () => {
    const docs = Array.from({ length: 300 }, (_, i) =>
      doc(i + 1, { text: i % 3 === 0 ? `防災 アプリ ${i}` : i % 3 === 1 ? `防災訓練 ${i}` : `アプリ ${i}` }),
    );
    const fresh = (input: SearchInput) => search(new SectionIndex(docs), input);
    const index = new SectionIndex(docs);
    const inputs: SearchInput[] = [{ keyword: '防災 アプリ' }, { keyword: 'アプリ', page: 2 }, { keyword: '防災' }];
    for (const input of [...inputs, ...inputs.toReversed()]) expect(search(index, input)).toEqual(fresh(input));
  });

  it('finds what changed after a keyword was searched (its kept tiers are dropped on every change)', () => {
    const docs = Array.from({ length: 40 }, (_, i) =>
      doc(i + 1, { text: i % 2 === 0 ? `防災 アプリ ${i}` : `研修 ${i}` }),
    );
    const index = new SectionIndex(docs);
    const ids = () => search(index, { keyword: 'アプリ' }).items.map((item) => item.id);
    expect(ids()).toHaveLength(20);
    index.apply([doc(41, { text: 'アプリ 新規' }), doc(3, { text: '研修だけ' })], [5]);
    expect(ids()).toContain(41);
    expect(ids()).not.toContain(3);
    expect(ids()).not.toContain(5);
    expect(search(index, { keyword: 'アプリ' }).totalCount).toBe(19);
  });

  it('has max page 1 when nothing matches', () => {
    const result = search(new SectionIndex([doc(1)]), { keyword: 'nothing' });
    expect(result).toMatchObject({ totalCount: 0, maxPage: 1, items: [] });
  });

  it('counts categories under every criterion except the category filter', () => {
    const index = new SectionIndex([
      doc(1, { categories: ['01', '09'], text: 'dx 推進' }),
      doc(2, { categories: ['01'], text: 'dx' }),
      doc(3, { categories: ['05'], text: 'dx' }),
      doc(4, { categories: ['05'], text: 'other' }),
    ]);
    const result = search(index, { keyword: 'dx', categories: ['01'] });
    expect(result.totalCount).toBe(2);
    expect(Object.fromEntries([...result.categoryCounts].filter(([, n]) => n > 0))).toEqual({
      '01': 2,
      '05': 1,
      '09': 1,
    });
  });

  it('matches any selected value within a filter and every filter together', () => {
    const index = new SectionIndex([
      doc(1, { cityKinds: ['town'], populationBands: ['under-10k'] }),
      doc(2, { cityKinds: ['village'], populationBands: ['under-10k'] }),
      doc(3, { cityKinds: ['village'], populationBands: ['over-300k'] }),
      doc(4, { organization: 'prefecture', cityKinds: ['town'], populationBands: ['under-10k'] }),
    ]);
    const ids = (input: SearchInput) => search(index, input).items.map((i) => i.id);
    expect(ids({ cities: ['town', 'village'], populations: ['under-10k'] })).toEqual([4, 2, 1]);
    expect(ids({ cities: ['town'], organizations: ['national'] })).toEqual([1]);
  });

  it('requires every keyword term and never lets a term span two fields', () => {
    const index = new SectionIndex([doc(1, { text: '防災\u0001訓練' }), doc(2, { text: '防災訓練の手引き' })]);
    expect(search(index, { keyword: '防災 訓練' }).items.map((i) => i.id)).toEqual([2, 1]);
    expect(search(index, { keyword: '防災訓練' }).items.map((i) => i.id)).toEqual([2]);
    expect(search(index, { keyword: '防災 手引き' }).items.map((i) => i.id)).toEqual([2]);
  });

  it('filters the fiscal year range inclusively and drops records without a year', () => {
    const index = new SectionIndex([
      doc(1, { fiscalYear: 2022 }),
      doc(2, { fiscalYear: 2023 }),
      doc(3, { fiscalYear: 2024 }),
      doc(4, { fiscalYear: null }),
    ]);
    expect(search(index, { yearsLower: 2023, yearsUpper: 2024 }).items.map((i) => i.id)).toEqual([3, 2]);
    expect(search(index, { yearsUpper: 2022 }).items.map((i) => i.id)).toEqual([1]);
  });

  it('matches a regional group through its member prefectures', () => {
    const index = new SectionIndex([
      doc(1, { areas: ['138'] }),
      doc(2, { areas: ['103'] }),
      doc(3, { areas: ['sot7sgo06'] }),
    ]);
    expect(search(index, { affiliations: ['136_subnames'] }).items.map((i) => i.id)).toEqual([1]);
    expect(search(index, { affiliations: ['sot7sgo06'] }).items.map((i) => i.id)).toEqual([3]);
  });

  it('applies changes and removals in order', () => {
    const index = new SectionIndex([doc(1), doc(2)]);
    index.apply([doc(3, { sortKey: 0 })], [1]);
    expect(search(index, {}).items.map((i) => i.id)).toEqual([2, 3]);
    expect(index.size).toBe(2);
  });
});
