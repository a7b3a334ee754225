/**
 * The seam between the portal and its search engine: everything resolvers, services and the app
 * ask of search. The in-process engine (search.service.ts) implements it today; an engine on a
 * distributed store (OpenSearch with a Japanese analyzer such as kuromoji or Sudachi) can
 * implement the same methods — asynchronously, hence `Awaitable` — so the GraphQL and REST
 * contracts stay as they are when a section outgrows one process (docs/capacity.md).
 */
import type { Section } from '@portal/shared';
import type { TextAccess } from '../../auth/text-access';
import type { CategoryCount } from '../category/category.entity';
import type { SearchInput, SearchResultShape } from './search.types';
import type { Summaries } from './section-loading';
import type { TermCount } from './vocabulary/vocabulary';

export type Awaitable<T> = T | Promise<T>;

export interface SearchEngine<M extends Summaries> {
  /** Grows whenever a write is applied: cached answers (read/answer-cache.ts) from before it are stale. */
  readonly generation: number;
  /** Epoch milliseconds when this process last knew it had applied every recorded change. */
  readonly syncedAt: number;
  /**
   * Readies what a keyword search reads without holding the event loop long (the in-process
   * engine checks uncached terms in slices); await it before `search`, with the same `access`.
   * Bad input is refused by the same error `search` gives.
   */
  prepare(section: Section, input: SearchInput, access?: TextAccess): Promise<void>;
  /**
   * `prepare` and `search` as one step, what a request's search runs: the in-process engine
   * checks terms before the search's turn, then searches in the order searches were ready
   * (search-scheduler.ts).
   */
  find<K extends Section>(
    section: K,
    input: SearchInput,
    viewerSizes?: readonly string[] | null,
    access?: TextAccess,
  ): Promise<SearchResultShape<M[K]>>;
  /**
   * `viewerSizes`: for 「自分の自治体と同規模」, the caller's municipality's size classes. `access`:
   * the text the caller may read (auth/text-access.ts), the only text matched and quoted in
   * snippets; 'list' (what result lists show) when not given.
   */
  search<K extends Section>(
    section: K,
    input: SearchInput,
    viewerSizes?: readonly string[] | null,
    access?: TextAccess,
  ): Awaitable<SearchResultShape<M[K]>>;
  /** The first `limit` results of a search (exports), with the total matching. */
  searchRows<K extends Section>(
    section: K,
    input: SearchInput,
    limit: number,
    access?: TextAccess,
  ): Awaitable<{ items: M[K][]; totalCount: number }>;
  /**
   * The published records among `ids`, as summaries (links between grants, solutions and cases).
   * Synchronous on purpose: links render inside other answers, so an engine that searches
   * elsewhere still keeps the summaries in process, as the in-process one does.
   */
  summaries<K extends Section>(section: K, ids: readonly number[]): M[K][];
  /** Completions of the last term, each with the count its search gives this caller (`access`). */
  suggest(section: Section, prefix: string, access?: TextAccess): Awaitable<TermCount[]>;
  page<K extends Section>(section: K, limit: number, after: string | null): Awaitable<M[K][]>;
  count(section: Section): Awaitable<number>;
  categoryCounts(section: Section): Awaitable<CategoryCount[]>;
  /** After a write: records the change for every process (or indexes it remotely) and applies it. */
  refresh(section: Section, ids: readonly number[]): Promise<void>;
  /** Applies other processes' changes every `intervalMs` (a remote engine has nothing to follow). */
  follow(intervalMs: number, onError: (error: unknown) => void): void;
  stop(): void;
}
