/**
 * The newest-first order of a section's live slots, and pages taken from it. Ties on the
 * publication time go to the higher id.
 */
import { PAGE_SIZE } from '@portal/shared';
import { type Bits, forEachBit, hasBit } from './bitset';

export interface Keys {
  sortKeys: Float64Array;
  ids: Float64Array;
}

const comparer =
  ({ sortKeys, ids }: Keys) =>
  (a: number, b: number) =>
    sortKeys[b]! - sortKeys[a]! || ids[b]! - ids[a]!;

/** Every live slot, sorted (start-up). */
export function sortedOrder(live: Bits, words: number, count: number, keys: Keys): Int32Array {
  const order = new Int32Array(count);
  let n = 0;
  forEachBit(live, words, (slot) => {
    order[n++] = slot;
  });
  return order.sort(comparer(keys));
}

/** The previous order without dead slots, merged with added slots (a write: linear, not a sort). */
export function mergedOrder(previous: Int32Array, live: Bits, added: readonly number[], keys: Keys): Int32Array {
  const compare = comparer(keys);
  const fresh = added.filter((slot) => hasBit(live, slot)).sort(compare);
  const order: number[] = [];
  let next = 0;
  for (const slot of previous) {
    if (!hasBit(live, slot)) continue;
    while (next < fresh.length && compare(fresh[next]!, slot) < 0) order.push(fresh[next++]!);
    order.push(slot);
  }
  while (next < fresh.length) order.push(fresh[next++]!);
  return Int32Array.from(order);
}

/** rankOf[slot] = position in the order, -1 for slots not in it. */
export function ranks(order: Int32Array, capacity: number): Int32Array {
  const rankOf = new Int32Array(capacity).fill(-1);
  order.forEach((slot, rank) => (rankOf[slot] = rank));
  return rankOf;
}

/**
 * `count` slots of `selected` (which holds `total` slots) from position `start`, newest first: walk
 * the order until enough are found, or, when matches are few and far between, sort just them.
 */
export function slotsFrom(
  selected: Bits,
  words: number,
  total: number,
  start: number,
  count: number,
  order: Int32Array,
  rankOf: Int32Array,
): number[] {
  if (start >= total || count <= 0) return [];
  const walk = ((start + count) * order.length) / total;
  if (walk > 4 * total * Math.log2(total + 1)) {
    const slots: number[] = [];
    forEachBit(selected, words, (slot) => void slots.push(slot));
    slots.sort((a, b) => rankOf[a]! - rankOf[b]!);
    return slots.slice(start, start + count);
  }
  const slots: number[] = [];
  let seen = 0;
  for (let rank = 0; rank < order.length && slots.length < count; rank++) {
    const slot = order[rank]!;
    if (hasBit(selected, slot) && seen++ >= start) slots.push(slot);
  }
  return slots;
}

/** The slots of one page of `selected`, newest first. */
export function pageSlots(
  selected: Bits,
  words: number,
  total: number,
  page: number,
  order: Int32Array,
  rankOf: Int32Array,
  size = PAGE_SIZE,
): number[] {
  return slotsFrom(selected, words, total, (page - 1) * size, size, order, rankOf);
}

/**
 * One page over tiers (disjoint bitsets, best first, each newest first): the relevance order.
 * Tiers before the page are only counted.
 */
export function tieredPageSlots(
  tiers: Iterable<{ bits: Bits; total: number }>,
  words: number,
  page: number,
  order: Int32Array,
  rankOf: Int32Array,
  size = PAGE_SIZE,
): number[] {
  let skip = (page - 1) * size;
  const slots: number[] = [];
  for (const { bits, total } of tiers) {
    if (slots.length === size) break;
    if (skip >= total) {
      skip -= total;
      continue;
    }
    slots.push(...slotsFrom(bits, words, total, skip, size - slots.length, order, rankOf));
    skip = 0;
  }
  return slots;
}
