/**
 * The search read model of all three sections (docs/search.md): built from the database at
 * start, refreshed by id after writes, answering searches without SQL. Writes are also recorded
 * in the search change log, which every app process follows (search-changes.ts).
 */
import {
  CATEGORIES,
  KEYWORD_MAX_LENGTH,
  SECTION_DEFAULTS,
  SECTION_FILTERS,
  SECTIONS,
  compactCriteria,
  japanDayOf,
  normalizeText,
  splitKeyword,
  type Section,
} from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { TextAccess } from '../../auth/text-access';
import type { CategoryCount } from '../category/category.entity';
import { REREAD_WINDOW, SearchChangeLog } from './search-changes';
import { type SearchQuery, toSearchQuery } from './search-query';
import { invalidInput } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { LIST_PAGE_MAX, type SearchInput, type SearchResultShape } from './search.types';
import { type LoadOptions, type SectionSources, type Summaries, loadSectionIndex } from './section-loading';
import type { SearchEngine } from './search-engine';
import type { SectionIndex } from './section-index';
import { toHiragana } from './vocabulary/reading-dictionary';
import { SearchScheduler } from './search-scheduler';
import { warmUp } from './warm-up';
import { isKana } from './vocabulary/term-forms';
import type { TermCount } from './vocabulary/vocabulary';

/** Most suggestions one prefix gets. */
export const SUGGESTION_LIMIT = 8;
/**
 * The section's most frequent words for a prefix that are counted for its suggestions: more than
 * are shown, since some find nothing for this caller or with the earlier terms.
 */
const SUGGESTION_CANDIDATES = 16;

function toCategoryCounts(counts: Map<string, number>): CategoryCount[] {
  return CATEGORIES.map((c) => ({ id: c.id, name: c.name, subnames: [...c.subnames], count: counts.get(c.id) ?? 0 }));
}

/** How often a process prunes old rows from the change log. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** `M`: per section, the summary its results carry (modules/sections.ts composes the portal's). */
export class SearchService<M extends Summaries> implements SearchEngine<M> {
  private following: NodeJS.Timeout | null = null;
  /** When catchUp last found nothing left to apply (the index sync lag metric). */
  syncedAt = Date.now();
  private lastPrune = Date.now();
  private changed = 0;
  /** Today in Japan time decides grants' statuses and the deadline order (tests move it). */
  clock: Clock = systemClock;
  private constructor(
    private readonly dataSource: DataSource,
    private readonly sources: SectionSources<M>,
    private readonly indexes: { [K in Section]: SectionIndex<M[K]> },
    private readonly changes: SearchChangeLog,
    /** The newest change this process has applied. */
    private seen: number,
    /** Whether each section was read from the index cache or built from the database. */
    readonly origins: Record<Section, 'cache' | 'database'>,
    /** Searches' turns and their term checks' slices on the event loop (search-scheduler.ts). */
    private readonly scheduler: SearchScheduler,
  ) {}

  static async load<M extends Summaries>(
    dataSource: DataSource,
    sources: SectionSources<M>,
    options: LoadOptions = {},
  ): Promise<SearchService<M>> {
    const changes = new SearchChangeLog(dataSource);
    // Read before the build: a change recorded while the sections load is applied afterwards.
    const seen = await changes.latestId();
    const loaded = await Promise.all(
      SECTIONS.map((section) => loadSectionIndex(dataSource, sources, section, options)),
    );
    for (const { index } of loaded) warmUp(index);
    const bySection = <T>(pick: (section: (typeof loaded)[number]) => T) =>
      Object.fromEntries(SECTIONS.map((section, i) => [section, pick(loaded[i]!)])) as Record<Section, T>;
    return new SearchService(
      dataSource,
      sources,
      bySection((section) => section.index) as { [K in Section]: SectionIndex<M[K]> },
      changes,
      seen,
      bySection((section) => section.origin),
      options.scheduler ?? new SearchScheduler(),
    );
  }

  /**
   * Changes whenever a write is applied to any section, and at midnight Japan time (a grant's
   * status depends on the day): answers cached before either are stale.
   */
  get generation(): number {
    return japanDayOf(this.clock()) * 1e9 + this.changed;
  }

