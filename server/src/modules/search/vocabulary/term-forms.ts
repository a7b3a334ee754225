/**
 * What a keyword term stands for beyond its own spelling (docs/search.md, "Readings, vocabulary
 * and synonyms"): the words its reading names, its synonyms, and the categories it names. Each
 * comes from a small map (the section's vocabulary, the synonym file, the category list), so
 * expanding a term never looks at the records.
 */
import { CATEGORIES, SYNONYM_GROUPS, normalizeText } from '@portal/shared';
import { toHiragana, toKatakana } from './reading-dictionary';
import type { Vocabulary } from './vocabulary';

export interface TermForms {
  /** The term as typed (normalised). */
  term: string;
  /** Other spellings that count as the term: words its reading names, synonyms. */
  alternatives: string[];
  /**
   * A kana compound no single word reads (ぼうさいくんれん): per part, its spellings. A record
   * matches when it holds every part, anywhere in its text (not necessarily side by side).
   */
  parts: string[][] | null;
  /** Categories the term (or one of its alternatives) names. */
  categories: string[];
}

const KANA_ONLY = /^[\u3041-\u309f\u30a1-\u30faー]+$/;

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const terms = group.map(normalizeText);
  for (const term of terms)
    SYNONYMS.set(
      term,
      terms.filter((other) => other !== term),
    );
}

const CATEGORY_OF = new Map<string, string>();
for (const category of CATEGORIES) {
  for (const name of [category.name, ...category.subnames]) CATEGORY_OF.set(normalizeText(name), category.id);
}

/** How a listed term is usually written (DX rather than dx): suggestions show this. */
const DISPLAY = new Map<string, string>(
  [...SYNONYM_GROUPS.flat(), ...CATEGORIES.flatMap((c) => [c.name, ...c.subnames])].map((t) => [normalizeText(t), t]),
);

export function displayForm(term: string): string {
  return DISPLAY.get(term) ?? term;
}

export function isKana(term: string): boolean {
  return KANA_ONLY.test(term);
}

export function termForms(term: string, vocabulary: Vocabulary): TermForms {
  const alternatives = new Set<string>();
  let parts: string[][] | null = null;
  if (isKana(term)) {
    const reading = toHiragana(term);
    const words = vocabulary.spellingsOf(reading);
    for (const spelling of [reading, toKatakana(reading), ...words]) alternatives.add(spelling);
    if (words.length === 0 && reading.length >= 4) {
      const segments = vocabulary.segment(reading);
      if (segments && segments.length > 1) parts = segments.map((s) => [s, ...vocabulary.spellingsOf(s)]);
    }
  }
  for (const form of [term, ...alternatives]) for (const synonym of SYNONYMS.get(form) ?? []) alternatives.add(synonym);
  alternatives.delete(term);
  const categories = new Set<string>();
  for (const form of [term, ...alternatives]) {
    const category = CATEGORY_OF.get(form);
    if (category) categories.add(category);
  }
  return { term, alternatives: [...alternatives], parts, categories: [...categories] };
}

/** Every spelling a snippet marks for the term. */
export function spellingsOf(forms: TermForms): string[] {
  return [forms.term, ...forms.alternatives, ...(forms.parts ?? []).flat()];
}
