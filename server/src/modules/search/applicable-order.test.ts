/**
 * The 受付中を優先 order of grants (date-window.ts `applicablePage`) against a plain sort, on
 * 100 000 slots: grants open for application by nearest last day, then those taken any time, then
 * announced ones by last day, then closed ones, most recently closed first; for every page, and
 * for a selection of them. The time a page takes is printed and asserted loosely (shared machine).
 */
import { PAGE_SIZE, statusOnDay, type GrantStatus } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { setBit, wordsFor } from './bitset';
import { DateWindows } from './date-window';

const SLOTS = 100_000;
const TODAY = 20_000;
const GROUP: Record<GrantStatus, number> = { closing: 0, open: 0, ongoing: 1, upcoming: 2, closed: 3 };

describe('the 受付中を優先 order', () => {
  const windows = new DateWindows();
  windows.reserve(SLOTS);
  const live = new Int32Array(wordsFor(SLOTS));
  const ids = new Float64Array(SLOTS);
  const key: [number, number, number][] = [];
  let seed = 11;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let slot = 0; slot < SLOTS; slot++) {
    const start = next() < 0.1 ? null : TODAY - 400 + Math.floor(next() * 500);
    const end = next() < 0.08 ? null : (start ?? TODAY - 300) + Math.floor(next() * 200);
    windows.set(slot, { start, end });
    ids[slot] = slot + 1;
    setBit(live, slot);
    const group = GROUP[statusOnDay(start, end, TODAY)];
    // Closed ones most recently closed first; ties in the deadline order go by id.
    key.push(group === 3 ? [group, -end!, -slot] : [group, end ?? Infinity, slot]);
  }
  const words = wordsFor(SLOTS);
  windows.reorder(live, words, ids);
  const sorted = (slots: number[]) =>
    slots.sort((a, b) => {
      const [x, y] = [key[a]!, key[b]!];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  const scratch = new Int32Array(words);

  function page(selected: Int32Array, number: number): { slots: number[]; ms: number } {
    let ms = Infinity;
    let slots: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      slots = windows.applicablePage(selected, words, SLOTS, number, TODAY, scratch);
      ms = Math.min(ms, performance.now() - started);
    }
    return { slots, ms };
  }

  it('puts open grants first, closing soonest first, then any-time, announced and closed ones', () => {
    const reference = sorted(Array.from({ length: SLOTS }, (_, slot) => slot));
    const groups = reference.map((slot) => key[slot]![0]);
    const boundaries = [1, 2, 3].map((group) => groups.indexOf(group));
    const pages = [1, 2, ...boundaries.map((at) => Math.floor(at / PAGE_SIZE) + 1), SLOTS / PAGE_SIZE];
    let slowest = 0;
    for (const number of pages) {
      const { slots, ms } = page(live, number);
      expect(slots, `page ${number}`).toEqual(reference.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
      slowest = Math.max(slowest, ms);
    }
    console.log(`受付中を優先, slowest of ${pages.length} pages of ${SLOTS}: ${slowest.toFixed(3)} ms (best of 3)`);
    expect(slowest).toBeLessThan(20);
    expect(page(live, SLOTS / PAGE_SIZE + 1).slots).toEqual([]);
    // The first page is what the list opens on: grants one can apply for now.
    const first = page(live, 1).slots.map((slot) => key[slot]![0]);
    expect(new Set(first)).toEqual(new Set([0]));
  });

  it('orders a selection the same way (a keyword or a filter chose some grants)', () => {
    const selected = new Int32Array(words);
    const chosen: number[] = [];
    for (let slot = 0; slot < SLOTS; slot++) {
      if ((slot * 7919) % 13 < 3) {
        setBit(selected, slot);
        chosen.push(slot);
      }
    }
    const reference = sorted(chosen);
    for (const number of [1, 3, Math.ceil(reference.length / PAGE_SIZE / 2), Math.ceil(reference.length / PAGE_SIZE)]) {
      expect(page(selected, number).slots).toEqual(reference.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
    }
  });
});