  /**
   * Prepares a search's keyword (below), then answers it in its turn: a term checked in slices
   * holds no other search, and searches run in the order they were ready (search-scheduler.ts).
   */
  async find<K extends Section>(
    section: K,
    input: SearchInput,
    viewerSizes: readonly string[] | null = null,
    access: TextAccess = 'list',
  ): Promise<SearchResultShape<M[K]>> {
    const terms = this.termsOf(input);
    // Prepared again in the turn (a cache hit): a term that left the cache meanwhile is checked there.
    const prepare = async () => {
      if (terms.length > 0) await this.indexes[section].prepare(terms, access, this.scheduler);
    };
    return this.scheduler.takeAfter(prepare, async () => {
      await prepare();
      return this.search(section, input, viewerSizes, access);
    });
  }

  /**
   * The term matches of a keyword search, computed a slice at a time with turns of the event
   * loop between (search-scheduler.ts): a search of uncached common fragments at 100 000 records is
   * hundreds of milliseconds of checking, which would otherwise hold every queued request. It
   * checks inside a turn (`find` checks before its turn), for callers that search several times
   * after it.
   */
  prepare(section: Section, input: SearchInput, access: TextAccess = 'list'): Promise<void> {
    return this.scheduler.take(() => this.prepareTerms(section, this.termsOf(input), access));
  }

  private async prepareTerms(section: Section, terms: readonly string[], access: TextAccess): Promise<void> {
    if (terms.length > 0) await this.indexes[section].prepare(terms, access, this.scheduler);
  }

  /** The checked query of a search on this section, today. */
  private queryOf(
    section: Section,
    input: SearchInput,
    viewerSizes: readonly string[] | null,
    access: TextAccess,
  ): SearchQuery {
    return toSearchQuery(input, this.clock(), viewerSizes, access, SECTION_FILTERS[section].listOrder);
  }

  /** A search's keyword terms (bad input throws the error `search` gives). */
  private termsOf(input: SearchInput): readonly string[] {
    // Only the keyword's terms matter here; `sameSize` is checked (with the caller's size) by `search`.
    const { sameSize: _viewerDependent, ...keywordInput } = input;
    return toSearchQuery(keywordInput, this.clock()).terms;
  }

  /**
   * `viewerSizes`: for `sameSize`, the caller's municipality's size classes (search-query.ts);
   * `access`: the text the caller may read, matched and quoted (auth/text-access.ts).
   */
  search<K extends Section>(
    section: K,
    input: SearchInput,
    viewerSizes: readonly string[] | null = null,
    access: TextAccess = 'list',
  ): SearchResultShape<M[K]> {
    const result = this.indexes[section].search(this.queryOf(section, input, viewerSizes, access));
    return { ...result, categoryCounts: toCategoryCounts(result.categoryCounts) };
  }

  /**
   * The first `limit` results of a search in the search's own order, in one pass of the index
   * (an export of up to 1 000 rows; a page is 20). The criteria's page is ignored.
   */
  searchRows<K extends Section>(
    section: K,
    input: SearchInput,
    limit: number,
    access: TextAccess = 'list',
  ): { items: M[K][]; totalCount: number } {
    const { items, totalCount } = this.indexes[section].search(
      this.queryOf(section, { ...input, page: 1 }, null, access),
      limit,
    );
    return { items, totalCount };
  }

  /**
   * Completions of the last space-separated term of what is being typed: the section's own words
   * (and listed terms) starting with it, by spelling or, for kana, by reading (ぼう → 防災). Each
   * comes with the number of results the search it leads to gives: the keyword with the earlier
   * terms and the suggested word, under the section page's default filters (SECTION_DEFAULTS),
   * matched in the text the caller may read, by this engine (readings, synonyms, categories). A
   * word that search finds nothing for is left out, and so is one after earlier words that every
   * record they find holds (boilerplate such as 使用 narrows nothing); the rest come most results
   * first.
   */
  async suggest(section: Section, prefix: string, access: TextAccess = 'list'): Promise<TermCount[]> {
    if (prefix.length > KEYWORD_MAX_LENGTH) {
      throw invalidInput({ prefix: `入力は${KEYWORD_MAX_LENGTH}文字以内で指定してください` });
    }
    // Control characters separate terms, as in a search (search-query.ts).
    // eslint-disable-next-line no-control-regex
    const typed = normalizeText(prefix.replace(/[\u0000-\u001f\u007f]/g, ' ')).split(/\s+/);
    const last = typed.pop() ?? '';
    if (!last) return [];
    const index = this.indexes[section];
    const words = index.complete(last, isKana(last) ? toHiragana(last) : null, SUGGESTION_CANDIDATES);
    if (words.length === 0) return [];
    const criteria = compactCriteria(SECTION_DEFAULTS[section]) as SearchInput;
    const earlier = this.queryOf(section, { ...criteria, keyword: typed.join(' ') }, null, access);
    const lastTerms = words.map((word) => splitKeyword(word).join(''));
    const prepare = () => index.prepare([...earlier.terms, ...lastTerms], access, this.scheduler);
    return this.scheduler.takeAfter(prepare, async () => {
      await prepare();
      // The clock again: a suggestion counted just after midnight counts as the page then does.
      const query = this.queryOf(section, { ...criteria, keyword: typed.join(' ') }, null, access);
      const { total, counts } = index.countWith(query, lastTerms);
      const narrows = (count: number) => count > 0 && (query.terms.length === 0 || count < total);
      return words
        .map((term, i) => ({ term, count: counts[i]! }))
        .filter(({ count }) => narrows(count))
        .sort((a, b) => b.count - a.count)
        .slice(0, SUGGESTION_LIMIT);
    });
  }

