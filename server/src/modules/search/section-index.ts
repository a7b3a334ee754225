/**
 * The in-memory index of one section. Each document has a slot; filters and keyword matches are
 * bitsets over slots, so a search is a few word-wise ANDs, a facet count and a walk down the
 * newest-first order until the page is full, however many records match.
 */
import { CATEGORY_IDS, PAGE_SIZE, maxPageOf, type FilterKey } from '@portal/shared';
import {
  type Bits,
  andInto,
  andNotInto,
  clearBit,
  countAnd,
  countBits,
  forEachBit,
  grown,
  hasBit,
  setBit,
  wordsFor,
} from './bitset';
import { DateWindows, type WindowSnapshot } from './date-window';
import { FACETS, Facet, type FacetName } from './facet';
import { type KeywordMatch, matchKeyword } from './keyword-match';
import { mergedOrder, pageSlots, ranks, sortedOrder, tieredPageSlots } from './ranking';
import { FIELD_SEPARATOR, type SearchDocument } from './search-document';
import type { SearchQuery } from './search-query';
import { type Snippet, snippetOf } from './snippet';
import { SummaryStore, type SummarySnapshot } from './summary-store';
import { TextStore, type TextSnapshot } from './text-store';
import { readingDictionary } from './vocabulary/reading-dictionary';
import { displayForm, spellingsOf } from './vocabulary/term-forms';
import { type TermCount, Vocabulary, VocabularyBuilder, type VocabularySnapshot } from './vocabulary/vocabulary';

/** How many results a search would give without one of its filters (asked when it gives none). */
export interface Relaxation {
  filter: FilterKey;
  count: number;
}

export interface SectionResult<S> {
  items: (S & { snippet: Snippet | null })[];
  totalCount: number;
  page: number;
  maxPage: number;
  /** Category id → count under every criterion except the category filter (disjunctive facet). */
  categoryCounts: Map<string, number>;
  /** Filled only when nothing matched and filters were set: one entry per filter set. */
  relaxations: Relaxation[];
}

/** The title: the first field of a document's text. */
function titleOf(text: string): string {
  const end = text.indexOf(FIELD_SEPARATOR);
  return end < 0 ? text : text.slice(0, end);
}

const CATEGORY_BIT = new Map(CATEGORY_IDS.map((id, i) => [id, i]));

/** Everything an index holds, as transferable buffers: a loading worker hands it over whole. */
export interface IndexSnapshot {
  capacity: number;
  slots: number;
  liveCount: number;
  ids: Float64Array;
  sortKeys: Float64Array;
  categoryMasks: Uint16Array;
  live: Int32Array;
  order: Int32Array;
  rankOf: Int32Array;
  facets: Record<FacetName, [string | number, Int32Array][]>;
  text: TextSnapshot;
  titles: TextSnapshot;
  vocabulary: VocabularySnapshot;
  summaries: SummarySnapshot;
  windows: WindowSnapshot;
}

export class SectionIndex<S extends object> {
  private capacity = 0;
  private slots = 0;
  private ids: Float64Array = new Float64Array(0);
  private sortKeys: Float64Array = new Float64Array(0);
  private categoryMasks: Uint16Array = new Uint16Array(0);
  private live: Bits = new Int32Array(0);
  private liveCount = 0;
  private slotOf = new Map<number, number>();
  /** Live slots, newest first; rankOf[slot] is the position there (-1 for dead slots). */
  private order: Int32Array = new Int32Array(0);
  private rankOf: Int32Array = new Int32Array(0);
  private readonly text = new TextStore();
  /** The titles alone, for the first tier of the relevance order. */
  private readonly titles = new TextStore();
  private vocabulary = Vocabulary.empty();
  private readonly summaries = new SummaryStore<S>((slot, start, end) => this.text.slice(slot, start, end));
  private readonly categories = new Facet<string>(0);
  private readonly areas = new Facet<string>(0);
  private readonly organizations = new Facet<string>(0);
  private readonly cities = new Facet<string>(0);
  private readonly populations = new Facet<string>(0);
  private readonly years = new Facet<number>(0);
  private readonly ministries = new Facet<string>(0);
  private readonly amounts = new Facet<string>(0);
  /** Grants' application windows: the status filter and the deadline order (date-window.ts). */
  private readonly windows = new DateWindows();
  private scratch: [Bits, Bits] = [new Int32Array(0), new Int32Array(0)];

