/**
 * A section's vocabulary: the dictionary words its texts contain and the listed terms (category
 * names, synonyms; dictionary.listed), each with its
 * readings and the number of live records whose text contains it. Built with the index (one
 * automaton pass over every text, off the main thread for large sections), kept current on
 * writes, and small: it holds only words the section uses. Readings turn a kana keyword into the
 * words it names (ぼうさい → 防災) and suggestions come from it, without touching the texts.
 */
import type { ReadingDictionary } from './reading-dictionary';
import { TermAutomaton } from './term-automaton';

export interface VocabularySnapshot {
  terms: string[];
  /** Readings in hiragana joined by '|'. */
  readings: string[];
  counts: Int32Array;
}

export interface TermCount {
  term: string;
  count: number;
}

/**
 * A word of three or more characters in at least this share of the records gets its matches
 * recorded while the vocabulary is counted: the text store answers it from them (ngram-index.ts
 * explains why a common long term is the expensive case), at one bitset per such word.
 */
const FREQUENT_SHARE = 1 / 64;
const FREQUENT_MIN = 256;

/** Counts, per term of an automaton, the documents containing it (each document once). */
class DocumentCounter {
  readonly counts: Int32Array;
  private readonly lastDocument: Int32Array;
  private document = 0;
  constructor(private readonly automaton: TermAutomaton) {
    this.counts = new Int32Array(automaton.terms.length);
    this.lastDocument = new Int32Array(automaton.terms.length);
  }

  /** `found`: called once per term the text contains. */
  add(text: string, sign = 1, found?: (id: number) => void): void {
    const document = ++this.document;
    this.automaton.scan(text, (id) => {
      if (this.lastDocument[id] === document) return;
      this.lastDocument[id] = document;
      this.counts[id]! += sign;
      found?.(id);
    });
  }
}

export class VocabularyBuilder {
  private readonly counter: DocumentCounter;
  /** Per word of 3+ characters, the slots whose text holds it (a growing bitset). */
  private readonly slots = new Map<number, Int32Array>();
  private documents = 0;
  constructor(private readonly dictionary: ReadingDictionary) {
    this.counter = new DocumentCounter(dictionary.automaton);
  }

  /** Texts and the index slots they are in. */
  add(texts: readonly string[], slots: readonly number[]): void {
    const { terms } = this.dictionary.automaton;
    texts.forEach((text, i) => {
      const slot = slots[i]!;
      this.counter.add(text, 1, (id) => {
        if (terms[id]!.length < 3) return;
        let bits = this.slots.get(id);
        if (!bits || bits.length <= slot >>> 5) {
          const next = new Int32Array(Math.max(64, (slot >>> 5) * 2));
          if (bits) next.set(bits);
          this.slots.set(id, (bits = next));
        }
        bits[slot >>> 5]! |= 1 << (slot & 31);
      });
    });
    this.documents += texts.length;
  }

  /** The words common enough to keep their matches, as bitsets over slots (after finish()). */
  frequent(): Map<string, Int32Array> {
    const { terms } = this.dictionary.automaton;
    const minimum = Math.max(FREQUENT_MIN, this.documents * FREQUENT_SHARE);
    const kept = new Map<string, Int32Array>();
    for (const [id, bits] of this.slots) if (this.counter.counts[id]! >= minimum) kept.set(terms[id]!, bits);
    return kept;
  }

  finish(): Vocabulary {
    const { terms } = this.dictionary.automaton;
    const found: number[] = [];
    // Category names and listed terms stay even when no text holds them: ふくし still names 福祉.
    this.counter.counts.forEach((count, id) => void ((count > 0 || this.dictionary.listed.has(id)) && found.push(id)));
    found.sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
    return new Vocabulary({
      terms: found.map((id) => terms[id]!),
      readings: found.map((id) => this.dictionary.readings[id]!),
      counts: Int32Array.from(found, (id) => this.counter.counts[id]!),
    });
  }
}

