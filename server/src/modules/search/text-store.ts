/**
 * The searchable texts of one section, packed many documents to a string (separated by U+0000):
 * a few dozen large flat strings rather than a string per document (the garbage collector marks
 * each once and never scans inside), with their n-gram postings (ngram-index.ts). A term's
 * matches are the postings' candidates checked as substrings, each segment of candidates with the
 * cheaper of two searches; never a scan of the whole section. (Strings, not Buffers: a
 * String#indexOf call costs ~0.1 µs where Buffer#indexOf costs ~5 µs, which made the old
 * whole-section scan 10–63 ms.) They are kept as a bitset in a small LRU cache, updated in place
 * when documents are added, so repeated keywords cost a few word-wise ANDs.
 */
import { type Bits, forEachBit, grown, setBit, wordsFor } from './bitset';
import { type Candidates, NgramIndex, type NgramSnapshot } from './ngram-index';
import { grownInt32 } from './typed-arrays';

const SEPARATOR = '\u0000';
const SEGMENT_DOCUMENTS = 2048;
const CACHED_TERMS = 256;
/**
 * Terms whose check read more than one text in 32 are cached apart, in a larger LRU: they are the
 * ones worth keeping (a bitset each, 12.5 KB at 100 000 records: 10 MB at most per store).
 */
const CACHED_COSTLY_TERMS = 768;
/**
 * A segment where at least this share of the documents are candidates is searched in one native
 * pass from candidate to next occurrence; sparser ones document by document.
 */
const DENSE_SHARE = 1 / 8;

interface Segment {
  data: string;
  /** Character offset of each document's start; document k ends at starts[k + 1] - 1. */
  starts: Int32Array;
  slots: Int32Array;
}

export interface TextSnapshot {
  segments: Segment[];
  slotSegment: Int32Array;
  slotStart: Int32Array;
  grams: NgramSnapshot;
  exact: [string, Int32Array][];
}

/** Index of the last start ≤ position (starts is increasing, starts[0] = 0). */
function documentAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

export class TextStore {
  private segments: Segment[] = [];
  private terms = new Map<string, Bits>();
  private capacityWords = 0;
  /** Where each slot's text is: segment number and character offset. */
  private slotSegment: Int32Array = new Int32Array(0);
  private slotStart: Int32Array = new Int32Array(0);
  private readonly grams = new NgramIndex();
  /**
   * Common long words with their matches (from the vocabulary's count at build time), kept up to
   * date like cached terms but never evicted: verifying them would mean reading most texts.
   */
  private exact = new Map<string, Bits>();
  private costly = new Map<string, Bits>();

  /** Adds documents (slot numbers with their normalised texts). */
  add(slots: readonly number[], texts: readonly string[]): void {
    for (let from = 0; from < slots.length; from += SEGMENT_DOCUMENTS) {
      const chunkSlots: number[] = [];
      const chunkTexts: string[] = [];
      for (let i = from; i < Math.min(from + SEGMENT_DOCUMENTS, slots.length); i++) {
        // A text holding the separator itself gets a segment of its own, so it cannot be split.
        if (texts[i]!.includes(SEPARATOR)) this.pack([slots[i]!], [texts[i]!]);
        else {
          chunkSlots.push(slots[i]!);
          chunkTexts.push(texts[i]!);
        }
      }
      if (chunkSlots.length > 0) this.pack(chunkSlots, chunkTexts);
    }
    for (let i = 0; i < slots.length; i++) this.grams.add(slots[i]!, texts[i]!);
    for (const known of [this.terms, this.exact, this.costly]) {
      for (const [term, bits] of known) {
        for (let i = 0; i < slots.length; i++) if (texts[i]!.includes(term)) setBit(bits, slots[i]!);
      }
    }
  }

  private pack(slots: number[], texts: string[]): void {
    const starts = new Int32Array(texts.length);
    let offset = 0;
    texts.forEach((text, i) => {
      starts[i] = offset;
      this.slotSegment[slots[i]!] = this.segments.length;
      this.slotStart[slots[i]!] = offset;
      offset += text.length + 1;
    });
    this.segments.push({ data: texts.join(SEPARATOR), starts, slots: Int32Array.from(slots) });
  }

  /** Characters start…end of a slot's text. */
  slice(slot: number, start: number, end: number): string {
    const offset = this.slotStart[slot]!;
    return this.segments[this.slotSegment[slot]!]!.data.slice(offset + start, offset + end);
  }

