/** The keyword cache's slab: every kept keyword reads back its own tiers, however they came and went. */
import { describe, expect, it } from 'vitest';
import { KeywordCache } from './keyword-cache';
import type { KeywordMatch } from './keyword-match';

/** A match whose four tiers hold `mark`, `mark + 1`, … in every word. */
function matchOf(mark: number, words: number): KeywordMatch {
  return { forms: [], cumulative: [0, 1, 2, 3].map((tier) => new Int32Array(words).fill(mark + tier)) };
}

const marks = (match: KeywordMatch | undefined) => match?.cumulative.map((bits) => [...bits]);

describe('KeywordCache', () => {
  // Three places of 1 024 words (the stride) × 4 tiers × 4 bytes.
  const threePlaces = 3 * 4 * 1024 * 4;

  it('keeps the most recently used keywords in their own places', () => {
    const cache = new KeywordCache(threePlaces);
    for (const [key, mark] of [
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ] as const)
      cache.keep(key, matchOf(mark, 2), 2);
    cache.keep('b', matchOf(25, 2), 2); // kept again: its own place, now the newest
    expect(cache.get('a', 2)).toBeDefined(); // a is used: c is now the oldest
    cache.keep('d', matchOf(40, 2), 2);
    expect(cache.get('c', 2)).toBeUndefined();
    expect(marks(cache.get('a', 2))).toEqual(marks(matchOf(10, 2)));
    expect(marks(cache.get('b', 2))).toEqual(marks(matchOf(25, 2)));
    expect(marks(cache.get('d', 2))).toEqual(marks(matchOf(40, 2)));
  });

  it('answers only for the size of bitset it was given, and nothing after clear', () => {
    const cache = new KeywordCache(threePlaces);
    cache.keep('a', matchOf(1, 2), 2);
    expect(cache.get('a', 3)).toBeUndefined();
    cache.keep('b', matchOf(2, 1500), 1500); // beyond the stride: a new slab
    expect(cache.get('a', 2)).toBeUndefined();
    expect(marks(cache.get('b', 1500))).toEqual(marks(matchOf(2, 1500)));
    cache.clear();
    expect(cache.get('b', 1500)).toBeUndefined();
  });
});