  /** Every published record of a section, newest first (the spec's fetch-all call). */
  all<K extends Section>(section: K): M[K][] {
    return this.indexes[section].all();
  }

  /**
   * One page of the published records, newest first, after the record `after` (the last id of
   * the previous page): the fetch-all, a page at a time, so no request holds the whole section.
   */
  page<K extends Section>(section: K, limit: number, after: string | null): M[K][] {
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_PAGE_MAX) {
      throw invalidInput({ limit: `件数（limit）は 1〜${LIST_PAGE_MAX} で指定してください` });
    }
    const afterId = after === null ? undefined : Number(after);
    const items =
      afterId === undefined || Number.isSafeInteger(afterId) ? this.indexes[section].pageAfter(limit, afterId) : null;
    if (!items) {
      throw invalidInput({ after: '続きの起点（after）の項目が見つかりません。最初から取得し直してください' });
    }
    return items;
  }

  /** The published records among `ids`, in that order (what a link may show). */
  summaries<K extends Section>(section: K, ids: readonly number[]): M[K][] {
    return this.indexes[section].summariesOf(ids);
  }

  count(section: Section): number {
    return this.indexes[section].size;
  }

  /** Counts per category over the whole published section. */
  categoryCounts(section: Section): CategoryCount[] {
    return this.search(section, {}).categoryCounts;
  }

  /**
   * Call after a write that changes what a section's search shows: records the change for the
   * other app processes and re-reads the records here at once.
   */
  async refresh(section: Section, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.changes.record(section, ids);
    await this.reread(section, ids);
  }

  /** Applies the changes recorded (by any process) since the last look; returns how many. */
  async catchUp(): Promise<number> {
    const latest = await this.changes.latestId();
    const checked = Date.now();
    if (latest <= this.seen) {
      this.syncedAt = checked;
      return 0;
    }
    let applied = 0;
    for (let after = Math.max(0, this.seen - REREAD_WINDOW); ;) {
      const batch = await this.changes.since(after);
      if (batch.length === 0) break;
      for (const section of new Set(batch.map((change) => change.section))) {
        const ids = [...new Set(batch.filter((c) => c.section === section).map((c) => c.recordId))];
        await this.reread(section, ids);
      }
      applied += batch.length;
      after = batch[batch.length - 1]!.id;
      this.seen = Math.max(this.seen, after);
    }
    this.syncedAt = checked;
    return applied;
  }

  /** Follows the change log every `intervalMs` until stop(); failures (database away) are reported and retried. */
  follow(intervalMs: number, onError: (error: unknown) => void): void {
    if (this.following) return;
    let busy = false;
    this.following = setInterval(() => {
      if (busy) return;
      busy = true;
      void (async () => {
        await this.catchUp();
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
          this.lastPrune = Date.now();
          await this.changes.prune();
        }
      })()
        .catch(onError)
        .finally(() => (busy = false));
    }, intervalMs);
    this.following.unref();
  }

  stop(): void {
    if (this.following) clearInterval(this.following);
    this.following = null;
  }

  /** Re-reads some records; ids no longer published leave the index. */
  private async reread<K extends Section>(section: K, ids: readonly number[]): Promise<void> {
    const docs = await this.sources.loaders[section](this.dataSource, ids);
    const found = new Set(docs.map((d) => d.id));
    this.indexes[section].apply(
      docs,
      ids.filter((id) => !found.has(id)),
    );
    this.changed += 1;
  }
}
