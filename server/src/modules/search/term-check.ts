/**
 * The substring check of a term's candidate slots (text-store.ts), as a generator that stops
 * after every few candidates: the synchronous caller runs it through, `TextStore#prepare` looks
 * at the clock at each stop and lets the event loop turn once a slice has run long enough. A term
 * whose bigrams most texts hold has most slots as candidates, and checking them all is a scan of
 * the section (hundreds of milliseconds at 100 000 records); sliced, no request waits behind it.
 */
import { type Bits, setBit } from './bitset';

export interface Segment {
  data: string;
  /** Character offset of each document's start; document k ends at starts[k + 1] - 1. */
  starts: Int32Array;
  slots: Int32Array;
}

/** Where each slot's text is: segment number and character offset. */
export interface Layout {
  segments: Segment[];
  slotSegment: Int32Array;
  slotStart: Int32Array;
}

/**
 * Candidates checked between two stops: a few hundred texts, well under a millisecond (a stop
 * costs a clock read; the slice it ends is what bounds the event-loop block).
 */
export const CHECK_EVERY = 128;
/**
 * A run of candidates covering at least this share of its segment's documents is searched in one
 * native pass from candidate to next occurrence; sparser ones document by document.
 */
const DENSE_SHARE = 1 / 8;

/** Index of the last start ≤ position (starts is increasing, starts[0] = 0). */
export function documentAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Where the text starting at `start` ends (its separator, or the end of the segment). */
export function endOf(segment: Segment, start: number): number {
  const next = documentAt(segment.starts, start) + 1;
  return next < segment.starts.length ? segment.starts[next]! - 1 : segment.data.length;
}

/**
 * Sets in `bits` the candidate slots (increasing) whose text contains the term, stopping (yield)
 * after every CHECK_EVERY candidates. The layout is read afresh at each step: a segment emptied
 * meanwhile (compact) holds only dead slots, which then simply do not match.
 */
export function* checkCandidates(term: string, slots: Int32Array, layout: Layout, bits: Bits): Generator<void> {
  for (let from = 0; from < slots.length;) {
    const segmentNumber = layout.slotSegment[slots[from]!]!;
    let end = from + 1;
    while (end < slots.length && layout.slotSegment[slots[end]!] === segmentNumber) end++;
    const dense = end - from >= DENSE_SHARE * layout.segments[segmentNumber]!.starts.length;
    for (let at = from; at < end; at += CHECK_EVERY) {
      const segment = layout.segments[segmentNumber]!;
      const { slotStart } = layout;
      const to = Math.min(end, at + CHECK_EVERY);
      if (dense) checkDense(segment, term, slots, at, to, slotStart, bits);
      else {
        for (let i = at; i < to; i++) {
          const start = slotStart[slots[i]!]!;
          if (segment.data.slice(start, endOf(segment, start)).includes(term)) setBit(bits, slots[i]!);
        }
      }
      yield;
    }
    from = end;
  }
}

/**
 * Many candidates of one segment: search from a candidate to the next occurrence, within the
 * text from the first candidate to the end of the last (a slice shares the segment's characters);
 * candidates passed on the way do not hold the term, the one it is found in does (a term holds no
 * U+0000, so an occurrence never spans two documents).
 */
function checkDense(
  segment: Segment,
  term: string,
  slots: Int32Array,
  from: number,
  to: number,
  slotStart: Int32Array,
  bits: Bits,
): void {
  const { data, starts } = segment;
  const base = slotStart[slots[from]!]!;
  const text = data.slice(base, endOf(segment, slotStart[slots[to - 1]!]!));
  let i = from;
  while (i < to) {
    const found = text.indexOf(term, slotStart[slots[i]!]! - base);
    if (found < 0) return;
    const start = starts[documentAt(starts, base + found)]!;
    while (i < to && slotStart[slots[i]!]! < start) i++;
    if (i < to && slotStart[slots[i]!] === start) setBit(bits, slots[i++]!);
  }
}
