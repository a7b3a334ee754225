/**
 * The filters of one section index: a bitset per facet value (facet.ts), the category of each
 * slot as a mask for counting, and the steps of a search that use them: narrowing the live slots
 * to those every filter admits, the disjunctive category counts, and the relaxations of a search
 * that found nothing. A new filter is a row in FACET_FILTERS (a facet of the documents) or a step
 * in `narrow` (a filter computed at query time); its key then also joins `filtersSet`.
 */
import { CATEGORY_IDS, type FilterKey } from '@portal/shared';
import { type Bits, andInto, countBits, hasBit, popcount, setBit } from './bitset';
import { DateWindows, type WindowSnapshot } from './date-window';
import { FACETS, Facet, type FacetName } from './facet';
import type { SearchDocument } from './search-document';
import type { SearchQuery } from './search-query';

/** How many results a search would give without one of its filters (asked when it gives none). */
export interface Relaxation {
  filter: FilterKey;
  count: number;
}

const CATEGORY_BIT = new Map(CATEGORY_IDS.map((id, i) => [id, i]));

/** The facets a query filters by value: filter key, facet, the values the query wants. */
const FACET_FILTERS: [
  FilterKey,
  Exclude<FacetName, 'categories' | 'years'>,
  (q: SearchQuery) => ReadonlySet<string> | null,
][] = [
  ['affiliations', 'areas', (q) => q.areas],
  ['organizations', 'organizations', (q) => q.organizations],
  ['cities', 'cities', (q) => q.cities],
  ['populations', 'populations', (q) => q.populations],
  ['ministries', 'ministries', (q) => q.ministries],
  ['amounts', 'amounts', (q) => q.amounts],
  ['links', 'links', (q) => q.links],
  ['sameSize', 'sizes', (q) => q.sizes],
];

export type FacetSnapshot = Record<FacetName, [string | number, Int32Array][]>;

export class SectionFilters {
  readonly categories = new Facet<string>(0);
  readonly areas = new Facet<string>(0);
  readonly organizations = new Facet<string>(0);
  readonly cities = new Facet<string>(0);
  readonly populations = new Facet<string>(0);
  readonly years = new Facet<number>(0);
  readonly ministries = new Facet<string>(0);
  readonly amounts = new Facet<string>(0);
  /** Links to other sections a record has (`grant`: an eligible or funding grant). */
  readonly links = new Facet<string>(0);
  readonly sizes = new Facet<string>(0);
  /** Per slot, a bit per category (CATEGORY_IDS order): counting walks few matches this way. */
  categoryMasks: Uint16Array = new Uint16Array(0);
  /** Grants' application windows: the status filter and the deadline order (date-window.ts). */
  readonly windows = new DateWindows();

  reserve(capacity: number, words: number): void {
    const masks = new Uint16Array(capacity);
    masks.set(this.categoryMasks);
    this.categoryMasks = masks;
    for (const name of FACETS) this[name].reserve(words);
    this.windows.reserve(capacity);
  }

  add(doc: SearchDocument<unknown>, slot: number): void {
    let mask = 0;
    for (const category of doc.categories) {
      this.categories.add(category, slot);
      const bit = CATEGORY_BIT.get(category);
      if (bit !== undefined) mask |= 1 << bit;
    }
    this.categoryMasks[slot] = mask;
    for (const area of doc.areas) this.areas.add(area, slot);
    if (doc.organization) this.organizations.add(doc.organization, slot);
    for (const kind of doc.cityKinds) this.cities.add(kind, slot);
    for (const band of doc.populationBands) this.populations.add(band, slot);
    if (doc.fiscalYear != null) this.years.add(doc.fiscalYear, slot);
    if (doc.ministry) this.ministries.add(doc.ministry, slot);
    if (doc.amountBand) this.amounts.add(doc.amountBand, slot);
    for (const link of doc.links ?? []) this.links.add(link, slot);
    for (const size of doc.sizeClasses ?? []) this.sizes.add(size, slot);
    this.windows.set(slot, doc.window);
  }

  snapshot(): { facets: FacetSnapshot; categoryMasks: Uint16Array; windows: WindowSnapshot; transfer: ArrayBuffer[] } {
    const facets = Object.fromEntries(FACETS.map((name) => [name, [...this[name].bits]])) as FacetSnapshot;
    const arrays = [this.categoryMasks, ...FACETS.flatMap((n) => facets[n].map(([, b]) => b))];
    const windows = this.windows.snapshot();
    return {
      facets,
      categoryMasks: this.categoryMasks,
      windows: windows.snapshot,
      transfer: [...arrays.map((a) => a.buffer as ArrayBuffer), ...windows.transfer],
    };
  }

