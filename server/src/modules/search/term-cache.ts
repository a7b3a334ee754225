/**
 * The matches of the terms a text store checked before (text-store.ts), so a repeated keyword
 * costs a few word-wise ANDs instead of a check. Kept up to date in place as texts are added.
 */
import { type Bits, countBits, grown, setBit } from './bitset';

const CACHED_TERMS = 256;
/**
 * Terms whose check read more than one text in 32 are cached apart, in a larger LRU: they are the
 * ones worth keeping (a bitset each, 12.5 KB at 100 000 records: 10 MB at most per store).
 */
const CACHED_COSTLY_TERMS = 768;
/**
 * Terms no text contains, by name only. On the bench's realistic workload more than half of all
 * checks found nothing (mostly the kana readings of words the texts write in kanji), and each took
 * a 12.5 KB bitset of the small LRU, pushing out terms that do match. A name costs a few bytes, so
 * many more are kept; any added text forgets them all (writes are rare, and may bring the term).
 */
export const CACHED_ABSENT_TERMS = 8192;

export class TermCache {
  /**
   * Common long words with their matches (from the vocabulary's count at build time), kept up to
   * date like cached terms but never evicted: verifying them would mean reading most texts.
   */
  private exact = new Map<string, Bits>();
  private readonly terms = new Map<string, Bits>();
  private readonly costly = new Map<string, Bits>();
  private readonly absent = new Set<string>();
  /** The matches of every absent term: no bit set, shared (callers only read matches). */
  private none: Bits = new Int32Array(0);
  private words = 0;

  /** A known term's matches (a use: it becomes the most recent), or undefined. */
  get(term: string): Bits | undefined {
    const known = this.exact.get(term);
    if (known) return known;
    if (this.absent.delete(term)) {
      this.absent.add(term);
      return this.none;
    }
    return used(this.terms, term) ?? used(this.costly, term);
  }

  /** Keeps a checked term's matches (sized to the capacity); `costly`: its check read many texts. */
  keep(term: string, bits: Bits, costly: boolean): Bits {
    if (countBits(bits, this.words) === 0) {
      if (this.absent.size >= CACHED_ABSENT_TERMS) this.absent.delete(this.absent.values().next().value!);
      this.absent.add(term);
      return bits;
    }
    return costly
      ? remember(this.costly, CACHED_COSTLY_TERMS, term, bits)
      : remember(this.terms, CACHED_TERMS, term, bits);
  }

  keepExact(term: string, bits: Bits): void {
    const sized = new Int32Array(this.words);
    sized.set(bits.subarray(0, this.words));
    this.exact.set(term, sized);
  }

  /** Texts added at these slots: the known terms gain the ones holding them. */
  added(slots: readonly number[], texts: readonly string[]): void {
    if (slots.length > 0) this.absent.clear();
    for (const known of [this.terms, this.exact, this.costly]) {
      for (const [term, bits] of known) {
        for (let i = 0; i < slots.length; i++) if (texts[i]!.includes(term)) setBit(bits, slots[i]!);
      }
    }
  }

  /** Room for `words` words of slots in every bitset. */
  resize(words: number): void {
    this.words = words;
    this.none = new Int32Array(words);
    for (const known of [this.terms, this.exact, this.costly]) {
      for (const [term, bits] of known) known.set(term, grown(bits, words));
    }
  }

  exactEntries(): [string, Bits][] {
    return [...this.exact];
  }

  /** Forgets every term but the exact words given. */
  restore(exact: [string, Bits][], words: number): void {
    this.exact = new Map(exact);
    this.terms.clear();
    this.costly.clear();
    this.absent.clear();
    this.words = words;
    this.none = new Int32Array(words);
  }
}

/** A term's matches from an LRU cache, made its most recent entry; every search asks several. */
function used(cache: Map<string, Bits>, term: string): Bits | undefined {
  const bits = cache.get(term);
  if (bits) {
    cache.delete(term);
    cache.set(term, bits);
  }
  return bits;
}

/** Puts a term's matches in an LRU cache of `size` terms. */
function remember(cache: Map<string, Bits>, size: number, term: string, bits: Bits): Bits {
  if (cache.size >= size) cache.delete(cache.keys().next().value!);
  cache.set(term, bits);
  return bits;
}
