/**
 * A caller who may not read the detail searches only what the result list shows
 * (auth/text-access.ts): a word of the detail alone neither matches nor appears in a snippet,
 * whatever the keyword, and narrowing to one record by id does not change that. Suggestion counts
 * (`countWith`) are the totals the same searches give.
 */
import { describe, expect, it } from 'vitest';
import type { TextAccess } from '../../auth/text-access';
import { documentText, excerpt } from './read-model-helpers';
import type { SearchDocument } from './search-document';
import { toSearchQuery } from './search-query';
import type { SearchInput } from './search.types';
import { SectionIndex } from './section-index';
import { SearchScheduler } from './search-scheduler';

type Doc = SearchDocument<{ id: number }>;

function doc(id: number, listed: string[], excerpted: string, detail: string[] = []): Doc {
  return {
    id,
    uid: `u${id}`,
    sortKey: id,
    ...documentText(listed, excerpted, detail),
    categories: ['01'],
    areas: ['113'],
    organization: null,
    cityKinds: [],
    populationBands: [],
    fiscalYear: 2024,
    summary: { id },
  };
}

/** Past the excerpt: the description's first 120 characters. */
const LONG = `${'避難所の開設を支援します。'.repeat(10)}備蓄の管理も`;

const DOCS = [
  doc(1, ['防災アプリ', '北海道'], LONG, ['秘匿語を含む詳細な説明']),
  doc(2, ['備蓄管理システム'], '備蓄品の期限を\n\n  管理します'),
  doc(3, ['AI-OCR導入'], '帳票を読み取ります', ['秘匿語']),
];

const search = (index: SectionIndex<{ id: number }>, input: SearchInput, access: TextAccess) =>
  index.search(toSearchQuery(input, undefined, null, access));

/** The last characters the excerpt of LONG shows. */
const shownEnd = () => excerpt(LONG).replace(/…$/, '').slice(-6);

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
    const shown = excerpt(LONG).replace(/…$/, '');
    for (const keyword of ['避難所', '防災', '開設 アプリ', '北海道']) {
      const [item] = search(index, { keyword, ids: ['1'] }, 'list').items;
      expect(`防災アプリ 北海道 ${shown}`).toContain(item!.snippet!.text.replace(/^…|…$/g, ''));
      expect(item!.snippet!.text).not.toMatch(/秘匿|備蓄/);
    }
    const [ocr] = search(index, { keyword: 'ocr' }, 'list').items;
    expect(ocr!.snippet!.text).toBe('AI-OCR導入 帳票を読み取ります');
    const [detail] = search(index, { keyword: '備蓄の管理', ids: ['1'] }, 'detail').items;
    expect(detail!.snippet!.text).toContain('秘匿語');
  });

  it('reads the excerpt as the list shows it, whitespace runs as one space', () => {
    expect(search(index, { keyword: '管理します' }, 'list').items.map((i) => i.id)).toEqual([2]);
    // The last words the excerpt shows are found; the first one past it is not.
    expect(search(index, { keyword: shownEnd() }, 'list').items.map((i) => i.id)).toEqual([1]);
    expect(search(index, { keyword: '備蓄の管理' }, 'list').totalCount).toBe(0);
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
        await index.prepare([...earlier.split(' ').filter(Boolean), ...terms], access, new SearchScheduler());
        const query = toSearchQuery({ keyword: earlier }, undefined, null, access);
        const { total, counts } = index.countWith(query, terms);
        const totals = terms.map((term) => search(index, { keyword: `${earlier} ${term}` }, access).totalCount);
        expect(counts).toEqual(totals);
        expect(total).toBe(search(index, { keyword: earlier }, access).totalCount);
      }
    }
  });
});
