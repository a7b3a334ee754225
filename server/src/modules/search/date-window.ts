/**
 * Application windows (grants) held per slot as day numbers in two typed arrays, so the 受付状況
 * filter and the 締切が近い順 and 受付中を優先 orders are evaluated against "today in Japan time" at each request:
 * a grant closes at midnight JST with no write and no rebuild. The status filter reads one bitset
 * per status, made for the day by one pass over the slots; the deadline order is kept sorted by
 * last day (sorted at a build, merged at a write) and only split at today. A page far down it
 * counts the selected slots per block of the order first, so it walks one block, not the order.
 */
import { CLOSING_SOON_DAYS, PAGE_SIZE, type GrantStatus } from '@portal/shared';
import { type Bits, andNotCounted, forEachBit, hasBit, orInto } from './bitset';

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
  byEnd: Int32Array;
}

/** Bit k of a wanted set is status k of statusSets. */
const STATUS_BIT: Record<GrantStatus, number> = { upcoming: 1, open: 2, closing: 4, closed: 8, ongoing: 16 };
/** Positions of the deadline order per counted block (a power of two). */
const BLOCK_SHIFT = 8;
/** A page is first looked for by walking this far down the order (the first pages: no counting). */
const FIRST_WALK = 2048;
/** Filter bitsets kept per (statuses or last-day range, day, slots): at most this many. */
const KEPT_MASKS = 32;
/**
 * 受付中を優先: the statuses in the order they come, each group by the deadline order (open ones by
 * nearest last day, closed ones most recently closed first).
 */
const APPLICABLE_ORDER: readonly ReadonlySet<GrantStatus>[] = [
  new Set(['closing', 'open']),
  new Set(['ongoing']),
  new Set(['upcoming']),
  new Set(['closed']),
];

export class DateWindows {
  /** False for sections whose records have no application window: the filter does not apply. */
  present = false;
  private starts: Int32Array = new Int32Array(0);
  private ends: Int32Array = new Int32Array(0);
  /** Live slots by last day, then id (kept by `reorder`, called whenever the live set changes). */
  private byEnd: Int32Array = new Int32Array(0);
  /** Each slot's position in byEnd (-1: not there). */
  private positionOf: Int32Array = new Int32Array(0);
  /**
   * The filters' bitsets by what they select: a status changes only at midnight or by a write,
   * so a search reads a bitset instead of a pass over every slot. Emptied by every change.
   */
  private readonly masks = new Map<string, Bits>();
  /** The day's bitset per status (statusSets), emptied with `masks`. */
  private byStatus: { key: string; sets: Bits[] } | null = null;

