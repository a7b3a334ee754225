/**
 * The search read model of all three sections (DESIGN section 7): built from the database at
 * start, refreshed by id after writes, answering searches without SQL.
 */
import { CATEGORIES, type Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { CategoryCount } from '../category/category.entity';
import { toSearchQuery } from './search-query';
import type { SearchInput, SearchResultShape } from './search.types';
import { LOADERS, type Loader, type SummaryOf, loadSectionIndex } from './section-loading';
import type { SectionIndex } from './section-index';

function toCategoryCounts(counts: Map<string, number>): CategoryCount[] {
  return CATEGORIES.map((c) => ({ id: c.id, name: c.name, subnames: [...c.subnames], count: counts.get(c.id) ?? 0 }));
}

export class SearchService {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly indexes: { [K in Section]: SectionIndex<SummaryOf[K]> },
  ) {}

  static async load(dataSource: DataSource): Promise<SearchService> {
    const [solutions, grants, cases] = await Promise.all([
      loadSectionIndex(dataSource, 'solutions'),
      loadSectionIndex(dataSource, 'grants'),
      loadSectionIndex(dataSource, 'cases'),
    ]);
    return new SearchService(dataSource, { solutions, grants, cases });
  }

  search<K extends Section>(section: K, input: SearchInput): SearchResultShape<SummaryOf[K]> {
    const result = this.indexes[section].search(toSearchQuery(input));
    return { ...result, categoryCounts: toCategoryCounts(result.categoryCounts) };
  }

  /** Every published record of a section, newest first (the spec's fetch-all call). */
  all<K extends Section>(section: K): SummaryOf[K][] {
    return this.indexes[section].all();
  }

  count(section: Section): number {
    return this.indexes[section].size;
  }

  /** Counts per category over the whole published section. */
  categoryCounts(section: Section): CategoryCount[] {
    return this.search(section, {}).categoryCounts;
  }

  /** Re-reads some records after a write; ids no longer published leave the index. */
  async refresh(section: Section, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const loader = LOADERS[section] as Loader<SummaryOf[typeof section]>;
    const docs = await loader(this.dataSource, ids);
    const found = new Set(docs.map((d) => d.id));
    (this.indexes[section] as SectionIndex<SummaryOf[typeof section]>).apply(
      docs,
      ids.filter((id) => !found.has(id)),
    );
  }
}
