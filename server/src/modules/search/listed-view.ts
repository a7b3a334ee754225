/**
 * The part of each record's text its result-list entry shows, as a caller who may not read the
 * detail searches it (auth/text-access.ts). A record's text starts with those fields (title,
 * issuer or company, areas…, then the description, whose first characters the list shows as the
 * excerpt), so that part is a prefix of the text, `listedLength` characters long: this view keeps
 * only that length per slot (4 bytes) and reads the characters from the text store, where a store
 * of its own would hold another copy of most of a list's words and their n-gram postings (about
 * 60 MB per section at 100 000 records).
 *
 * A term's listed matches are its whole-text matches (the text store's, cached or prepared in
 * slices) whose occurrence falls within the prefix: each is checked within its prefix only (133–180
 * characters on average on the generated corpus), in slices like the text store's checks, and kept
 * in a term cache of its own. Measured at 20 000 records per section: 0.2–0.4 µs per whole-text
 * match once compiled (の in every solution: 13 ms; 業務: 4 ms), so a term every record holds costs
 * a few tens of milliseconds of CPU at 100 000, in slices, once, like the text store's costly terms.
 */
import { type Bits, grown, setBit, wordsFor } from './bitset';
import { TermCache } from './term-cache';
import { CHECK_EVERY } from './term-check';
import type { SearchScheduler } from './search-scheduler';
import type { TextStore } from './text-store';
import { grownInt32 } from './typed-arrays';

export class ListedView {
  private lengths: Int32Array = new Int32Array(0);
  private capacityWords = 0;
  /** One past the highest slot added: a check under way verifies the slots added since it began. */
  private end = 0;
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly known = new TermCache();

  constructor(private readonly text: TextStore) {}

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    this.lengths = grownInt32(this.lengths, capacity, 0);
    this.capacityWords = wordsFor(capacity);
    this.known.resize(this.capacityWords);
  }

  /** Documents added to the text store at these slots, with their texts and listed lengths. */
  add(slots: readonly number[], texts: readonly string[], lengths: readonly number[]): void {
    for (let i = 0; i < slots.length; i++) {
      this.lengths[slots[i]!] = lengths[i]!;
      this.end = Math.max(this.end, slots[i]! + 1);
    }
    this.known.added(
      slots,
      texts.map((text, i) => text.slice(0, lengths[i])),
    );
  }

  /** The listed part of a slot's text. */
  textOf(slot: number): string {
    return this.text.slice(slot, 0, this.lengths[slot]!);
  }

  /** Slots whose listed text contains the term (dead slots included; the caller masks them). */
  matches(term: string): Bits {
    const cached = this.known.get(term);
    if (cached) return cached;
    const check = this.check(term);
    let step = check.next();
    while (!step.done) step = check.next();
    return step.value;
  }

  /** Makes `matches(term)` a cache hit without holding the event loop (text-store.ts `prepare`). */
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
    await this.text.prepare(term, scheduler);
    await scheduler.runInSlices(this.check(term));
    return true;
  }

  private holds(slot: number, term: string): boolean {
    const length = this.lengths[slot]!;
    return length >= term.length && this.text.slice(slot, 0, length).includes(term);
  }

  /**
   * The whole-text matches checked within their listed part, stopping every CHECK_EVERY of them.
   * Slots added meanwhile are checked at the end (they are past `end`, which the walk stops at).
   */
  private *check(term: string): Generator<void, Bits> {
    const whole = this.text.matches(term);
    const bits = new Int32Array(this.capacityWords);
    const end = this.end;
    let checked = 0;
    for (let w = 0; w < Math.min(whole.length, wordsFor(end)); w++) {
      for (let word = whole[w]!; word !== 0; word &= word - 1) {
        const slot = (w << 5) | (31 - Math.clz32(word & -word));
        if (slot >= end) break;
        if (this.holds(slot, term)) setBit(bits, slot);
        if (++checked % CHECK_EVERY === 0) yield;
      }
    }
    const known = this.known.get(term);
    if (known) return known;
    const sized = grown(bits, this.capacityWords);
    for (let slot = end; slot < this.end; slot++) if (this.holds(slot, term)) setBit(sized, slot);
    return this.known.keep(term, sized, checked > this.capacityWords);
  }

  /** The listed lengths, to hand over (a loading worker, the index cache). */
  snapshot(): Int32Array {
    return this.lengths;
  }

  restore(lengths: Int32Array, capacity: number, slots: number): void {
    this.lengths = lengths;
    this.end = slots;
    this.capacityWords = wordsFor(capacity);
    this.known.restore([], this.capacityWords);
  }
}
