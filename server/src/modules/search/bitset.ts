/**
 * Bitsets over index slots (one bit per document), as Int32Array words. Filters, keyword matches
 * and the live set are bitsets, so a search is a few word-wise ANDs however many records match.
 */
export type Bits = Int32Array;

export const wordsFor = (bits: number): number => (bits + 31) >>> 5;

export function setBit(bits: Bits, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function clearBit(bits: Bits, index: number): void {
  bits[index >>> 5]! &= ~(1 << (index & 31));
}

export function hasBit(bits: Bits, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

/** Set bits per 16-bit value: a popcount is two table reads. */
const BITS_IN_16 = new Uint8Array(65536);
for (let i = 1; i < 65536; i++) BITS_IN_16[i] = BITS_IN_16[i >>> 1]! + (i & 1);

export function popcount(word: number): number {
  return BITS_IN_16[word & 0xffff]! + BITS_IN_16[word >>> 16]!;
}

export function countBits(bits: Bits, words: number): number {
  let total = 0;
  for (let i = 0; i < words; i++) if (bits[i] !== 0) total += popcount(bits[i]!);
  return total;
}

export function andInto(target: Bits, source: Bits, words: number): void {
  for (let i = 0; i < words; i++) target[i]! &= source[i]!;
}

/**
 * target = a & b & ~without (all of `a` and `b` when `without` is null), in one pass over the
 * words instead of a copy, two passes and a count; returns the number of bits set.
 */
export function andNotCounted(target: Bits, a: Bits, b: Bits, without: Bits | null, words: number): number {
  let total = 0;
  for (let i = 0; i < words; i++) {
    const word = without ? a[i]! & b[i]! & ~without[i]! : a[i]! & b[i]!;
    target[i] = word;
    if (word !== 0) total += popcount(word);
  }
  return total;
}

/** target &= ~source */
export function andNotInto(target: Bits, source: Bits, words: number): void {
  for (let i = 0; i < words; i++) target[i]! &= ~source[i]!;
}

export function orInto(target: Bits, source: Bits, words: number): void {
  for (let i = 0; i < words; i++) target[i]! |= source[i]!;
}

/** The same bits in a larger (or equal) word array. */
export function grown(bits: Bits, words: number): Bits {
  if (bits.length >= words) return bits;
  const next = new Int32Array(words);
  next.set(bits);
  return next;
}

/** Calls `visit(index)` for every set bit, in increasing order; stops when it returns false. */
export function forEachBit(bits: Bits, words: number, visit: (index: number) => boolean | void): void {
  for (let i = 0; i < words; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const lowest = w & -w;
      if (visit((i << 5) | (31 - Math.clz32(lowest))) === false) return;
      w ^= lowest;
    }
  }
}

/**
 * Working bitsets handed out again from one search to the next. A search runs synchronously
 * (its term checks were prepared before it), so what one search took is free when the next one
 * starts: `reset` at its start, `take` during it. An executed keyword search took about twenty
 * new bitsets, 12.5 KB each at 100 000 records, allocated outside the JS heap, and that growth
 * is part of what makes V8 collect, whose pauses are the longest event-loop blocks.
 */
export class BitsPool {
  private sets: Bits[] = [];
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  /** How many bitsets are taken now: `release(mark)` gives back every one taken since. */
  get mark(): number {
    return this.used;
  }

  release(mark: number): void {
    this.used = mark;
  }

  /** A bitset of at least `words` words, its first `words` set to `fill` (0: empty, -1: full). */
  take(words: number, fill = 0): Bits {
    return this.next(words).fill(fill, 0, words);
  }

  /** A bitset of at least `words` words, to be written in full by the caller. */
  scratch(words: number): Bits {
    return this.next(words);
  }

  /** A bitset holding `source`'s first `words` words. */
  copy(source: Bits, words: number): Bits {
    const bits = this.next(words);
    bits.set(source.subarray(0, words));
    return bits;
  }

  /** The next free bitset, as the last search left it. */
  private next(words: number): Bits {
    let bits = this.sets[this.used];
    if (!bits || bits.length < words) this.sets[this.used] = bits = new Int32Array(words);
    this.used++;
    return bits;
  }
}