  reserve(capacity: number): void {
    if (capacity <= this.starts.length) return;
    this.forget();
    const starts = new Int32Array(capacity).fill(NO_START);
    const ends = new Int32Array(capacity).fill(NO_END);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  set(slot: number, window: DateWindow | undefined): void {
    if (!window) return;
    this.forget();
    this.present = true;
    this.starts[slot] = window.start ?? NO_START;
    this.ends[slot] = window.end ?? NO_END;
  }

  /**
   * After the live set changed: the deadline order of the live slots, sorted (a build) or, for a
   * write, the previous order without dead slots merged with the `added` ones (linear).
   */
  reorder(live: Bits, words: number, ids: Float64Array, added?: readonly number[]): void {
    if (!this.present) return;
    const { ends } = this;
    const compare = (a: number, b: number) => ends[a]! - ends[b]! || ids[a]! - ids[b]!;
    if (added && this.byEnd.length > 0) {
      const fresh = added.filter((slot) => hasBit(live, slot)).sort(compare);
      const order: number[] = [];
      let next = 0;
      for (const slot of this.byEnd) {
        if (!hasBit(live, slot)) continue;
        while (next < fresh.length && compare(fresh[next]!, slot) < 0) order.push(fresh[next++]!);
        order.push(slot);
      }
      while (next < fresh.length) order.push(fresh[next++]!);
      this.byEnd = Int32Array.from(order);
    } else {
      const slots: number[] = [];
      forEachBit(live, words, (slot) => void slots.push(slot));
      this.byEnd = Int32Array.from(slots).sort(compare);
    }
    this.positions();
  }

  private positions(): void {
    this.positionOf = new Int32Array(this.starts.length).fill(-1);
    this.byEnd.forEach((slot, position) => (this.positionOf[slot] = position));
  }

  snapshot(): { snapshot: WindowSnapshot; transfer: ArrayBuffer[] } {
    const { present, starts, ends, byEnd } = this;
    return {
      snapshot: { present, starts, ends, byEnd },
      transfer: [starts.buffer as ArrayBuffer, ends.buffer as ArrayBuffer, byEnd.buffer as ArrayBuffer],
    };
  }

  restore(snapshot: WindowSnapshot): void {
    this.forget();
    this.present = snapshot.present;
    this.starts = snapshot.starts;
    this.ends = snapshot.ends;
    this.byEnd = snapshot.byEnd;
    this.positions();
  }

  /** What the windows decided before a change: it no longer holds. */
  private forget(): void {
    this.masks.clear();
    this.byStatus = null;
  }

  /** A kept bitset, or the one `compute` makes into a fresh array (then kept). Read it, do not change it. */
  private kept(key: string, slots: number, compute: (target: Bits) => void): Bits {
    let bits = this.masks.get(key);
    if (!bits) {
      bits = new Int32Array((slots + 31) >>> 5);
      compute(bits);
      if (this.masks.size >= KEPT_MASKS) this.masks.delete(this.masks.keys().next().value!);
      this.masks.set(key, bits);
    }
    return bits;
  }

  /**
   * Slots (of the first `slots`) whose status on day `today` is one of `statuses`: a shared
   * bitset of (slots + 31) >> 5 words, the OR of the day's per-status bitsets (statusSets).
   */
  statusBits(statuses: ReadonlySet<GrantStatus>, today: number, slots: number): Bits {
    let wanted = 0;
    for (const status of statuses) wanted |= STATUS_BIT[status];
    return this.kept(`s${wanted}:${today}:${slots}`, slots, (target) => {
      const words = (slots + 31) >>> 5;
      const sets = this.statusSets(today, slots);
      for (let status = 0; status < sets.length; status++) {
        if (wanted & (1 << status)) orInto(target, sets[status]!, words);
      }
    });
  }

  /**
   * One bitset per status (STATUS_BIT order) for day `today`, from one pass over the slots, kept
   * until the day or the windows change. Every combination a search asks for is then a few
   * word-wise ORs: computing each combination by its own pass held the event loop for 10-19 ms
   * per new combination at 100 000 grants (the per-slot branches and a module getter read per slot).
   */
  private statusSets(today: number, slots: number): Bits[] {
    const key = `${today}:${slots}`;
    if (this.byStatus?.key === key) return this.byStatus.sets;
    const { starts, ends } = this;
    const closingSoon = CLOSING_SOON_DAYS;
    const words = (slots + 31) >>> 5;
    const sets = Object.values(STATUS_BIT).map(() => new Int32Array(words));
    const [upcoming, open, closing, closed, ongoing] = sets as [Bits, Bits, Bits, Bits, Bits];
    for (let w = 0; w < words; w++) {
      const base = w << 5;
      const limit = Math.min(32, slots - base);
      let u = 0;
      let o = 0;
      let c = 0;
      let x = 0;
      let g = 0;
      for (let b = 0; b < limit; b++) {
        const start = starts[base + b]!;
        const end = ends[base + b]!;
        const bit = 1 << b;
        if (today < start) u |= bit;
        else if (end === NO_END) g |= bit;
        else if (today > end) x |= bit;
        else if (end - today <= closingSoon) c |= bit;
        else o |= bit;
      }
      upcoming[w] = u;
      open[w] = o;
      closing[w] = c;
      closed[w] = x;
      ongoing[w] = g;
    }
    this.byStatus = { key, sets };
    return sets;
  }

  /** Slots whose last day is within [from, to] (day numbers, inclusive): shared, as statusBits. */
  endBits(from: number, to: number, slots: number): Bits {
    return this.kept(`e${from}:${to}:${slots}`, slots, (target) => {
      const { ends } = this;
      for (let slot = 0; slot < slots; slot++) {
        const end = ends[slot]!;
        if (end >= from && end <= to) target[slot >>> 5]! |= 1 << (slot & 31);
      }
    });
  }

  /**
   * One page of `selected` (`total` live slots) by deadline on day `today`: grants still open (or
   * announced) by nearest last day, then those without a deadline, then closed ones, most
   * recently closed first. That is the order from today's split point up, then down from it.
   */
  deadlinePage(selected: Bits, total: number, page: number, today: number, size = PAGE_SIZE): number[] {
    return this.deadlineSlots(selected, total, (page - 1) * size, size, today);
  }

  /**
   * One page of `selected` (of the first `slots`) in the 受付中を優先 order on day `today`: grants
   * open for application by nearest last day, then those taken any time (通年・随時), then announced
   * ones (公募予定) by last day, then closed ones, most recently closed first. Each group is the
   * selection ANDed with the day's status bitsets (a pass of word-wise ANDs), then paged by deadline;
   * groups before the page are only counted. `scratch`: a working bitset of at least `words` words.
   */
  applicablePage(
    selected: Bits,
    words: number,
    slots: number,
    page: number,
    today: number,
    scratch: Bits,
    size = PAGE_SIZE,
  ): number[] {
    let skip = (page - 1) * size;
    const found: number[] = [];
    for (const statuses of APPLICABLE_ORDER) {
      if (found.length === size) break;
      const total = andNotCounted(scratch, selected, this.statusBits(statuses, today, slots), null, words);
      if (skip >= total) {
        skip -= total;
        continue;
      }
      found.push(...this.deadlineSlots(scratch, total, skip, size - found.length, today));
      skip = 0;
    }
    return found;
  }

  /** `count` slots of `selected` (`total` live slots) from position `skip` of the deadline order. */
  private deadlineSlots(selected: Bits, total: number, skip: number, size: number, today: number): number[] {
    const { byEnd: order, ends } = this;
    const n = order.length;
    let low = 0;
    let high = n;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ends[order[mid]!]! < today) low = mid + 1;
      else high = mid;
    }
    if (skip >= total) return [];
    // Step k of the walk: up from the split, then down from just below it.
    const slotAt = (k: number) => (k < n - low ? order[low + k]! : order[n - 1 - k]!);
    const first = this.walk(selected, skip, 0, Math.min(n, FIRST_WALK), slotAt, size);
    if (first.length === size || Math.min(n, FIRST_WALK) === n) return first;
    // Far down (or few selected): count the selected per block of the walk, skip whole blocks.
    const counts = new Int32Array((n >>> BLOCK_SHIFT) + 1);
    for (let w = 0; w < selected.length; w++) {
      for (let word = selected[w]!; word !== 0; word &= word - 1) {
        const position = this.positionOf[(w << 5) | (31 - Math.clz32(word & -word))]!;
        if (position >= 0) counts[(position >= low ? position - low : n - 1 - position) >>> BLOCK_SHIFT]!++;
      }
    }
    let left = skip;
    let block = 0;
    while (block < counts.length && left >= counts[block]!) left -= counts[block++]!;
    const slots: number[] = [];
    for (; block < counts.length && slots.length < size; block++) {
      if (counts[block] === 0) continue;
      const from = block << BLOCK_SHIFT;
      const found = this.walk(selected, left, from, Math.min(n, from + (1 << BLOCK_SHIFT)), slotAt, size);
      slots.push(...found.slice(0, size - slots.length));
      left = Math.max(0, left - counts[block]!);
    }
    return slots;
  }

  /** Up to a page of selected slots at walk steps from…to, after skipping `skip` of them. */
  private walk(
    selected: Bits,
    skip: number,
    from: number,
    to: number,
    slotAt: (k: number) => number,
    size: number,
  ): number[] {
    const slots: number[] = [];
    for (let k = from; k < to && slots.length < size; k++) {
      const slot = slotAt(k);
      if (!hasBit(selected, slot)) continue;
      if (skip > 0) skip--;
      else slots.push(slot);
    }
    return slots;
  }
}
