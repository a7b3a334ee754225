/**
 * The in-memory index of one section. Each document has a slot; filters and keyword matches are
 * bitsets over slots, so a search is a few word-wise ANDs, a facet count and a walk down the
 * newest-first order until the page is full, however many records match.
 */
import { CATEGORY_IDS, PAGE_SIZE, maxPageOf, type FilterKey } from '@portal/shared';
import type { TextAccess } from '../../auth/text-access';
import {
  type Bits,
  BitsPool,
  andInto,
  andNotCounted,
  clearBit,
  countBits,
  forEachBit,
  grown,
  hasBit,
  setBit,
  wordsFor,
} from './bitset';
import { KeywordCache } from './keyword-cache';
import { type KeywordMatch, type KeywordSources, matchKeyword, relevanceTiers, termMatch } from './keyword-match';
import type { IndexSnapshot, SectionResult } from './section-types';
import { mergedOrder, pageSlots, ranks, sortedOrder, tieredPageSlots } from './ranking';
import { FIELD_SEPARATOR, type SearchDocument } from './search-document';
import type { SearchQuery } from './search-query';
import { type Relaxation, SectionFilters } from './section-filters';
import { snippetOf } from './snippet';
import { SummaryStore } from './summary-store';
import { ListedView } from './listed-view';
import type { SearchScheduler } from './search-scheduler';
import { TextStore } from './text-store';
import { grownFloat64 } from './typed-arrays';
import { readingDictionary } from './vocabulary/reading-dictionary';
import { displayForm, spellingsOf, termForms } from './vocabulary/term-forms';
import { Vocabulary, VocabularyBuilder } from './vocabulary/vocabulary';

export type { Relaxation } from './section-filters';
export type { IndexSnapshot, SectionResult } from './section-types';

/** The title: the first field of a document's text. */
function titleOf(text: string): string {
  const end = text.indexOf(FIELD_SEPARATOR);
  return end < 0 ? text : text.slice(0, end);
}

export class SectionIndex<S extends object> {
  private capacity = 0;
  private slots = 0;
  private ids: Float64Array = new Float64Array(0);
  private sortKeys: Float64Array = new Float64Array(0);
  private live: Bits = new Int32Array(0);
  private liveCount = 0;
  private slotOf = new Map<number, number>();
  /** Live slots, newest first; rankOf[slot] is the position there (-1 for dead slots). */
  private order: Int32Array = new Int32Array(0);
  private rankOf: Int32Array = new Int32Array(0);
  private readonly text = new TextStore();
  /** The titles alone, for the first tier of the relevance order. */
  private readonly titles = new TextStore();
  /**
   * What each record's result-list entry shows (a prefix of its text): what a caller who may not
   * read the detail searches and is quoted from (auth/text-access.ts), so neither a hit nor a
   * snippet reveals the rest.
   */
  private readonly listed = new ListedView(this.text);
  private vocabulary = Vocabulary.empty();
  private readonly summaries = new SummaryStore<S>((slot, start, end) => this.text.slice(slot, start, end));
  /** Each document's capitals, for its snippet (letter-case.ts). */
  private readonly capitals = new SummaryStore<{ runs: string | null }>((slot, start, end) =>
    this.text.slice(slot, start, end),
  );
  private readonly filters = new SectionFilters();
  /** A search's working bitsets, reused by every search (`search` runs in one go). */
  private readonly pool = new BitsPool();
  /** Recent keywords' relevance tiers, cleared by every change (keyword-cache.ts). */
  private readonly keywords = new KeywordCache();

  constructor(documents: Iterable<SearchDocument<S>> = []) {
    const list = [...documents];
    const first = this.append(list);
    if (list.length > 0) {
      const vocabulary = new VocabularyBuilder(readingDictionary());
      vocabulary.add(
        list.map((d) => d.text),
        list.map((_, i) => first + i),
      );
      this.finishVocabulary(vocabulary);
    }
    this.reorder();
    this.seal();
  }

  /** Builds an index from batches (start-up), so only one batch of rows is in memory at a time. */
  static async build<S extends object>(batches: AsyncIterable<readonly SearchDocument<S>[]>): Promise<SectionIndex<S>> {
    const index = new SectionIndex<S>();
    let vocabulary: VocabularyBuilder | null = null;
    for await (const batch of batches) {
      const first = index.append(batch);
      vocabulary ??= new VocabularyBuilder(readingDictionary());
      vocabulary.add(
        batch.map((d) => d.text),
        batch.map((_, i) => first + i),
      );
    }
    if (vocabulary) index.finishVocabulary(vocabulary);
    index.reorder();
    index.seal();
    return index;
  }

