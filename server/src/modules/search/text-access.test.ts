/**
 * A caller who may not read the detail searches only what the result list shows
 * (auth/text-access.ts): a word of the detail alone neither matches nor appears in a snippet,
 * whatever the keyword, and narrowing to one record by id does not change that. Suggestion counts
 * (`countWith`) are the totals the same searches give.
 */
import { describe, expect, it } from 'vitest';
import type { TextAccess } from '../../auth/text-access';
import { listedText, searchableText } from './read-model-helpers';
import type { SearchDocument } from './search-document';
import { toSearchQuery } from './search-query';
import type { SearchInput } from './search.types';
import { SectionIndex } from './section-index';

type Doc = SearchDocument<{ id: number }>;

function doc(id: number, fields: string[], listed: string[]): Doc {
  return {
    id,
    uid: `u${id}`,
    sortKey: id,
    ...searchableText(fields),
    ...listedText(listed),
    categories: ['01'],
    areas: ['113'],
    organization: null,
    cityKinds: [],
    populationBands: [],
    fiscalYear: 2024,
    summary: { id },
  };
}

const DOCS = [
  doc(
    1,
    ['防災アプリ', '避難所の開設を支援します。備蓄の管理も', '秘匿語を含む詳細な説明'],
    ['防災アプリ', '避難所の開設を支援します。'],
  ),
  doc(2, ['備蓄管理システム', '備蓄品の期限を管理します'], ['備蓄管理システム', '備蓄品の期限を管理します']),
  doc(3, ['AI-OCR導入', '帳票を読み取ります', '秘匿語'], ['AI-OCR導入', '帳票を読み取ります']),
];

const search = (index: SectionIndex<{ id: number }>, input: SearchInput, access: TextAccess) =>
  index.search(toSearchQuery(input, undefined, null, access));

describe('what a search reads, by access', () => {
  const index = new SectionIndex(DOCS);

  it('matches a word of the detail only for a caller who may read the detail', () => {
    expect(search(index, { keyword: '秘匿語' }, 'list').totalCount).toBe(0);
    expect(search(index, { keyword: '秘匿語', ids: ['1'] }, 'list').items).toEqual([]);
    expect(search(index, { keyword: '備蓄' }, 'list').items.map((i) => i.id)).toEqual([2]);
    expect(search(index, { keyword: '秘匿語' }, 'detail').items.map((i) => i.id)).toEqual([3, 1]);
    expect(search(index, { keyword: '備蓄' }, 'detail').items.map((i) => i.id)).toEqual([2, 1]);
  });

  it('quotes snippets from the listed text only, with its capitals', () => {
    for (const keyword of ['避難所', '防災', '開設 アプリ']) {
      const [item] = search(index, { keyword, ids: ['1'] }, 'list').items;
      expect(item!.snippet!.text).toBe('防災アプリ 避難所の開設を支援します。');
    }
    const [ocr] = search(index, { keyword: 'ocr' }, 'list').items;
    expect(ocr!.snippet!.text).toBe('AI-OCR導入 帳票を読み取ります');
    const [detail] = search(index, { keyword: '避難所', ids: ['1'] }, 'detail').items;
    expect(detail!.snippet!.text).toContain('秘匿語');
  });

  it('keeps the two apart in its keyword cache', () => {
    expect(search(index, { keyword: '秘匿語' }, 'detail').totalCount).toBe(2);
    expect(search(index, { keyword: '秘匿語' }, 'list').totalCount).toBe(0);
    expect(search(index, { keyword: '秘匿語' }, 'detail').totalCount).toBe(2);
  });

  it('counts a term added to a search as that search totals it', async () => {
    const terms = ['備蓄', '秘匿語', '帳票', 'ai-ocr', 'ないもの'];
    for (const access of ['list', 'detail'] as const) {
      for (const earlier of ['', '管理', '防災']) {
        await index.prepare([...earlier.split(' ').filter(Boolean), ...terms], access);
        const query = toSearchQuery({ keyword: earlier }, undefined, null, access);
        const { total, counts } = index.countWith(query, terms);
        const totals = terms.map((term) => search(index, { keyword: `${earlier} ${term}` }, access).totalCount);
        expect(counts).toEqual(totals);
        expect(total).toBe(search(index, { keyword: earlier }, access).totalCount);
      }
    }
  });
});