  restore(facets: FacetSnapshot, categoryMasks: Uint16Array, windows: WindowSnapshot, words: number): void {
    this.categoryMasks = categoryMasks;
    this.windows.restore(windows);
    for (const name of FACETS) {
      const facet = this[name] as Facet<string | number>;
      facet.bits = new Map(facets[name]);
      facet.reserve(words);
    }
  }

  /**
   * Narrows `base` (live slots, the keyword's matches applied) to those every filter of the
   * query admits except the category filter (and `without`). `slotOf`: id → slot, for `ids`;
   * `slots`: the slots in use (the date windows are read up to there).
   */
  narrow(
    query: SearchQuery,
    words: number,
    base: Bits,
    slotOf: Map<number, number>,
    slots: number,
    without?: FilterKey,
  ): Bits {
    for (const [key, name, wanted] of FACET_FILTERS) {
      const values = wanted(query);
      if (values && key !== without) andInto(base, this[name].union(values, words), words);
    }
    if ((query.yearsLower != null || query.yearsUpper != null) && without !== 'years') {
      const lower = query.yearsLower ?? -Infinity;
      const upper = query.yearsUpper ?? Infinity;
      const years = [...this.years.bits.keys()].filter((year) => year >= lower && year <= upper);
      andInto(base, this.years.union(years, words), words);
    }
    if (query.statuses && this.windows.present && without !== 'statuses') {
      andInto(base, this.windows.statusBits(query.statuses, query.today, slots), words);
    }
    if (query.deadlines && this.windows.present) {
      const { from, to } = query.deadlines;
      andInto(base, this.windows.endBits(from, to, slots), words);
    }
    if (query.ids) {
      const union = new Int32Array(words);
      for (const id of query.ids) {
        const slot = slotOf.get(id);
        if (slot !== undefined) setBit(union, slot);
      }
      andInto(base, union, words);
    }
    return base;
  }

  /** The filter keys a query sets, in the order relaxations are reported. */
  filtersSet(query: SearchQuery): FilterKey[] {
    const set: FilterKey[] = [];
    if (query.categories) set.push('categories');
    for (const [key, , wanted] of FACET_FILTERS) if (wanted(query)) set.push(key);
    if (query.yearsLower != null || query.yearsUpper != null) set.push('years');
    if (query.statuses && this.windows.present) set.push('statuses');
    return set;
  }

  /**
   * Category counts over `base` (everything but the category filter), and the slots the category
   * filter keeps with their number: walking the matches when few, else one pass over their words
   * with an AND-popcount per category.
   */
  countCategories(
    base: Bits,
    words: number,
    matching: number,
    wantedCategories: ReadonlySet<string> | null,
    scratch: Bits,
  ): { counts: Int32Array; selected: Bits; total: number } {
    const counts = new Int32Array(CATEGORY_IDS.length);
    if (matching < 3 * words) {
      const wanted = wantedCategories ? this.categories.union(wantedCategories, words) : null;
      let kept = 0;
      const masks = this.categoryMasks;
      for (let i = 0; i < words; i++) {
        for (let word = base[i]!; word !== 0; word &= word - 1) {
          const slot = (i << 5) | (31 - Math.clz32(word & -word));
          for (let mask = masks[slot]!; mask !== 0; mask &= mask - 1) counts[31 - Math.clz32(mask & -mask)]!++;
          if (wanted && hasBit(wanted, slot)) kept++;
        }
      }
      if (!wanted) return { counts, selected: base, total: matching };
      scratch.set(wanted.subarray(0, words));
      andInto(scratch, base, words);
      return { counts, selected: scratch, total: kept };
    }
    // One pass over the matches for all the categories: a word no match falls in is read once.
    const sets = CATEGORY_IDS.map((id) => this.categories.bits.get(id));
    for (let i = 0; i < words; i++) {
      const word = base[i]!;
      if (word === 0) continue;
      for (let c = 0; c < sets.length; c++) {
        const set = sets[c];
        if (!set) continue; // a category without records
        const both = word & set[i]!;
        if (both !== 0) counts[c]! += popcount(both);
      }
    }
    if (!wantedCategories) return { counts, selected: base, total: matching };
    scratch.set(this.categories.union(wantedCategories, words).subarray(0, words));
    andInto(scratch, base, words);
    return { counts, selected: scratch, total: countBits(scratch, words) };
  }
}
