/**
 * The searchable sections, composed for the search engine: per section its document loader, its
 * tables, the folder of the code that reads it and the summary its results carry. The engine
 * (modules/search/) knows sections only by id and receives these; a new section adds them here.
 */
import path from 'node:path';
import type { Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { loadCaseDocuments } from './case/case.read-model';
import type { CaseSummary } from './case/case.types';
import { loadGrantDocuments } from './grant/grant.read-model';
import type { StoredGrantSummary } from './grant/grant.types';
import type { SearchEngine } from './search/search-engine';
import { SearchService } from './search/search.service';
import type { SectionTables } from './search/index-cache';
import type { LoadOptions, SectionLoaders, SectionSources } from './search/section-loading';
import { loadSolutionDocuments } from './solution/solution.read-model';
import type { SolutionSummary } from './solution/solution.types';

export interface SummaryOf {
  solutions: SolutionSummary;
  grants: StoredGrantSummary;
  cases: CaseSummary;
}

export const SECTION_LOADERS: SectionLoaders<SummaryOf> = {
  solutions: loadSolutionDocuments,
  grants: loadGrantDocuments,
  cases: loadCaseDocuments,
};

/** Each section's own table and the tables its documents are also read from (a kept index's date). */
export const SECTION_TABLES: Record<Section, SectionTables> = {
  solutions: {
    table: 'solutions',
    related: [
      { table: 'solution_categories', updatedAt: false },
      { table: 'solution_areas', updatedAt: false },
      { table: 'companies', updatedAt: true },
      { table: 'solution_grants', updatedAt: false },
      // Cases naming a solution give it the 同規模 classes of their municipalities.
      { table: 'cases', updatedAt: true },
      { table: 'municipalities', updatedAt: false },
    ],
  },
  grants: {
    table: 'grants',
    related: [
      { table: 'grant_categories', updatedAt: false },
      { table: 'grant_areas', updatedAt: false },
    ],
  },
  cases: {
    table: 'cases',
    related: [
      { table: 'case_categories', updatedAt: false },
      { table: 'case_areas', updatedAt: false },
      { table: 'municipalities', updatedAt: false },
      { table: 'case_grants', updatedAt: false },
    ],
  },
};

export const SECTION_SOURCES: SectionSources<SummaryOf> = {
  loaders: SECTION_LOADERS,
  tables: SECTION_TABLES,
  // The read models' folders: a change there makes every kept index stale.
  codeDirs: ['solution', 'grant', 'case'].map((domain) => path.join(__dirname, domain)),
  // Compiled beside this file; absent when running from source (tests), which loads in-process.
  workerFile: path.join(__dirname, 'section-loader.worker.js'),
};

/**
 * The portal's search engine over its three sections: the app depends on the interface, so an
 * engine outside the process (docs/capacity.md) replaces the in-process one here alone.
 */
export type PortalSearch = SearchEngine<SummaryOf>;

/** The in-process engine, with what only it has (catch-up, clock, fetch-all) for its own tests. */
export type InProcessSearch = SearchService<SummaryOf>;

export function loadSearch(dataSource: DataSource, options: LoadOptions = {}): Promise<InProcessSearch> {
  return SearchService.load(dataSource, SECTION_SOURCES, options);
}
