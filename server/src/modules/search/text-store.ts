/**
 * The searchable texts of one section, packed many documents to a UTF-16 buffer (separated by
 * U+0000): a keyword is found with one native search per segment rather than a call per document,
 * and the texts sit outside the JavaScript heap (no garbage-collection cost, and a loading worker
 * can hand them over without copying). A term's matches are kept as a bitset in a small LRU cache,
 * updated in place when documents are added, so repeated keywords cost a few word-wise ANDs.
 */
import { type Bits, grown, setBit, wordsFor } from './bitset';
import { grownInt32 } from './typed-arrays';

const SEPARATOR = '\u0000';
const SEGMENT_DOCUMENTS = 2048;
const CACHED_TERMS = 256;

interface Segment {
  data: Buffer;
  /** Character offset of each document's start; document k ends at starts[k + 1] - 1. */
  starts: Int32Array;
  slots: Int32Array;
}

export interface TextSnapshot {
  segments: { data: Uint8Array; starts: Int32Array; slots: Int32Array }[];
  slotSegment: Int32Array;
  slotStart: Int32Array;
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

/** A buffer that owns its whole ArrayBuffer (small Buffers share Node's pool). */
function owned(data: Uint8Array): Uint8Array {
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
}

export class TextStore {
  private segments: Segment[] = [];
  private terms = new Map<string, Bits>();
  private capacityWords = 0;
  /** Where each slot's text is: segment number and character offset. */
  private slotSegment: Int32Array = new Int32Array(0);
  private slotStart: Int32Array = new Int32Array(0);

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
    for (const [term, bits] of this.terms) {
      for (let i = 0; i < slots.length; i++) if (texts[i]!.includes(term)) setBit(bits, slots[i]!);
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
    this.segments.push({ data: Buffer.from(texts.join(SEPARATOR), 'utf16le'), starts, slots: Int32Array.from(slots) });
  }

  /** Characters start…end of a slot's text. */
  slice(slot: number, start: number, end: number): string {
    const offset = this.slotStart[slot]!;
    return this.segments[this.slotSegment[slot]!]!.data.toString('utf16le', 2 * (offset + start), 2 * (offset + end));
  }

  /** A slot's whole text. */
  textOf(slot: number): string {
    const segment = this.segments[this.slotSegment[slot]!]!;
    const start = this.slotStart[slot]!;
    const next = documentAt(segment.starts, start) + 1;
    const end = next < segment.starts.length ? segment.starts[next]! - 1 : segment.data.length >>> 1;
    return segment.data.toString('utf16le', 2 * start, 2 * end);
  }

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    this.slotSegment = grownInt32(this.slotSegment, capacity, 0);
    this.slotStart = grownInt32(this.slotStart, capacity, 0);
    this.capacityWords = wordsFor(capacity);
    for (const [term, bits] of this.terms) this.terms.set(term, grown(bits, this.capacityWords));
  }

  /** Slots whose text contains the term (dead slots included; the caller masks them). */
  matches(term: string): Bits {
    const cached = this.terms.get(term);
    if (cached) {
      this.terms.delete(term);
      this.terms.set(term, cached);
      return cached;
    }
    const bits = new Int32Array(this.capacityWords);
    const needle = Buffer.from(term, 'utf16le');
    for (const { data, starts, slots } of this.segments) {
      let byte = 0;
      for (;;) {
        const found = data.indexOf(needle, byte);
        if (found < 0) break;
        if (found & 1) {
          byte = found + 1; // half of one character and half of the next
          continue;
        }
        const at = found >>> 1;
        const document = documentAt(starts, at);
        const end = document + 1 < starts.length ? starts[document + 1]! - 1 : data.length >>> 1;
        if (at + term.length <= end) {
          setBit(bits, slots[document]!);
          byte = 2 * (end + 1);
        } else {
          byte = found + 2;
        }
      }
    }
    if (this.terms.size >= CACHED_TERMS) this.terms.delete(this.terms.keys().next().value!);
    this.terms.set(term, bits);
    return bits;
  }

  /** Frees segments holding no live slot (after changes), keeping memory bounded. */
  compact(isLive: (slot: number) => boolean): void {
    for (const segment of this.segments) {
      if (segment.slots.length > 0 && !segment.slots.some(isLive)) {
        segment.data = Buffer.alloc(0);
        segment.starts = new Int32Array(1);
        segment.slots = new Int32Array(0);
      }
    }
  }

  snapshot(): { snapshot: TextSnapshot; transfer: ArrayBuffer[] } {
    const segments = this.segments.map(({ data, starts, slots }) => ({ data: owned(data), starts, slots }));
    return {
      snapshot: { segments, slotSegment: this.slotSegment, slotStart: this.slotStart },
      transfer: [
        ...segments.flatMap((s) => [s.data.buffer, s.starts.buffer, s.slots.buffer]),
        this.slotSegment.buffer,
        this.slotStart.buffer,
      ] as ArrayBuffer[],
    };
  }

  restore(snapshot: TextSnapshot, capacity: number): void {
    this.segments = snapshot.segments.map(({ data, starts, slots }) => ({
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      starts,
      slots,
    }));
    this.slotSegment = snapshot.slotSegment;
    this.slotStart = snapshot.slotStart;
    this.terms.clear();
    this.capacityWords = wordsFor(capacity);
  }
}
