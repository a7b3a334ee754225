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

export function countAnd(a: Bits, b: Bits, words: number): number {
  let total = 0;
  for (let i = 0; i < words; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) total += popcount(w);
  }
  return total;
}

export function andInto(target: Bits, source: Bits, words: number): void {
  for (let i = 0; i < words; i++) target[i]! &= source[i]!;
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
