/**
 * The relevance tiers of recent keywords (keyword-match.ts), kept per section index. Combining a
 * keyword's cached term matches into its four cumulative tiers is a few dozen word-wise passes
 * over the section (about 0.2 ms at 100 000 records), and the same keywords come back all the
 * time: profiled on the bench's realistic workload with the result cache off, it was a seventh of
 * the server's CPU. A kept keyword costs a lookup.
 *
 * The bitsets live in one slab allocated once, and an evicted keyword's place is reused: a
 * bitset per keyword would be an ArrayBuffer to allocate and sweep per miss, and sweeping array
 * buffers is part of every full collection's pause. The index clears the cache on every change
 * (its term matches and facets change in place). A place holds bitsets of up to `stride` words,
 * rounded up so that the slab is made again only once the section grew by 32 768 records.
 */
import type { Bits } from './bitset';
import { type KeywordMatch, TIERS } from './keyword-match';

/** About 8 MB per section: 160 keywords at 100 000 records, 53 at 300 000. */
const SLAB_BYTES = 8 * 2 ** 20;
const MAX_ENTRIES = 256;
const STRIDE_STEP = 1024;

interface Kept {
  forms: KeywordMatch['forms'];
  place: number;
  words: number;
}

export class KeywordCache {
  private readonly kept = new Map<string, Kept>();
  private slab: Int32Array = new Int32Array(0);
  private stride = 0;
  private places = 0;
  /** Places no keyword holds. */
  private free: number[] = [];

  constructor(private readonly slabBytes = SLAB_BYTES) {}

  static keyOf(terms: readonly string[]): string {
    return terms.join('\u0000');
  }

  /** The keyword's match, most recently used from now on; its bitsets are read-only views. */
  get(key: string, words: number): KeywordMatch | undefined {
    const found = this.kept.get(key);
    if (!found || found.words !== words) return undefined;
    this.kept.delete(key);
    this.kept.set(key, found);
    return { forms: found.forms, cumulative: this.viewsOf(found.place, words) };
  }

  /** Keeps a copy of `match` (computed for bitsets of `words` words). */
  keep(key: string, match: KeywordMatch, words: number): void {
    if (words > this.stride) this.resize(words);
    if (this.places === 0) return;
    let place = this.kept.get(key)?.place ?? this.free.pop();
    this.kept.delete(key);
    if (place === undefined) {
      const [oldest, evicted] = this.kept.entries().next().value!;
      this.kept.delete(oldest);
      place = evicted.place;
    }
    this.viewsOf(place, words).forEach((view, tier) => view.set(match.cumulative[tier]!.subarray(0, words)));
    this.kept.set(key, { forms: match.forms, place, words });
  }

  /** Forgets every keyword (the index changed). */
  clear(): void {
    this.kept.clear();
    this.free = Array.from({ length: this.places }, (_, i) => i);
  }

  private resize(words: number): void {
    this.stride = Math.ceil(words / STRIDE_STEP) * STRIDE_STEP;
    this.places = Math.min(MAX_ENTRIES, Math.floor(this.slabBytes / (TIERS * this.stride * 4)));
    this.slab = new Int32Array(this.places * TIERS * this.stride);
    this.clear();
  }

  private viewsOf(place: number, words: number): Bits[] {
    const start = place * TIERS * this.stride;
    return Array.from({ length: TIERS }, (_, tier) =>
      this.slab.subarray(start + tier * this.stride, start + tier * this.stride + words),
    );
  }
}