/** First index in the sorted `keys` whose key is ≥ `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class Vocabulary {
  private readonly terms: string[];
  private readonly readings: string[];
  private readonly counts: Int32Array;
  /** Every (reading, term) pair, sorted by reading: exact and prefix look-ups. */
  private readonly readingKeys: string[] = [];
  private readonly readingTerms: number[] = [];
  private readonly longestReading: number;
  private automaton: TermAutomaton | null = null;

  constructor({ terms, readings, counts }: VocabularySnapshot) {
    this.terms = terms;
    this.readings = readings;
    this.counts = counts;
    const pairs: [string, number][] = [];
    readings.forEach((joined, id) => {
      for (const reading of joined.split('|')) if (reading) pairs.push([reading, id]);
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    for (const [reading, id] of pairs) {
      this.readingKeys.push(reading);
      this.readingTerms.push(id);
    }
    this.longestReading = this.readingKeys.reduce((longest, r) => Math.max(longest, r.length), 0);
  }

  static empty(): Vocabulary {
    return new Vocabulary({ terms: [], readings: [], counts: new Int32Array(0) });
  }

  get size(): number {
    return this.terms.length;
  }

  snapshot(): VocabularySnapshot {
    return { terms: this.terms, readings: this.readings, counts: this.counts };
  }

  /** Words the section uses that read exactly `reading` (hiragana). */
  spellingsOf(reading: string): string[] {
    const out: string[] = [];
    for (let i = lowerBound(this.readingKeys, reading); this.readingKeys[i] === reading; i++) {
      out.push(this.terms[this.readingTerms[i]!]!);
    }
    return out;
  }

  /**
   * A kana compound cut into readings of the section's words, longest reading first from the
   * left (ぼうさいくんれん → ぼうさい + くんれん); null when some part is no word's reading.
   */
  segment(reading: string): string[] | null {
    const parts: string[] = [];
    for (let at = 0; at < reading.length;) {
      let length = Math.min(this.longestReading, reading.length - at);
      while (length >= 2 && this.spellingsOf(reading.slice(at, at + length)).length === 0) length--;
      if (length < 2) return null;
      parts.push(reading.slice(at, at + length));
      at += length;
    }
    return parts;
  }

  /** Up to `limit` words starting with `prefix` or whose reading does, most frequent first. */
  complete(prefix: string, reading: string | null, limit: number): TermCount[] {
    const ids = new Set<number>();
    for (let i = lowerBound(this.terms, prefix); i < this.terms.length && this.terms[i]!.startsWith(prefix); i++) {
      ids.add(i);
    }
    if (reading) {
      const keys = this.readingKeys;
      for (let i = lowerBound(keys, reading); i < keys.length && keys[i]!.startsWith(reading); i++) {
        ids.add(this.readingTerms[i]!);
      }
    }
    return [...ids]
      .filter((id) => this.counts[id]! > 0)
      .sort((a, b) => this.counts[b]! - this.counts[a]! || (this.terms[a]! < this.terms[b]! ? -1 : 1))
      .slice(0, limit)
      .map((id) => ({ term: this.terms[id]!, count: this.counts[id]! }));
  }

  /** Records whose text contains the word (0 when the section does not use it). */
  countOf(term: string): number {
    const i = lowerBound(this.terms, term);
    return this.terms[i] === term ? this.counts[i]! : 0;
  }

  /**
   * Keeps the counts current after a write: texts of records that left (or were replaced) and of
   * records that arrived. Words no record used at build time join at the next build.
   */
  update(removed: readonly string[], added: readonly string[]): void {
    if (this.terms.length === 0) return;
    this.automaton ??= new TermAutomaton(this.terms);
    const counter = new DocumentCounter(this.automaton);
    for (const text of removed) counter.add(text, -1);
    for (const text of added) counter.add(text);
    counter.counts.forEach((delta, id) => (this.counts[id]! += delta));
  }
}
