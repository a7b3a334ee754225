/**
 * The searchable texts of one section, packed many documents to a string (separated by U+0000):
 * a few dozen large flat strings rather than a string per document (the garbage collector marks
 * each once and never scans inside), with their n-gram postings (ngram-index.ts). A term's
 * matches are the postings' candidates checked as substrings, each segment of candidates with the
 * cheaper of two searches (term-check.ts); never a scan of the whole section. `prepare` runs that
 * check in slices with event-loop turns between, for the request path. (Strings, not Buffers: a
 * String#indexOf call costs ~0.1 µs where Buffer#indexOf costs ~5 µs, which made the old
 * whole-section scan 10–63 ms.) Checked terms are kept (term-cache.ts), so repeated keywords cost
 * a few word-wise ANDs.
 */
import { type Bits, countBits, forEachBit, grown, setBit, wordsFor } from './bitset';
import { TermCache } from './term-cache';
import { type Candidates, NgramIndex, type NgramSnapshot } from './ngram-index';
import { type Layout, type Segment, checkCandidates, endOf } from './term-check';
import type { SearchScheduler } from './search-scheduler';
import { grownInt32 } from './typed-arrays';

const SEPARATOR = '\u0000';
const SEGMENT_DOCUMENTS = 2048;
export interface TextSnapshot {
  segments: Segment[];
  slotSegment: Int32Array;
  slotStart: Int32Array;
  grams: NgramSnapshot;
  exact: [string, Int32Array][];
}

