/**
 * A keyword's matches as bitsets, with the tiers of the relevance order (docs/search.md): per term,
 * records holding it (or one of its alternatives) in the title, then the term itself anywhere in
 * the text, then an alternative (a reading's word, a synonym) in the text, then the categories it
 * names. Every bitset comes from the text stores' cached term matches and the category facet: a
 * few word-wise ORs and ANDs per term, never a look at the texts beyond the stores' own search.
 * The bitsets come from the caller's pool (bitset.ts): they live until its next search. A match
 * may also come from the section's keyword cache (keyword-cache.ts): its bitsets are read, never
 * written.
 */
import { type Bits, type BitsPool, andInto, andNotCounted, orInto } from './bitset';
import type { Facet } from './facet';
import { type TermForms, termForms } from './vocabulary/term-forms';
import type { Vocabulary } from './vocabulary/vocabulary';

/** Where a term's matches come from: a text store, or the listed view of one (listed-view.ts). */
export interface TermMatches {
  matches(term: string): Bits;
}

export interface KeywordSources {
  text: TermMatches;
  titles: TermMatches;
  categories: Facet<string>;
  vocabulary: Vocabulary;
}

/** Title, own spelling, alternatives, category: the relevance tiers, best first. */
export const TIERS = 4;

export interface KeywordMatch {
  forms: TermForms[];
  /**
   * cumulative[k]: records where every term matches at tier k or better; the last one holds every
   * record the keyword matches.
   */
  cumulative: Bits[];
}

function union(store: TermMatches, spellings: readonly string[], words: number, pool: BitsPool): Bits {
  const bits = pool.take(words);
  for (const spelling of spellings) orInto(bits, store.matches(spelling), words);
  return bits;
}

/** Per tier, the records where the term matches at that tier or better. */
function termTiers(forms: TermForms, sources: KeywordSources, words: number, pool: BitsPool): Bits[] {
  const { text, titles, categories } = sources;
  const title = union(titles, [forms.term, ...forms.alternatives], words, pool);
  const own = pool.copy(title, words);
  orInto(own, text.matches(forms.term), words);
  const alternative = pool.copy(own, words);
  orInto(alternative, union(text, forms.alternatives, words, pool), words);
  if (forms.parts) {
    const all = pool.take(words, -1);
    for (const part of forms.parts) andInto(all, union(text, part, words, pool), words);
    orInto(alternative, all, words);
  }
  const category = pool.copy(alternative, words);
  if (forms.categories.length > 0) orInto(category, categories.union(forms.categories, words), words);
  return [title, own, alternative, category];
}

/** The records one term matches at any tier: what it adds to a search, as a filter. */
export function termMatch(forms: TermForms, sources: KeywordSources, words: number, pool: BitsPool): Bits {
  return termTiers(forms, sources, words, pool)[TIERS - 1]!;
}

export function matchKeyword(
  terms: readonly string[],
  sources: KeywordSources,
  words: number,
  pool: BitsPool,
): KeywordMatch {
  const forms = terms.map((term) => termForms(term, sources.vocabulary));
  const cumulative = Array.from({ length: TIERS }, () => pool.take(words, -1));
  for (const term of forms) {
    termTiers(term, sources, words, pool).forEach((bits, tier) => andInto(cumulative[tier]!, bits, words));
  }
  return { forms, cumulative };
}

/**
 * The selected records split by relevance tier, best first (disjoint), each made when the caller
 * asks for it: a first page is usually filled from the first tier or two, so the rest are never
 * computed (four passes over the section each).
 */
export function* relevanceTiers(
  keyword: KeywordMatch,
  selected: Bits,
  words: number,
  pool: BitsPool,
): Generator<{ bits: Bits; total: number }> {
  let previous: Bits | null = null;
  for (const cumulative of keyword.cumulative) {
    const bits = pool.scratch(words);
    const total = andNotCounted(bits, cumulative, selected, previous, words);
    previous = cumulative;
    yield { bits, total };
  }
}
