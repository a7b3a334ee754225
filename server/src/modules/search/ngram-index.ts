/**
 * N-gram postings of a text store: for every character (unigram) and every pair of adjacent
 * characters (bigram, UTF-16 code units), the slots whose text holds it. A keyword term of one or
 * two characters is answered by its posting alone; a longer one by the intersection of its
 * bigrams' postings, rarest first, whose slots the text store then verifies as substrings. So a
 * term's cost follows the records that could hold it, never the size of the section.
 *
 * A posting is a sorted Uint32Array of slots while it is short, and a bitset over every slot once
 * the list would be larger (more than one slot in 32 holds the gram): memory is at most a bitset
 * per gram, typically 50–60 MB for 100 000 records of ~430 characters, and a gram that most
 * records hold costs a few word-wise ANDs instead of a long list walk. Dead slots stay in the
 * postings (the caller masks with the live set); slots only ever grow, so lists stay sorted.
 */
import { type Bits, andInto, grown, hasBit, setBit, wordsFor } from './bitset';

/** Control characters never occur in a keyword term (search-query.ts): their grams are not kept. */
const FIRST_KEPT = 0x20;

/** A unigram's key is its code unit; a bigram's is above every unigram's. */
const keyOf = (first: number, second: number): number => 0x10000 + first * 0x10000 + second;

export interface NgramSnapshot {
  keys: Float64Array;
  counts: Int32Array;
  /** Per posting: where its list starts in `lists` (lists[i]…lists[i+1]), or -1 - (its bitset number). */
  offsets: Int32Array;
  lists: Uint32Array;
  /** Bitsets of `words` words each, one after another. */
  bitsets: Int32Array;
  words: number;
}

/** A posting's slots: a sorted list (the first `length` entries) or a bitset. */
interface Posting {
  count: number;
  /** The slot added last: a document's repeated grams are posted once. */
  last: number;
  list: Uint32Array | null;
  bits: Bits | null;
}

/** Candidate slots of a term: a sorted list or a bitset (shared: read it, do not change it). */
export type Candidates = { list: ArrayLike<number>; bits: null } | { list: null; bits: Bits };

