/**
 * Application windows (grants) held per slot as day numbers in two typed arrays, so the 受付状況
 * filter and the 締切が近い順 order are evaluated against "today in Japan time" at each request:
 * a grant closes at midnight JST with no write and no rebuild. The status filter is one pass
 * over the slots (100 000 slots: well under a millisecond); the deadline order is kept sorted by
 * last day and only split at today, so a page walks it like the newest-first order.
 */
import { CLOSING_SOON_DAYS, PAGE_SIZE, type GrantStatus } from '@portal/shared';
import { type Bits, forEachBit, hasBit } from './bitset';

/** No first day given: open since forever. */
export const NO_START = -0x80000000;
/** No last day given: 通年・随時. */
export const NO_END = 0x7fffffff;

export interface DateWindow {
  start: number | null;
  end: number | null;
}

export interface WindowSnapshot {
  present: boolean;
  starts: Int32Array;
  ends: Int32Array;
}

const STATUS_BIT: Record<GrantStatus, number> = { upcoming: 1, open: 2, closing: 4, closed: 8, ongoing: 16 };
/** Every status but closed: what the grants list opens on. */
const APPLICABLE = 1 | 2 | 4 | 16;

export class DateWindows {
  /** False for sections whose records have no application window: the filter does not apply. */
  present = false;
  private starts: Int32Array = new Int32Array(0);
  private ends: Int32Array = new Int32Array(0);
  /** Live slots by last day, then id; null when a write changed them (rebuilt on next use). */
  private byEnd: Int32Array | null = null;

  reserve(capacity: number): void {
    if (capacity <= this.starts.length) return;
    const starts = new Int32Array(capacity).fill(NO_START);
    const ends = new Int32Array(capacity).fill(NO_END);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  set(slot: number, window: DateWindow | undefined): void {
    this.byEnd = null;
    if (!window) return;
    this.present = true;
    this.starts[slot] = window.start ?? NO_START;
    this.ends[slot] = window.end ?? NO_END;
  }

  /** Called when slots die (the order must drop them). */
  changed(): void {
    this.byEnd = null;
  }

  snapshot(): { snapshot: WindowSnapshot; transfer: ArrayBuffer[] } {
    const { present, starts, ends } = this;
    return {
      snapshot: { present, starts, ends },
      transfer: [starts.buffer as ArrayBuffer, ends.buffer as ArrayBuffer],
    };
  }

  restore(snapshot: WindowSnapshot): void {
    this.present = snapshot.present;
    this.starts = snapshot.starts;
    this.ends = snapshot.ends;
    this.byEnd = null;
  }

  /** Slots (of the first `slots`) whose status on day `today` is one of `statuses`, into `target`. */
  statusBits(statuses: ReadonlySet<GrantStatus>, today: number, slots: number, target: Bits): Bits {
    let wanted = 0;
    for (const status of statuses) wanted |= STATUS_BIT[status];
    const { starts, ends } = this;
    // A word at a time, written once; the two common sets (still applicable / closed) need only
    // the last day, since a window's first day is never after its last.
    const words = (slots + 31) >>> 5;
    for (let w = 0; w < words; w++) {
      let word = 0;
      const base = w << 5;
      const limit = Math.min(32, slots - base);
      if (wanted === APPLICABLE) {
        for (let b = 0; b < limit; b++) if (ends[base + b]! >= today) word |= 1 << b;
      } else if (wanted === STATUS_BIT.closed) {
        for (let b = 0; b < limit; b++) if (ends[base + b]! < today) word |= 1 << b;
      } else {
        for (let b = 0; b < limit; b++) {
          const start = starts[base + b]!;
          const end = ends[base + b]!;
          const bit =
            today < start ? 1 : end === NO_END ? 16 : today > end ? 8 : end - today <= CLOSING_SOON_DAYS ? 4 : 2;
          if (wanted & bit) word |= 1 << b;
        }
      }
      target[w] = word;
    }
    target.fill(0, words);
    return target;
  }

  /** Slots whose last day is within [from, to] (day numbers, inclusive), into `target`. */
  endBits(from: number, to: number, slots: number, target: Bits): Bits {
    const { ends } = this;
    target.fill(0);
    for (let slot = 0; slot < slots; slot++) {
      const end = ends[slot]!;
      if (end >= from && end <= to) target[slot >>> 5]! |= 1 << (slot & 31);
    }
    return target;
  }

  /**
   * One page of `selected` by deadline on day `today`: grants still open (or announced) by
   * nearest last day, then those without a deadline, then closed ones, most recently closed first.
   */
  deadlinePage(
    selected: Bits,
    page: number,
    today: number,
    live: Bits,
    words: number,
    ids: Float64Array,
    size = PAGE_SIZE,
  ): number[] {
    const order = this.orderByEnd(live, words, ids);
    const { ends } = this;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ends[order[mid]!]! < today) low = mid + 1;
      else high = mid;
    }
    let skip = (page - 1) * size;
    const slots: number[] = [];
    const visit = (slot: number): boolean => {
      if (!hasBit(selected, slot)) return false;
      if (skip > 0) skip--;
      else slots.push(slot);
      return slots.length === size;
    };
    for (let i = low; i < order.length; i++) if (visit(order[i]!)) return slots;
    for (let i = low - 1; i >= 0; i--) if (visit(order[i]!)) return slots;
    return slots;
  }

  private orderByEnd(live: Bits, words: number, ids: Float64Array): Int32Array {
    if (this.byEnd) return this.byEnd;
    const slots: number[] = [];
    forEachBit(live, words, (slot) => void slots.push(slot));
    const { ends } = this;
    this.byEnd = Int32Array.from(slots).sort((a, b) => ends[a]! - ends[b]! || ids[a]! - ids[b]!);
    return this.byEnd;
  }
}