  /** A slot's whole text. */
  textOf(slot: number): string {
    const segment = this.segments[this.slotSegment[slot]!]!;
    const start = this.slotStart[slot]!;
    return segment.data.slice(start, endOf(segment, start));
  }

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    this.slotSegment = grownInt32(this.slotSegment, capacity, 0);
    this.slotStart = grownInt32(this.slotStart, capacity, 0);
    this.capacityWords = wordsFor(capacity);
    this.grams.reserve(capacity);
    for (const known of [this.terms, this.exact, this.costly]) {
      for (const [term, bits] of known) known.set(term, grown(bits, this.capacityWords));
    }
  }

  /** Words whose matches are known (bitsets over slots, of any length up to the capacity). */
  keepExact(words: Map<string, Bits>): void {
    for (const [term, bits] of words) {
      const sized = new Int32Array(this.capacityWords);
      sized.set(bits.subarray(0, this.capacityWords));
      this.exact.set(term, sized);
    }
  }

  /** Packs the postings once a build is done (no spare room in their lists). */
  seal(): void {
    this.grams.seal();
  }

  /** The postings' size, for the docs and the benchmark. */
  gramStats(): ReturnType<NgramIndex['stats']> {
    return this.grams.stats();
  }

  /** Slots whose text contains the term (dead slots included; the caller masks them). */
  matches(term: string): Bits {
    const known = this.exact.get(term);
    if (known) return known;
    for (const cache of [this.terms, this.costly]) {
      const cached = cache.get(term);
      if (cached) {
        cache.delete(term);
        cache.set(term, cached);
        return cached;
      }
    }
    const bits = new Int32Array(this.capacityWords);
    const candidates = this.grams.candidates(term);
    // One or two characters: the posting is the answer. Longer: check each candidate.
    if (candidates && term.length <= 2) {
      if (candidates.bits) bits.set(candidates.bits.subarray(0, this.capacityWords));
      else for (let i = 0; i < candidates.list.length; i++) setBit(bits, candidates.list[i]!);
    } else if (candidates) {
      const slots = slotsOf(candidates, this.capacityWords);
      this.verify(term, slots, bits);
      if (slots.length > this.capacityWords) return remember(this.costly, CACHED_COSTLY_TERMS, term, bits);
    }
    return remember(this.terms, CACHED_TERMS, term, bits);
  }

  /** Sets in `bits` the candidate slots (increasing) whose text contains the term. */
  private verify(term: string, slots: ArrayLike<number>, bits: Bits): void {
    for (let from = 0; from < slots.length;) {
      const segment = this.segments[this.slotSegment[slots[from]!]!]!;
      let to = from + 1;
      while (to < slots.length && this.slotSegment[slots[to]!] === this.slotSegment[slots[from]!]) to++;
      if (to - from >= DENSE_SHARE * segment.starts.length) this.verifyDense(segment, term, slots, from, to, bits);
      else {
        for (let i = from; i < to; i++) {
          const start = this.slotStart[slots[i]!]!;
          if (segment.data.slice(start, endOf(segment, start)).includes(term)) setBit(bits, slots[i]!);
        }
      }
      from = to;
    }
  }

  /**
   * Many candidates in one segment: search from a candidate to the next occurrence; candidates
   * passed on the way do not hold the term, the document it is found in does (a term holds no
   * U+0000, so an occurrence never spans two documents).
   */
  private verifyDense(segment: Segment, term: string, slots: ArrayLike<number>, from: number, to: number, bits: Bits) {
    const { data, starts } = segment;
    let i = from;
    while (i < to) {
      const found = data.indexOf(term, this.slotStart[slots[i]!]!);
      if (found < 0) return;
      const start = starts[documentAt(starts, found)]!;
      while (i < to && this.slotStart[slots[i]!]! < start) i++;
      if (i < to && this.slotStart[slots[i]!] === start) setBit(bits, slots[i++]!);
    }
  }

  /** Frees segments holding no live slot (after changes), keeping memory bounded. */
  compact(isLive: (slot: number) => boolean): void {
    for (const segment of this.segments) {
      if (segment.slots.length > 0 && !segment.slots.some(isLive)) {
        segment.data = '';
        segment.starts = new Int32Array(1);
        segment.slots = new Int32Array(0);
      }
    }
  }

  /** The store as plain data; its typed arrays as buffers to transfer. */
  snapshot(): { snapshot: TextSnapshot; transfer: ArrayBuffer[] } {
    const segments = this.segments.map(({ data, starts, slots }) => ({ data, starts, slots }));
    const grams = this.grams.snapshot();
    return {
      snapshot: { segments, slotSegment: this.slotSegment, slotStart: this.slotStart, grams, exact: [...this.exact] },
      transfer: [
        ...[...this.exact.values()].map((bits) => bits.buffer),
        ...[grams.keys, grams.counts, grams.offsets, grams.lists, grams.bitsets].map((a) => a.buffer),
        ...segments.flatMap((s) => [s.starts.buffer, s.slots.buffer]),
        this.slotSegment.buffer,
        this.slotStart.buffer,
      ] as ArrayBuffer[],
    };
  }

  restore(snapshot: TextSnapshot, capacity: number): void {
    this.segments = snapshot.segments;
    this.slotSegment = snapshot.slotSegment;
    this.slotStart = snapshot.slotStart;
    this.grams.restore(snapshot.grams);
    this.exact = new Map(snapshot.exact);
    this.terms.clear();
    this.costly.clear();
    this.capacityWords = wordsFor(capacity);
  }
}

/** Where the text starting at `start` ends (its separator, or the end of the segment). */
function endOf(segment: Segment, start: number): number {
  const next = documentAt(segment.starts, start) + 1;
  return next < segment.starts.length ? segment.starts[next]! - 1 : segment.data.length;
}

function slotsOf(candidates: Candidates, words: number): ArrayLike<number> {
  if (candidates.list) return candidates.list;
  const slots: number[] = [];
  forEachBit(candidates.bits, words, (slot) => void slots.push(slot));
  return slots;
}

/** Puts a term's matches in an LRU cache of `size` terms. */
function remember(cache: Map<string, Bits>, size: number, term: string, bits: Bits): Bits {
  if (cache.size >= size) cache.delete(cache.keys().next().value!);
  cache.set(term, bits);
  return bits;
}