export class NgramIndex {
  private readonly ids = new Map<number, number>();
  private postings: Posting[] = [];
  private words = 0;
  /** The packed form while nothing was added since (a snapshot of a sealed index costs nothing). */
  private packed: NgramSnapshot | null = null;

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    if (wordsFor(capacity) === this.words) return;
    this.packed = null;
    this.words = wordsFor(capacity);
    for (const posting of this.postings) if (posting.bits) posting.bits = grown(posting.bits, this.words);
  }

  add(slot: number, text: string): void {
    this.packed = null;
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < FIRST_KEPT) {
        previous = -1;
        continue;
      }
      this.post(code, slot);
      if (previous >= 0) this.post(keyOf(previous, code), slot);
      previous = code;
    }
  }

  private post(key: number, slot: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.postings.length;
      this.ids.set(key, id);
      this.postings.push({ count: 0, last: -1, list: new Uint32Array(4), bits: null });
    }
    const posting = this.postings[id]!;
    if (posting.last === slot) return;
    posting.last = slot;
    if (posting.bits) setBit(posting.bits, slot);
    else {
      let list = posting.list!;
      if (posting.count === list.length) {
        if (posting.count >= Math.max(this.words, 4)) {
          posting.bits = toBits(list, posting.count, this.words);
          posting.list = null;
          setBit(posting.bits, slot);
          posting.count++;
          return;
        }
        const next = new Uint32Array(Math.max(8, Math.min(list.length * 2, this.words)));
        next.set(list);
        posting.list = list = next;
      }
      list[posting.count] = slot;
    }
    posting.count++;
  }

  /** Slots holding the gram (one or two characters), or null when none does. */
  private postingOf(gram: string): Posting | null {
    const first = gram.charCodeAt(0);
    const key = gram.length === 1 ? first : keyOf(first, gram.charCodeAt(1));
    const id = this.ids.get(key);
    return id === undefined ? null : this.postings[id]!;
  }

  /**
   * Slots whose text holds every character pair of the term (every character, for one of one
   * character). For one or two characters these are exactly the slots holding the term; longer
   * terms need the substring check on each. null: no slot can hold it.
   */
  candidates(term: string): Candidates | null {
    if (term.length === 0) return null;
    const grams: Posting[] = [];
    for (let i = 0; i < Math.max(1, term.length - 1); i++) {
      const posting = this.postingOf(term.slice(i, i + 2));
      if (!posting || posting.count === 0) return null;
      if (!grams.includes(posting)) grams.push(posting);
    }
    grams.sort((a, b) => a.count - b.count);
    const rarest = grams[0]!;
    if (grams.length === 1) return rarest.bits ? { list: null, bits: rarest.bits } : listOf(rarest);
    if (rarest.bits) {
      // Every gram is common: AND the bitsets (a few thousand words each).
      const bits = new Int32Array(this.words);
      bits.set(rarest.bits.subarray(0, this.words));
      for (const posting of grams.slice(1)) andInto(bits, posting.bits!, this.words);
      return { list: null, bits };
    }
    let list: ArrayLike<number> = rarest.list!.subarray(0, rarest.count);
    for (const posting of grams.slice(1)) {
      list = posting.bits ? filterByBits(list, posting.bits) : intersect(list, posting.list!, posting.count);
      if (list.length === 0) return null;
    }
    return { list, bits: null };
  }

  /** How many postings there are and the bytes their slots take (for the docs and the benchmark). */
  stats(): { postings: number; bitsets: number; bytes: number } {
    let bitsets = 0;
    let bytes = 0;
    for (const posting of this.postings) {
      if (posting.bits) bitsets++;
      bytes += posting.bits ? posting.bits.byteLength : posting.list!.byteLength;
    }
    return { postings: this.postings.length, bitsets, bytes };
  }

  /**
   * Everything packed into a few buffers, each posting in its final form (a list that grew into a
   * bitset early in a build, when there were few slots, may be a short list again).
   */
  snapshot(): NgramSnapshot {
    if (this.packed) return this.packed;
    const words = this.words;
    const dense = this.postings.map((p) => p.count > words);
    const listTotal = this.postings.reduce((sum, p, i) => sum + (dense[i] ? 0 : p.count), 0);
    const lists = new Uint32Array(listTotal);
    const bitsets = new Int32Array(words * dense.filter(Boolean).length);
    const offsets = new Int32Array(this.postings.length + 1);
    const keys = new Float64Array(this.postings.length);
    let listAt = 0;
    let bitsetAt = 0;
    for (const [key, id] of this.ids) keys[id] = key;
    this.postings.forEach((posting, id) => {
      if (dense[id]) {
        offsets[id] = -1 - bitsetAt;
        const target = bitsets.subarray(bitsetAt * words, (bitsetAt + 1) * words);
        if (posting.bits) target.set(posting.bits.subarray(0, words));
        else for (let i = 0; i < posting.count; i++) setBit(target, posting.list![i]!);
        bitsetAt++;
      } else {
        offsets[id] = listAt;
        if (posting.list) lists.set(posting.list.subarray(0, posting.count), listAt);
        else copyBits(posting.bits!, lists, listAt);
        listAt += posting.count;
      }
    });
    offsets[this.postings.length] = listAt;
    return { keys, counts: Int32Array.from(this.postings, (p) => p.count), offsets, lists, bitsets, words };
  }

  /** Packs the postings in place (after a build): no spare room, each in its final form. */
  seal(): void {
    this.restore(this.snapshot());
  }

  restore(snapshot: NgramSnapshot): void {
    const { keys, counts, offsets, lists, bitsets, words } = snapshot;
    this.ids.clear();
    this.words = words;
    this.postings = Array.from(keys, (key, id) => {
      this.ids.set(key, id);
      const offset = offsets[id]!;
      const count = counts[id]!;
      if (offset < 0) {
        const at = (-1 - offset) * words;
        return { count, last: -1, list: null, bits: bitsets.subarray(at, at + words) };
      }
      // A view into the shared buffer: the first addition copies it out (count === length).
      return { count, last: -1, list: lists.subarray(offset, offset + count), bits: null };
    });
    this.packed = snapshot;
  }
}

function toBits(list: Uint32Array, count: number, words: number): Bits {
  const bits = new Int32Array(words);
  for (let i = 0; i < count; i++) setBit(bits, list[i]!);
  return bits;
}

/** Writes a bitset's slots, increasing, into `target` from `at`. */
function copyBits(bits: Bits, target: Uint32Array, at: number): void {
  let n = at;
  for (let i = 0; i < bits.length; i++) {
    for (let word = bits[i]!; word !== 0; word &= word - 1) target[n++] = (i << 5) | (31 - Math.clz32(word & -word));
  }
}

function listOf(posting: Posting): Candidates {
  return { list: posting.list!.subarray(0, posting.count), bits: null };
}

function filterByBits(list: ArrayLike<number>, bits: Bits): number[] {
  const out: number[] = [];
  for (let i = 0; i < list.length; i++) if (hasBit(bits, list[i]!)) out.push(list[i]!);
  return out;
}

/** Sorted `a` ∩ sorted `b` (its first `count`): galloping through `b`, as `a` is the shorter. */
function intersect(a: ArrayLike<number>, b: Uint32Array, count: number): number[] {
  const out: number[] = [];
  let low = 0;
  for (let i = 0; i < a.length && low < count; i++) {
    const value = a[i]!;
    let step = 1;
    let high = low;
    while (high < count && b[high]! < value) {
      low = high + 1;
      high += step;
      step *= 2;
    }
    high = Math.min(high, count - 1);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (b[middle]! < value) low = middle + 1;
      else high = middle;
    }
    if (low < count && b[low] === value) out.push(value);
  }
  return out;
}
