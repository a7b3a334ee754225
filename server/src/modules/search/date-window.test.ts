/**
 * The date-window filter and the deadline order against a plain reference, on 100 000 slots,
 * with the time a request pays for them (printed; asserted loosely: the machine is shared).
 */
import { PAGE_SIZE, statusOnDay, type GrantStatus } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { clearBit, hasBit, setBit, wordsFor } from './bitset';
import { DateWindows } from './date-window';

const SLOTS = 100_000;
const TODAY = 20_000;

function corpus() {
  const windows = new DateWindows();
  windows.reserve(SLOTS);
  const live = new Int32Array(wordsFor(SLOTS));
  const ids = new Float64Array(SLOTS);
  const list: { start: number | null; end: number | null }[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let slot = 0; slot < SLOTS; slot++) {
    const start = next() < 0.1 ? null : TODAY - 400 + Math.floor(next() * 500);
    const end = next() < 0.08 ? null : (start ?? TODAY - 300) + Math.floor(next() * 200);
    list.push({ start, end });
    windows.set(slot, { start, end });
    ids[slot] = slot + 1;
    setBit(live, slot);
  }
  return { windows, live, ids, list };
}

describe('DateWindows', () => {
  const { windows, live, ids, list } = corpus();
  const words = wordsFor(SLOTS);

  it('selects exactly the slots whose status on the day is wanted, once a day', () => {
    for (const wanted of [
      new Set<GrantStatus>(['open', 'closing', 'upcoming', 'ongoing']),
      new Set<GrantStatus>(['closed']),
      new Set<GrantStatus>(['closing', 'upcoming']),
    ]) {
      const started = performance.now();
      const target = windows.statusBits(wanted, TODAY, SLOTS);
      const perRequest = performance.now() - started;
      console.log(`status filter over ${SLOTS} slots: ${perRequest.toFixed(3)} ms the first time in a day`);
      // Later searches of the day read the same bitset: no pass over the slots.
      expect(windows.statusBits(wanted, TODAY, SLOTS)).toBe(target);
      for (let slot = 0; slot < SLOTS; slot++) {
        const { start, end } = list[slot]!;
        expect(hasBit(target, slot)).toBe(wanted.has(statusOnDay(start, end, TODAY)));
      }
      // Its cost is logged, not asserted: one cold measurement measured the machine (32 ms once in
      // CI while the e2e server started beside it); the bench holds the status filter's speed.
    }
  });

  it('answers every combination of statuses a search can ask for, on two days', () => {
    const statuses: GrantStatus[] = ['upcoming', 'open', 'closing', 'closed', 'ongoing'];
    for (const day of [TODAY, TODAY + 30]) {
      const status = list.map(({ start, end }) => statusOnDay(start, end, day));
      for (let combination = 1; combination < 1 << statuses.length; combination++) {
        const wanted = new Set(statuses.filter((_, i) => combination & (1 << i)));
        const expected = new Int32Array(words);
        status.forEach((s, slot) => wanted.has(s) && setBit(expected, slot));
        expect(windows.statusBits(wanted, day, SLOTS), [...wanted].join(',')).toEqual(expected);
      }
    }
  });

  it('moves a grant to closed the day after its last day with no write', () => {
    const slot = list.findIndex((w) => w.end === TODAY && (w.start ?? 0) <= TODAY);
    const closed = new Set<GrantStatus>(['closed']);
    expect(hasBit(windows.statusBits(closed, TODAY, SLOTS), slot)).toBe(false);
    expect(hasBit(windows.statusBits(closed, TODAY + 1, SLOTS), slot)).toBe(true);
  });

  it('answers a changed window at once, though the day and the slots are the same', () => {
    const slot = list.findIndex((w) => w.end !== null && w.end > TODAY + 10);
    const closed = new Set<GrantStatus>(['closed']);
    expect(hasBit(windows.statusBits(closed, TODAY, SLOTS), slot)).toBe(false);
    windows.set(slot, { start: null, end: TODAY - 5 });
    try {
      expect(hasBit(windows.statusBits(closed, TODAY, SLOTS), slot)).toBe(true);
      expect(hasBit(windows.endBits(TODAY - 5, TODAY - 5, SLOTS), slot)).toBe(true);
    } finally {
      windows.set(slot, list[slot]!);
    }
    expect(hasBit(windows.statusBits(closed, TODAY, SLOTS), slot)).toBe(false);
  });

  it('pages by nearest deadline, then no deadline, then most recently closed', () => {
    const all = live;
    const key = (slot: number) => {
      const end = list[slot]!.end;
      if (end === null) return [1, 0, slot];
      return end >= TODAY ? [0, end, slot] : [2, -end, -slot];
    };
    const reference = Array.from({ length: SLOTS }, (_, slot) => slot).sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
    const timed = (label: string, page: number, selected = all, total = SLOTS) => {
      // The best of five runs: the machine is shared, a neighbour's burst is not the code's cost.
      let ms = Infinity;
      let slots: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        slots = windows.deadlinePage(selected, total, page, TODAY);
        ms = Math.min(ms, performance.now() - started);
      }
      console.log(`deadline order, ${label} of ${total}: ${ms.toFixed(3)} ms (best of 5)`);
      return { slots, ms };
    };
    windows.reorder(live, words, ids);
    const first = timed('first page', 1);
    const middle = timed('middle page', SLOTS / PAGE_SIZE / 2);
    const last = timed('last page', SLOTS / PAGE_SIZE);
    expect(first.slots).toEqual(reference.slice(0, PAGE_SIZE));
    expect(middle.slots).toEqual(reference.slice(SLOTS / 2 - PAGE_SIZE, SLOTS / 2));
    expect(last.slots).toEqual(reference.slice(-PAGE_SIZE));
    // Loose (a shared machine): the walk of the whole order this replaced took 16–22 ms.
    expect(Math.max(middle.ms, last.ms)).toBeLessThan(10);

    // A sparse selection far down the order (every 7th closed grant): pages of the filtered order.
    const sparse = new Int32Array(words);
    const chosen = reference.filter((slot, i) => key(slot)[0] === 2 && i % 7 === 0);
    for (const slot of chosen) setBit(sparse, slot);
    for (const page of [1, 2, Math.ceil(chosen.length / PAGE_SIZE)]) {
      const { slots } = timed(`page ${page} of every 7th closed`, page, sparse, chosen.length);
      expect(slots).toEqual(chosen.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
    expect(windows.deadlinePage(sparse, chosen.length, Math.ceil(chosen.length / PAGE_SIZE) + 1, TODAY)).toEqual([]);
  });

  it('keeps the order through writes: dead slots leave, added ones are merged in place', () => {
    const { windows, live, ids, list } = corpus();
    windows.reorder(live, words, ids);
    const gone = [3, 500, 99_999];
    for (const slot of gone) clearBit(live, slot);
    const capacity = SLOTS + 10;
    windows.reserve(capacity);
    const grownLive = new Int32Array(wordsFor(capacity));
    grownLive.set(live);
    const grownIds = new Float64Array(capacity);
    grownIds.set(ids);
    const added = [SLOTS, SLOTS + 1];
    for (const [i, slot] of added.entries()) {
      const window = { start: TODAY - 10, end: i === 0 ? TODAY + 3 : null };
      windows.set(slot, window);
      list[slot] = window;
      grownIds[slot] = slot + 1;
      setBit(grownLive, slot);
    }
    windows.reorder(grownLive, wordsFor(capacity), grownIds, added);
    const fresh = new DateWindows();
    fresh.reserve(capacity);
    for (let slot = 0; slot < capacity; slot++) if (list[slot]) fresh.set(slot, list[slot]);
    fresh.reorder(grownLive, wordsFor(capacity), grownIds);
    const total = SLOTS - gone.length + added.length;
    for (const page of [1, 2, 2500, Math.ceil(total / PAGE_SIZE)]) {
      expect(windows.deadlinePage(grownLive, total, page, TODAY)).toEqual(
        fresh.deadlinePage(grownLive, total, page, TODAY),
      );
    }
  });
});
