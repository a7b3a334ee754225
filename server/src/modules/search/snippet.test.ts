import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';

const marked = ({ text, highlights }: ReturnType<typeof snippetOf>) =>
  highlights.map(({ start, length }) => text.slice(start, start + length));

describe('snippetOf', () => {
  it('cuts about 80 characters around the first match and gives every match in it as a range', () => {
    const text = `タイトル\u0001${'あ'.repeat(100)}防災訓練の計画と防災無線${'い'.repeat(100)}`;
    const snippet = snippetOf(text, ['防災', '訓練']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(82);
    expect(marked(snippet)).toEqual(['防災', '訓練', '防災']);
  });

  it('prefers the longer of two overlapping spellings and never marks across the cut', () => {
    const snippet = snippetOf('窓口dxと書かない窓口', ['窓口', '窓口dx', '書かない窓口']);
    expect(marked(snippet)).toEqual(['窓口dx', '書かない窓口']);
    expect(snippet.text).toBe('窓口dxと書かない窓口');
  });

  it('shows the start of the text after the title when only a category matched, fields as spaces', () => {
    const snippet = snippetOf('題名\u0001本文の一行目\u0001二行目', ['防災']);
    expect(snippet).toEqual({ text: '本文の一行目 二行目', highlights: [], inDocument: false });
  });

  it('says 「資料内」 when the first match is in the record’s documents, and not when its own text has one', () => {
    const onlyInDocument = snippetOf('補助金\u0001概要\u0001\u0002公募要領 ドローン測量データ', ['ドローン']);
    expect(onlyInDocument.inDocument).toBe(true);
    expect(marked(onlyInDocument)).toEqual(['ドローン']);
    expect(onlyInDocument.text).not.toContain('\u0002');
    expect(snippetOf('ドローン補助金\u0001概要\u0001\u0002ドローン測量', ['ドローン']).inDocument).toBe(false);
    expect(snippetOf('補助金\u0001概要\u0001\u0002資料', ['防災']).inDocument).toBe(false);
  });
});
