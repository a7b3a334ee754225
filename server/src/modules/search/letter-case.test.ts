/** A snippet shows a record's capitals as written, though the search reads the text folded. */
import { normalizeText } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { capitalRuns, withCapitals } from './letter-case';
import { searchableText } from './read-model-helpers';
import { SectionIndex } from './section-index';
import { toSearchQuery } from './search-query';
import type { SearchDocument } from './search-document';

type Doc = SearchDocument<{ id: number }>;

function doc(id: number, parts: string[]): Doc {
  return {
    id,
    uid: `u${id}`,
    sortKey: id,
    ...searchableText(parts),
    categories: ['01'],
    areas: ['113'],
    organization: 'national',
    cityKinds: ['city'],
    populationBands: [],
    fiscalYear: 2024,
    summary: { id },
  };
}

const snippetFor = (index: SectionIndex<{ id: number }>, keyword: string, id: number) =>
  index.search(toSearchQuery({ keyword }, undefined, null, 'detail')).items.find((item) => item.id === id)?.snippet
    ?.text;

describe('letter case', () => {
  it('puts back every capital of a text, full-width letters as NFKC writes them', () => {
    const shown = 'ヤマトRPA・AI-OCR導入支援 Excel連携 ＬＧＷＡＮ'.normalize('NFKC');
    const folded = shown.toLowerCase();
    expect(withCapitals(folded, 0, folded.length, capitalRuns(shown, folded))).toBe(shown);
    expect(withCapitals(folded, 4, 12, capitalRuns(shown, folded))).toBe(shown.slice(4, 12));
    expect(capitalRuns('すべて小文字 abc', 'すべて小文字 abc')).toBeNull();
  });

  it('folds a document text exactly as normalizeText does', () => {
    const parts = ['ﾔﾏﾄＲＰＡ導入支援', 'Excel ㈱連携', 'İSTANBUL'];
    expect(searchableText(parts).text).toBe(normalizeText(parts.join('\u0001')));
  });

  it('keeps nothing where folding changed the length, so offsets never shift', () => {
    const shown = 'İSTANBUL';
    expect(shown.toLowerCase()).toHaveLength(shown.length + 1);
    expect(capitalRuns(shown, shown.toLowerCase())).toBeNull();
  });

  it('leaves a run that upper-casing would not give back in lower case, and keeps the others', () => {
    const shown = 'ǅemal AI';
    const folded = shown.toLowerCase();
    expect(withCapitals(folded, 0, folded.length, capitalRuns(shown, folded))).toBe('ǆemal AI');
  });

  it('shows a result snippet with its capitals, after a hand-over as buffers and after a change', () => {
    const index = new SectionIndex([
      doc(1, ['ヤマトRPA・AI-OCR導入支援', '紙の申請書をAI-OCRで読み取り、RPAで入力します']),
    ]);
    const snippet = snippetFor(index, 'ai-ocr', 1)!;
    expect(snippet).toContain('ヤマトRPA・AI-OCR導入支援');
    expect(snippet).toContain('紙の申請書をAI-OCRで読み取り、RPAで入力します');

    const { snapshot, transfer } = index.snapshot();
    const restored = SectionIndex.restore<{ id: number }>(structuredClone(snapshot, { transfer }));
    expect(snippetFor(restored, 'ai-ocr', 1)).toBe(snippet);

    restored.apply([doc(1, ['窓口DX', 'LGWAN接続系でai-ocrを使う']), doc(2, ['Ai-Ocrの比較'])]);
    expect(snippetFor(restored, 'ai-ocr', 1)).toBe('窓口DX LGWAN接続系でai-ocrを使う');
    expect(snippetFor(restored, 'ai-ocr', 2)).toBe('Ai-Ocrの比較');
  });
});