export class TextStore {
  private readonly layout: Layout = { segments: [], slotSegment: new Int32Array(0), slotStart: new Int32Array(0) };
  private capacityWords = 0;
  /** One past the highest slot added: a check under way verifies the slots added since it began. */
  private end = 0;
  /** Checks under way in slices (prepare), so concurrent searches for one term share one. */
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly grams = new NgramIndex();
  private readonly known = new TermCache();

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
    for (let i = 0; i < slots.length; i++) {
      this.grams.add(slots[i]!, texts[i]!);
      this.end = Math.max(this.end, slots[i]! + 1);
    }
    this.known.added(slots, texts);
  }

  private pack(slots: number[], texts: string[]): void {
    const { segments, slotSegment, slotStart } = this.layout;
    const starts = new Int32Array(texts.length);
    let offset = 0;
    texts.forEach((text, i) => {
      starts[i] = offset;
      slotSegment[slots[i]!] = segments.length;
      slotStart[slots[i]!] = offset;
      offset += text.length + 1;
    });
    segments.push({ data: texts.join(SEPARATOR), starts, slots: Int32Array.from(slots) });
  }

  /** Characters start…end of a slot's text. */
  slice(slot: number, start: number, end: number): string {
    const offset = this.layout.slotStart[slot]!;
    return this.layout.segments[this.layout.slotSegment[slot]!]!.data.slice(offset + start, offset + end);
  }

  /** A slot's whole text. */
  textOf(slot: number): string {
    const segment = this.layout.segments[this.layout.slotSegment[slot]!]!;
    const start = this.layout.slotStart[slot]!;
    return segment.data.slice(start, endOf(segment, start));
  }

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    this.layout.slotSegment = grownInt32(this.layout.slotSegment, capacity, 0);
    this.layout.slotStart = grownInt32(this.layout.slotStart, capacity, 0);
    this.capacityWords = wordsFor(capacity);
    this.grams.reserve(capacity);
    this.known.resize(this.capacityWords);
  }

  /** Words whose matches are known (bitsets over slots, of any length up to the capacity). */
  keepExact(words: Map<string, Bits>): void {
    for (const [term, bits] of words) this.known.keepExact(term, bits);
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
    const cached = this.known.get(term);
    if (cached) return cached;
    const check = this.check(term);
    let step = check.next();
    while (!step.done) step = check.next();
    return step.value;
  }

  /**
   * Makes `matches(term)` a cache hit, checking the candidates in the scheduler's slices
   * (search-scheduler.ts `runInSlices`)
   * with a turn of the event loop between them (the service calls this before a search, then
   * endChecks). True if the term was not cached (checked here, or by a check under way).
   */
  prepare(term: string, scheduler: SearchScheduler): Promise<boolean> {
    if (this.known.get(term)) return Promise.resolve(false);
    let pending = this.pending.get(term);
    if (!pending) {
      pending = this.checkInSlices(term, scheduler).finally(() => this.pending.delete(term));
      this.pending.set(term, pending);
    }
    return pending;
  }

  private async checkInSlices(term: string, scheduler: SearchScheduler): Promise<boolean> {
    await scheduler.runInSlices(this.check(term));
    return true;
  }

  /**
   * A term's matches, computed in steps (see term-check.ts) and then cached. Between steps the
   * store may change: slots added meanwhile are checked at the end (their texts are new, not in
   * the candidates), the capacity may have grown, and another caller may have cached the term.
   */
  private *check(term: string): Generator<void, Bits> {
    const bits = new Int32Array(this.capacityWords);
    const end = this.end;
    const candidates = this.grams.candidates(term);
    let costly = false;
    // One or two characters: the posting is the answer. Longer: check each candidate.
    if (candidates && term.length <= 2) {
      if (candidates.bits) bits.set(candidates.bits.subarray(0, this.capacityWords));
      else for (let i = 0; i < candidates.list.length; i++) setBit(bits, candidates.list[i]!);
    } else if (candidates) {
      const slots = slotsOf(candidates, this.capacityWords);
      yield;
      yield* checkCandidates(term, slots, this.layout, bits);
      costly = slots.length > this.capacityWords;
    }
    const known = this.known.get(term);
    if (known) return known;
    const sized = grown(bits, this.capacityWords);
    for (let slot = end; slot < this.end; slot++) if (this.textOf(slot).includes(term)) setBit(sized, slot);
    return this.known.keep(term, sized, costly);
  }

  /** Frees segments holding no live slot (after changes), keeping memory bounded. */
  compact(isLive: (slot: number) => boolean): void {
    for (const segment of this.layout.segments) {
      if (segment.slots.length > 0 && !segment.slots.some(isLive)) {
        segment.data = '';
        segment.starts = new Int32Array(1);
        segment.slots = new Int32Array(0);
      }
    }
  }

  /** The store as plain data; its typed arrays as buffers to transfer. */
  snapshot(): { snapshot: TextSnapshot; transfer: ArrayBuffer[] } {
    const { slotSegment, slotStart } = this.layout;
    const segments = this.layout.segments.map(({ data, starts, slots }) => ({ data, starts, slots }));
    const grams = this.grams.snapshot();
    const exact = this.known.exactEntries();
    return {
      snapshot: { segments, slotSegment, slotStart, grams, exact },
      transfer: [
        ...exact.map(([, bits]) => bits.buffer),
        ...[grams.keys, grams.counts, grams.offsets, grams.lists, grams.bitsets].map((a) => a.buffer),
        ...segments.flatMap((s) => [s.starts.buffer, s.slots.buffer]),
        slotSegment.buffer,
        slotStart.buffer,
      ] as ArrayBuffer[],
    };
  }

  restore(snapshot: TextSnapshot, capacity: number, slots: number): void {
    this.layout.segments = snapshot.segments;
    this.layout.slotSegment = snapshot.slotSegment;
    this.layout.slotStart = snapshot.slotStart;
    this.end = slots;
    this.grams.restore(snapshot.grams);
    this.capacityWords = wordsFor(capacity);
    this.known.restore(snapshot.exact, this.capacityWords);
  }
}

/** The candidates as an array of slots, increasing. */
function slotsOf(candidates: Candidates, words: number): Int32Array {
  if (candidates.list) return Int32Array.from(candidates.list);
  const slots = new Int32Array(countBits(candidates.bits, words));
  let n = 0;
  forEachBit(candidates.bits, words, (slot) => void (slots[n++] = slot));
  return slots;
}
