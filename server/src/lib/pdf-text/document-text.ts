/**
 * A document's text as search keeps it. PDFs often draw kanji with the code points of Kangxi
 * radicals (⾦ for 金), which NFKC folds back; and they break Japanese lines in the middle of a
 * word (汎用端 / 末), so a line break between two Japanese characters is no break at all, while
 * between Latin words it is a space.
 */
const JAPANESE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々〆、。・「」()';
const BROKEN_JAPANESE_LINE = new RegExp(`(?<=[${JAPANESE}])[ \\t]*\\n[ \\t]*(?=[${JAPANESE}])`, 'gu');

export function normaliseDocumentText(raw: string): string {
  return raw.normalize('NFKC').replace(/\r\n?/g, '\n').replace(BROKEN_JAPANESE_LINE, '').replace(/\s+/g, ' ').trim();
}