  /** The vocabulary, and the matches of its common long words for the text store. */
  private finishVocabulary(builder: VocabularyBuilder): void {
    this.vocabulary = builder.finish();
    this.text.keepExact(builder.frequent());
  }

  /** Packs the n-gram postings once a build is done. */
  private seal(): void {
    this.text.seal();
    this.titles.seal();
  }

  /** The index as buffers to transfer (the index must not be used afterwards). */
  snapshot(): { snapshot: IndexSnapshot; transfer: ArrayBuffer[] } {
    const text = this.text.snapshot();
    const titles = this.titles.snapshot();
    const listed = this.listed.snapshot();
    const summaries = this.summaries.snapshot();
    const capitals = this.capitals.snapshot();
    const { facets, categoryMasks, windows, transfer } = this.filters.snapshot();
    const { capacity, slots, liveCount, ids, sortKeys, live, order, rankOf } = this;
    const arrays = [ids, sortKeys, live, order, rankOf];
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
        listed,
        vocabulary: this.vocabulary.snapshot(),
        summaries: summaries.snapshot,
        capitals: capitals.snapshot,
        windows,
      },
      transfer: [
        ...arrays.map((a) => a.buffer as ArrayBuffer),
        ...transfer,
        ...text.transfer,
        ...titles.transfer,
        listed.buffer as ArrayBuffer,
        ...summaries.transfer,
        ...capitals.transfer,
      ],
    };
  }

  static restore<S extends object>(snapshot: IndexSnapshot): SectionIndex<S> {
    const index = new SectionIndex<S>();
    const { capacity, slots, liveCount, ids, sortKeys, live, order, rankOf } = snapshot;
    Object.assign(index, { capacity, slots, liveCount, ids, sortKeys, live, order, rankOf });
    const words = wordsFor(capacity);
    index.filters.restore(snapshot.facets, snapshot.categoryMasks, snapshot.windows, words);
    index.text.restore(snapshot.text, capacity, slots);
    index.titles.restore(snapshot.titles, capacity, slots);
    index.listed.restore(snapshot.listed, capacity, slots);
    index.vocabulary = new Vocabulary(snapshot.vocabulary);
    index.summaries.restore(snapshot.summaries, capacity);
    index.capitals.restore(snapshot.capitals, capacity);
    forEachBit(live, wordsFor(slots), (slot) => void index.slotOf.set(ids[slot]!, slot));
    return index;
  }

  get size(): number {
    return this.liveCount;
  }

  /** Every live document's summary, newest first. */
  all(): S[] {
    return Array.from(this.order, (slot) => this.summaries.get(slot));
  }

  /** The summaries of the ids that are live, in the order given: links show published records only. */
  summariesOf(ids: readonly number[]): S[] {
    const found: S[] = [];
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      // A copy: callers add per-request fields (a grant's status) to what they get.
      if (slot !== undefined) found.push({ ...this.summaries.get(slot) });
    }
    return found;
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
    this.keywords.clear();
    const leaving: string[] = [];
    for (const id of [...removedIds, ...changed.map((d) => d.id)]) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      leaving.push(this.text.textOf(slot));
      this.slotOf.delete(id);
      clearBit(this.live, slot);
      this.liveCount--;
      this.summaries.clear(slot);
      this.capitals.clear(slot);
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
    this.ids = grownFloat64(this.ids, capacity, 0);
    this.sortKeys = grownFloat64(this.sortKeys, capacity, 0);
    this.live = grown(this.live, words);
    this.filters.reserve(capacity, words);
    this.text.reserve(capacity);
    this.titles.reserve(capacity);
    this.listed.reserve(capacity);
    this.summaries.reserve(capacity);
    this.capitals.reserve(capacity);
    this.capacity = capacity;
  }

  /** Gives the documents slots from the first free one (returned), in order. */
  private append(documents: readonly SearchDocument<S>[]): number {
    const first = this.slots;
    this.reserve(this.slots + documents.length);
    const slots: number[] = [];
    const texts: string[] = [];
    const listedLengths: number[] = [];
    for (const doc of documents) {
      const slot = this.slots++;
      this.ids[slot] = doc.id;
      this.sortKeys[slot] = doc.sortKey;
      this.summaries.set(slot, doc.summary, doc.text);
      // No text: runs never appear in it, so the column need not look for them there.
      this.capitals.set(slot, { runs: doc.capitals ?? null }, '');
      this.filters.add(doc, slot);
      const previous = this.slotOf.get(doc.id);
      if (previous !== undefined) {
        clearBit(this.live, previous);
        this.liveCount--;
        this.summaries.clear(previous);
        this.capitals.clear(previous);
      }
      this.slotOf.set(doc.id, slot);
      setBit(this.live, slot);
      this.liveCount++;
      slots.push(slot);
      texts.push(doc.text);
      // Without a listed length the title stands for what the list shows.
      listedLengths.push(Math.min(doc.listedLength ?? titleOf(doc.text).length, doc.text.length));
    }
    this.text.add(slots, texts);
    this.titles.add(slots, texts.map(titleOf));
    this.listed.add(slots, texts, listedLengths);
    return first;
  }

  private reorder(added?: readonly number[]): void {
    const keys = { sortKeys: this.sortKeys, ids: this.ids };
    this.order = added
      ? mergedOrder(this.order, this.live, added, keys)
      : sortedOrder(this.live, wordsFor(this.slots), this.liveCount, keys);
    this.rankOf = ranks(this.order, this.capacity);
    this.filters.windows.reorder(this.live, wordsFor(this.slots), this.ids, added);
  }

  /**
   * Live slots matching every criterion except the category filter (and `without`), in a
   * working bitset of this search. `keyword`: the records the keyword matches, or null for none.
   */
  private candidates(query: SearchQuery, words: number, keyword: Bits | null, without?: FilterKey): Bits {
    const target = this.pool.copy(this.live, words);
    if (keyword) andInto(target, keyword, words);
    return this.filters.narrow(query, words, target, this.slotOf, this.slots, without);
  }

  /** The texts a caller with this access searches: the whole texts, or the listed parts only. */
  private textsFor(access: TextAccess): TextStore | ListedView {
    return access === 'detail' ? this.text : this.listed;
  }

  /**
   * Computes, a slice at a time with turns of the event loop between (search-scheduler.ts), the
   * term matches a search with these terms reads, so that `search` right after finds them cached.
   */
  async prepare(terms: readonly string[], access: TextAccess, scheduler: SearchScheduler): Promise<void> {
    const started = scheduler.now();
    const texts = this.textsFor(access);
    let checked = false;
    for (const term of terms) {
      const forms = termForms(term, this.vocabulary);
      for (const spelling of spellingsOf(forms)) {
        if (await texts.prepare(spelling, scheduler)) checked = true;
        if (
          (spelling === term || forms.alternatives.includes(spelling)) &&
          (await this.titles.prepare(spelling, scheduler))
        ) {
          checked = true;
        }
      }
    }
    // All the checks together decide whether the search after them waits for a turn of the loop.
    if (checked) await scheduler.endChecks(started);
  }

  /** `size`: results per page; only exports (up to 1 000 rows) ask for more than the 20 of a page. */
  search(query: SearchQuery, size = PAGE_SIZE): SectionResult<S> {
    const words = wordsFor(this.slots);
    this.pool.reset();
    const keyword = query.terms.length > 0 ? this.matchKeyword(query.terms, query.access, words) : null;
    const base = this.candidates(query, words, keyword?.cumulative.at(-1) ?? null);
    const matching = countBits(base, words);
    const { counts, selected, total } = this.filters.countCategories(
      base,
      words,
      matching,
      query.categories,
      this.pool.take(words),
    );
    const slots = this.pageOf(query, keyword, selected, total, words, size);
    const spellings = keyword ? keyword.forms.flatMap(spellingsOf) : [];
    // An export's rows (size up to 1 000) would push the pages' popular records out of the cache.
    const page = size <= PAGE_SIZE;
    return {
      items: slots.map((slot) => ({
        ...(page ? this.summaries.shared(slot) : this.summaries.get(slot)),
        snippet: keyword ? this.snippet(slot, spellings, query.access) : null,
      })),
      totalCount: total,
      page: query.page,
      maxPage: maxPageOf(total, PAGE_SIZE),
      categoryCounts: new Map(CATEGORY_IDS.map((id, i) => [id, counts[i]!])),
      relaxations: total === 0 ? this.relaxations(query, words, keyword, matching) : [],
    };
  }

  /**
   * The slots of the page in the query's order: the deadline orders where the section has
   * application windows (others answer newest first), relevance tiers with a keyword, newest.
   */
  private pageOf(
    query: SearchQuery,
    keyword: KeywordMatch | null,
    selected: Bits,
    total: number,
    words: number,
    size: number,
  ): number[] {
    const { windows } = this.filters;
    if (query.sort === 'deadline' && windows.present) {
      return windows.deadlinePage(selected, total, query.page, query.today, size);
    }
    if (query.sort === 'applicable' && windows.present) {
      const scratch = this.pool.scratch(words);
      return windows.applicablePage(selected, words, this.slots, query.page, query.today, scratch, size);
    }
    if (keyword && query.sort === 'relevance') {
      const tiers = relevanceTiers(keyword, selected, words, this.pool);
      return tieredPageSlots(tiers, words, query.page, this.order, this.rankOf, size);
    }
    return pageSlots(selected, words, total, query.page, this.order, this.rankOf, size);
  }

  /** Quoted only from the text the caller searched, so it never shows what they may not read. */
  private snippet(slot: number, spellings: readonly string[], access: TextAccess) {
    // The listed text is a prefix of the text: the same capitals hold there.
    const text = access === 'detail' ? this.text.textOf(slot) : this.listed.textOf(slot);
    return snippetOf(text, spellings, this.capitals.get(slot).runs);
  }

  /** `keep`: false for a one-off count (suggestions), which must not push searches' keywords out. */
  private matchKeyword(terms: readonly string[], access: TextAccess, words: number, keep = true): KeywordMatch {
    const key = `${access}\u0000${KeywordCache.keyOf(terms)}`;
    const kept = this.keywords.get(key, words);
    if (kept) return kept;
    const match = matchKeyword(terms, this.keywordSources(access), words, this.pool);
    if (keep) this.keywords.keep(key, match, words);
    return match;
  }

  private keywordSources(access: TextAccess): KeywordSources {
    const { titles, vocabulary } = this;
    return { text: this.textsFor(access), titles, categories: this.filters.categories, vocabulary };
  }

  /**
   * For a search that found nothing, how many results each of its filters costs: the count with
   * that one filter dropped (the category count is already known; the others are one pass of
   * word-wise ANDs each).
   */
  private relaxations(query: SearchQuery, words: number, keyword: KeywordMatch | null, matching: number): Relaxation[] {
    const matched = keyword?.cumulative.at(-1) ?? null;
    return this.filters.filtersSet(query).map((filter) => {
      if (filter === 'categories') return { filter, count: matching };
      const base = this.candidates(query, words, matched, filter);
      if (query.categories) andInto(base, this.filters.categories.union(query.categories, words), words);
      return { filter, count: countBits(base, words) };
    });
  }

  /**
   * How many records `query` finds (`total`) and, for each of `lastTerms`, how many it finds with
   * that term added to its own: the `totalCount` `search` gives for the keyword 「…terms lastTerm」,
   * with the same matching and filters. What suggestions show. The query's own criteria are
   * applied once, then each term is a few word-wise passes. Every term must be prepared; none is
   * kept for later searches.
   */
  countWith(query: SearchQuery, lastTerms: readonly string[]): { total: number; counts: number[] } {
    const words = wordsFor(this.slots);
    this.pool.reset();
    const keyword = query.terms.length > 0 ? this.matchKeyword(query.terms, query.access, words, false) : null;
    const base = this.candidates(query, words, keyword?.cumulative.at(-1) ?? null);
    if (query.categories) andInto(base, this.filters.categories.union(query.categories, words), words);
    const sources = this.keywordSources(query.access);
    const counts = lastTerms.map((term) => {
      const mark = this.pool.mark;
      const matched = termMatch(termForms(term, this.vocabulary), sources, words, this.pool);
      const count = andNotCounted(this.pool.scratch(words), matched, base, null, words);
      this.pool.release(mark);
      return count;
    });
    return { total: countBits(base, words), counts };
  }

  /**
   * Up to `limit` of the section's words starting with `prefix` (by spelling or reading), most
   * frequent in the whole texts first, as they are written in suggestions. Only candidates: how
   * many records each finds is a search's to say (`count`).
   */
  complete(prefix: string, reading: string | null, limit: number): string[] {
    return this.vocabulary.complete(prefix, reading, limit).map(({ term }) => displayForm(term));
  }
}