  constructor(documents: Iterable<SearchDocument<S>> = []) {
    const list = [...documents];
    this.append(list);
    if (list.length > 0) {
      const vocabulary = new VocabularyBuilder(readingDictionary());
      vocabulary.add(list.map((d) => d.text));
      this.vocabulary = vocabulary.finish();
    }
    this.reorder();
  }

  /** Builds an index from batches (start-up), so only one batch of rows is in memory at a time. */
  static async build<S extends object>(batches: AsyncIterable<readonly SearchDocument<S>[]>): Promise<SectionIndex<S>> {
    const index = new SectionIndex<S>();
    let vocabulary: VocabularyBuilder | null = null;
    for await (const batch of batches) {
      index.append(batch);
      vocabulary ??= new VocabularyBuilder(readingDictionary());
      vocabulary.add(batch.map((d) => d.text));
    }
    if (vocabulary) index.vocabulary = vocabulary.finish();
    index.reorder();
    return index;
  }

  /** The index as buffers to transfer (the index must not be used afterwards). */
  snapshot(): { snapshot: IndexSnapshot; transfer: ArrayBuffer[] } {
    const text = this.text.snapshot();
    const titles = this.titles.snapshot();
    const summaries = this.summaries.snapshot();
    const windows = this.windows.snapshot();
    const facets = Object.fromEntries(FACETS.map((name) => [name, [...this[name].bits]])) as IndexSnapshot['facets'];
    const { capacity, slots, liveCount, ids, sortKeys, categoryMasks, live, order, rankOf } = this;
    const arrays = [
      ids,
      sortKeys,
      categoryMasks,
      live,
      order,
      rankOf,
      ...FACETS.flatMap((n) => facets[n].map(([, b]) => b)),
    ];
    return {
      snapshot: {
        capacity,
        slots,
        liveCount,
        ids,
        sortKeys,
        categoryMasks,
        live,
        order,
        rankOf,
        facets,
        text: text.snapshot,
        titles: titles.snapshot,
        vocabulary: this.vocabulary.snapshot(),
        summaries: summaries.snapshot,
        windows: windows.snapshot,
      },
      transfer: [
        ...arrays.map((a) => a.buffer as ArrayBuffer),
        ...text.transfer,
        ...titles.transfer,
        ...summaries.transfer,
        ...windows.transfer,
      ],
    };
  }

  static restore<S extends object>(snapshot: IndexSnapshot): SectionIndex<S> {
    const index = new SectionIndex<S>();
    const { capacity, slots, liveCount, ids, sortKeys, categoryMasks, live, order, rankOf } = snapshot;
    Object.assign(index, { capacity, slots, liveCount, ids, sortKeys, categoryMasks, live, order, rankOf });
    const words = wordsFor(capacity);
    for (const name of FACETS) {
      const facet = index[name] as Facet<string | number>;
      facet.bits = new Map(snapshot.facets[name]);
      facet.reserve(words);
    }
    index.text.restore(snapshot.text, capacity);
    index.titles.restore(snapshot.titles, capacity);
    index.vocabulary = new Vocabulary(snapshot.vocabulary);
    index.summaries.restore(snapshot.summaries, capacity);
    index.windows.restore(snapshot.windows);
    forEachBit(live, wordsFor(slots), (slot) => void index.slotOf.set(ids[slot]!, slot));
    index.scratch = [new Int32Array(words), new Int32Array(words)];
    return index;
  }

  get size(): number {
    return this.liveCount;
  }

  /** Every live document's summary, newest first. */
  all(): S[] {
    return Array.from(this.order, (slot) => this.summaries.get(slot));
  }

  /** Up to `limit` summaries, newest first, after the document `afterId` (null: it is gone). */
  pageAfter(limit: number, afterId?: number): S[] | null {
    const slot = afterId === undefined ? undefined : this.slotOf.get(afterId);
    if (afterId !== undefined && slot === undefined) return null;
    const start = slot === undefined ? 0 : this.rankOf[slot]! + 1;
    return Array.from(this.order.subarray(start, start + limit), (next) => this.summaries.get(next));
  }

