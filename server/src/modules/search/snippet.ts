/**
 * A result's snippet: about 80 characters of its searchable text around the first place a keyword
 * term (or one of its alternatives) occurs, with the matched parts as ranges, so the client marks
 * them itself and no markup ever comes from the server. Offsets count UTF-16 code units (as
 * JavaScript strings index them). The text is the normalised one the search reads (NFKC, letters
 * in lower case), with the record's capitals put back where it keeps them (letter-case.ts).
 */
import { withCapitals } from './letter-case';
import { DOCUMENT_MARK, FIELD_SEPARATOR } from './search-document';

export interface Highlight {
  start: number;
  length: number;
}

export interface Snippet {
  text: string;
  highlights: Highlight[];
  /** The first match is in the record's documents (「資料内」), none being in its own fields. */
  inDocument: boolean;
}

export const SNIPPET_LENGTH = 80;
/** Characters shown before the first match. */
const LEAD = 20;
const ELLIPSIS = '…';

/**
 * `spellings`: every spelling of every term; the longest wins where two overlap. `capitals`: the
 * record's runs of capitals (letter-case.ts), or null.
 */
export function snippetOf(text: string, spellings: readonly string[], capitals: string | null = null): Snippet {
  const found: Highlight[] = [];
  for (const spelling of new Set(spellings)) {
    if (!spelling) continue;
    for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, at + spelling.length)) {
      found.push({ start: at, length: spelling.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.length - a.length);
  // Without a match in the text (a category match), the snippet starts after the title.
  const afterTitle = text.indexOf(FIELD_SEPARATOR) + 1;
  const first = found[0]?.start ?? afterTitle;
  const floor = found.length > 0 ? 0 : afterTitle;
  const from = Math.max(floor, Math.min(first - LEAD, text.length - SNIPPET_LENGTH));
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  const lead = from > floor ? ELLIPSIS : '';
  const body = withCapitals(text, from, to, capitals)
    .replaceAll(FIELD_SEPARATOR, ' ')
    .replaceAll(DOCUMENT_MARK, ' ')
    .replace(/\s/g, ' ');
  const highlights: Highlight[] = [];
  let covered = from;
  for (const { start: at, length } of found) {
    if (at < covered || at >= to) continue;
    const end = Math.min(at + length, to);
    highlights.push({ start: lead.length + at - from, length: end - at });
    covered = end;
  }
  const documentAt = text.indexOf(DOCUMENT_MARK);
  const inDocument = documentAt >= 0 && found.length > 0 && first > documentAt;
  return { text: `${lead}${body}${to < text.length ? ELLIPSIS : ''}`, highlights, inDocument };
}
