/**
 * The searchable sections, composed for the search engine: per section its document loader and
 * the summary its results carry. The engine (modules/search/) knows sections only by id and
 * receives these; a new section adds its loader and summary type here.
 */
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadCaseDocuments } from './case/case.read-model';
import type { CaseSummary } from './case/case.types';
import { loadGrantDocuments } from './grant/grant.read-model';
import type { StoredGrantSummary } from './grant/grant.types';
import type { SearchEngine } from './search/search-engine';
import { SearchService } from './search/search.service';
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

export const SECTION_SOURCES: SectionSources<SummaryOf> = {
  loaders: SECTION_LOADERS,
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