  /** Adds or replaces documents (a record published or changed) and drops removed ids. */
  apply(changed: readonly SearchDocument<S>[], removedIds: readonly number[] = []): void {
    const leaving: string[] = [];
    for (const id of [...removedIds, ...changed.map((d) => d.id)]) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      leaving.push(this.text.textOf(slot));
      this.slotOf.delete(id);
      clearBit(this.live, slot);
      this.liveCount--;
      this.summaries.clear(slot);
    }
    const first = this.slots;
    this.append(changed);
    this.text.compact((slot) => hasBit(this.live, slot));
    this.titles.compact((slot) => hasBit(this.live, slot));
    this.vocabulary.update(
      leaving,
      changed.map((d) => d.text),
    );
    this.reorder(Array.from({ length: this.slots - first }, (_, i) => first + i));
  }

  private reserve(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, Math.ceil(this.capacity * 1.5), 1024);
    const words = wordsFor(capacity);
    const copy = <T extends Float64Array | Uint16Array>(from: T, make: (n: number) => T) => {
      const next = make(capacity);
      next.set(from);
      return next;
    };
    this.ids = copy(this.ids, (n) => new Float64Array(n));
    this.sortKeys = copy(this.sortKeys, (n) => new Float64Array(n));
    this.categoryMasks = copy(this.categoryMasks, (n) => new Uint16Array(n));
    this.live = grown(this.live, words);
    for (const name of FACETS) this[name].reserve(words);
    this.windows.reserve(capacity);
    this.text.reserve(capacity);
    this.titles.reserve(capacity);
    this.summaries.reserve(capacity);
    this.scratch = [new Int32Array(words), new Int32Array(words)];
    this.capacity = capacity;
  }

  private append(documents: readonly SearchDocument<S>[]): void {
    this.reserve(this.slots + documents.length);
    const slots: number[] = [];
    const texts: string[] = [];
    for (const doc of documents) {
      const slot = this.slots++;
      this.ids[slot] = doc.id;
      this.sortKeys[slot] = doc.sortKey;
      this.summaries.set(slot, doc.summary, doc.text);
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
      this.windows.set(slot, doc.window);
      const previous = this.slotOf.get(doc.id);
      if (previous !== undefined) {
        clearBit(this.live, previous);
        this.liveCount--;
        this.summaries.clear(previous);
      }
      this.slotOf.set(doc.id, slot);
      setBit(this.live, slot);
      this.liveCount++;
      slots.push(slot);
      texts.push(doc.text);
    }
    this.text.add(slots, texts);
    this.titles.add(slots, texts.map(titleOf));
  }

  private reorder(added?: readonly number[]): void {
    this.windows.changed();
    const keys = { sortKeys: this.sortKeys, ids: this.ids };
    this.order = added
      ? mergedOrder(this.order, this.live, added, keys)
      : sortedOrder(this.live, wordsFor(this.slots), this.liveCount, keys);
    this.rankOf = ranks(this.order, this.capacity);
  }

  /**
   * Live slots matching every criterion except the category filter (and `without`), into
   * `target`. `keyword`: the records the keyword matches, or null for no keyword.
   */
  private candidates(query: SearchQuery, words: number, keyword: Bits | null, target: Bits, without?: FilterKey): Bits {
    const base = target;
    base.set(this.live.subarray(0, words));
    if (keyword) andInto(base, keyword, words);
    const facets: [FilterKey, Facet<string>, ReadonlySet<string> | null][] = [
      ['affiliations', this.areas, query.areas],
      ['organizations', this.organizations, query.organizations],
      ['cities', this.cities, query.cities],
      ['populations', this.populations, query.populations],
      ['ministries', this.ministries, query.ministries],
      ['amounts', this.amounts, query.amounts],
    ];
    for (const [key, facet, wanted] of facets) {
      if (wanted && key !== without) andInto(base, facet.union(wanted, words), words);
    }
    if ((query.yearsLower != null || query.yearsUpper != null) && without !== 'years') {
      const lower = query.yearsLower ?? -Infinity;
      const upper = query.yearsUpper ?? Infinity;
      const years = [...this.years.bits.keys()].filter((year) => year >= lower && year <= upper);
      andInto(base, this.years.union(years, words), words);
    }
    if (query.statuses && this.windows.present && without !== 'statuses') {
      andInto(base, this.windows.statusBits(query.statuses, query.today, this.slots, new Int32Array(words)), words);
    }
    if (query.deadlines && this.windows.present) {
      const { from, to } = query.deadlines;
      andInto(base, this.windows.endBits(from, to, this.slots, new Int32Array(words)), words);
    }
    if (query.ids) {
      const union = new Int32Array(words);
      for (const id of query.ids) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) setBit(union, slot);
      }
      andInto(base, union, words);
    }
    return base;
  }

  search(query: SearchQuery): SectionResult<S> {
    const words = wordsFor(this.slots);
    const keyword = query.terms.length > 0 ? this.matchKeyword(query.terms, words) : null;
    const base = this.candidates(query, words, keyword?.cumulative.at(-1) ?? null, this.scratch[0]);
    const counts = new Int32Array(CATEGORY_IDS.length);
    const matching = countBits(base, words);
    let selected = base;
    let total = matching;
    // Facet counts: walk the matches when few, else one AND-popcount per category.
    if (matching < 3 * words) {
      const wanted = query.categories ? this.categories.union(query.categories, words) : null;
      let kept = 0;
      const masks = this.categoryMasks;
      for (let i = 0; i < words; i++) {
        for (let word = base[i]!; word !== 0; word &= word - 1) {
          const slot = (i << 5) | (31 - Math.clz32(word & -word));
          for (let mask = masks[slot]!; mask !== 0; mask &= mask - 1) counts[31 - Math.clz32(mask & -mask)]!++;
          if (wanted && hasBit(wanted, slot)) kept++;
        }
      }
      if (wanted) {
        selected = this.scratch[1];
        selected.set(wanted.subarray(0, words));
        andInto(selected, base, words);
        total = kept;
      }
    } else {
      CATEGORY_IDS.forEach((id, i) => {
        const bits = this.categories.bits.get(id);
        counts[i] = bits ? countAnd(base, bits, words) : 0;
      });
      if (query.categories) {
        selected = this.scratch[1];
        selected.set(this.categories.union(query.categories, words).subarray(0, words));
        andInto(selected, base, words);
        total = countBits(selected, words);
      }
    }
    const slots =
      query.sort === 'deadline' && this.windows.present
        ? this.windows.deadlinePage(selected, query.page, query.today, this.live, words, this.ids)
        : keyword && query.sort === 'relevance'
          ? tieredPageSlots(this.tiers(keyword, selected, words), words, query.page, this.order, this.rankOf)
          : pageSlots(selected, words, total, query.page, this.order, this.rankOf);
    const spellings = keyword ? keyword.forms.flatMap(spellingsOf) : [];
    return {
      items: slots.map((slot) => ({
        ...this.summaries.get(slot),
        snippet: keyword ? snippetOf(this.text.textOf(slot), spellings) : null,
      })),
      totalCount: total,
      page: query.page,
      maxPage: maxPageOf(total, PAGE_SIZE),
      categoryCounts: new Map(CATEGORY_IDS.map((id, i) => [id, counts[i]!])),
      relaxations: total === 0 ? this.relaxations(query, words, keyword, matching) : [],
    };
  }

  private matchKeyword(terms: readonly string[], words: number): KeywordMatch {
    const { text, titles, categories, vocabulary } = this;
    return matchKeyword(terms, { text, titles, categories, vocabulary }, words);
  }

  /** The selected records split by relevance tier, best first (disjoint). */
  private tiers(keyword: KeywordMatch, selected: Bits, words: number): { bits: Bits; total: number }[] {
    let previous: Bits | null = null;
    return keyword.cumulative.map((cumulative) => {
      const bits = new Int32Array(words);
      bits.set(cumulative.subarray(0, words));
      andInto(bits, selected, words);
      if (previous) andNotInto(bits, previous, words);
      previous = cumulative;
      return { bits, total: countBits(bits, words) };
    });
  }

  /**
   * For a search that found nothing, how many results each of its filters costs: the count with
   * that one filter dropped (the category count is already known; the others are one pass of
   * word-wise ANDs each).
   */
  private relaxations(query: SearchQuery, words: number, keyword: KeywordMatch | null, matching: number): Relaxation[] {
    const set: FilterKey[] = [];
    if (query.categories) set.push('categories');
    if (query.areas) set.push('affiliations');
    if (query.organizations) set.push('organizations');
    if (query.cities) set.push('cities');
    if (query.populations) set.push('populations');
    if (query.yearsLower != null || query.yearsUpper != null) set.push('years');
    if (query.statuses && this.windows.present) set.push('statuses');
    if (query.ministries) set.push('ministries');
    if (query.amounts) set.push('amounts');
    const matched = keyword?.cumulative.at(-1) ?? null;
    return set.map((filter) => {
      if (filter === 'categories') return { filter, count: matching };
      const base = this.candidates(query, words, matched, new Int32Array(words), filter);
      if (query.categories) andInto(base, this.categories.union(query.categories, words), words);
      return { filter, count: countBits(base, words) };
    });
  }

  /** Up to `limit` of the section's words starting with `prefix` (by spelling or reading). */
  complete(prefix: string, reading: string | null, limit: number): TermCount[] {
    return this.vocabulary
      .complete(prefix, reading, limit)
      .map(({ term, count }) => ({ term: displayForm(term), count }));
  }
}
