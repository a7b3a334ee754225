/**
 * The date-window filter and the deadline order against a plain reference, on 100 000 slots,
 * with the time a request pays for them (printed; asserted loosely: the machine is shared).
 */
import { PAGE_SIZE, statusOnDay, type GrantStatus } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { hasBit, setBit, wordsFor } from './bitset';
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

  it('selects exactly the slots whose status on the day is wanted, in well under a few ms', () => {
    for (const wanted of [
      new Set<GrantStatus>(['open', 'closing', 'upcoming', 'ongoing']),
      new Set<GrantStatus>(['closed']),
      new Set<GrantStatus>(['closing', 'upcoming']),
    ]) {
      const target = new Int32Array(words);
      windows.statusBits(wanted, TODAY, SLOTS, target);
      const started = performance.now();
      const runs = 20;
      for (let i = 0; i < runs; i++) windows.statusBits(wanted, TODAY, SLOTS, target);
      const perRequest = (performance.now() - started) / runs;
      console.log(`status filter over ${SLOTS} slots: ${perRequest.toFixed(3)} ms per request`);
      for (let slot = 0; slot < SLOTS; slot++) {
        const { start, end } = list[slot]!;
        expect(hasBit(target, slot)).toBe(wanted.has(statusOnDay(start, end, TODAY)));
      }
      expect(perRequest).toBeLessThan(20);
    }
  });

  it('moves a grant to closed the day after its last day with no write', () => {
    const slot = list.findIndex((w) => w.end === TODAY && (w.start ?? 0) <= TODAY);
    const closed = new Set<GrantStatus>(['closed']);
    expect(hasBit(windows.statusBits(closed, TODAY, SLOTS, new Int32Array(words)), slot)).toBe(false);
    expect(hasBit(windows.statusBits(closed, TODAY + 1, SLOTS, new Int32Array(words)), slot)).toBe(true);
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
    windows.deadlinePage(all, 1, TODAY, live, words, ids);
    let started = performance.now();
    const first = windows.deadlinePage(all, 1, TODAY, live, words, ids);
    console.log(`deadline order, first page of ${SLOTS}: ${(performance.now() - started).toFixed(3)} ms`);
    started = performance.now();
    const last = windows.deadlinePage(all, SLOTS / PAGE_SIZE, TODAY, live, words, ids);
    console.log(`deadline order, last page of ${SLOTS}: ${(performance.now() - started).toFixed(3)} ms`);
    expect(first).toEqual(reference.slice(0, PAGE_SIZE));
    expect(last).toEqual(reference.slice(-PAGE_SIZE));
  });
});
