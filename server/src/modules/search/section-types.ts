/** What a section index answers, and what it hands over (a loading worker, the index cache). */
import type { WindowSnapshot } from './date-window';
import type { FacetSnapshot, Relaxation } from './section-filters';
import type { Snippet } from './snippet';
import type { SummarySnapshot } from './summary-store';
import type { TextSnapshot } from './text-store';
import type { VocabularySnapshot } from './vocabulary/vocabulary';

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
  facets: FacetSnapshot;
  text: TextSnapshot;
  titles: TextSnapshot;
  /** Per slot, how long the prefix of its text its result-list entry shows is (listed-view.ts). */
  listed: Int32Array;
  vocabulary: VocabularySnapshot;
  summaries: SummarySnapshot;
  capitals: SummarySnapshot;
  windows: WindowSnapshot;
}
