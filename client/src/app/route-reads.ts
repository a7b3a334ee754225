/**
 * What a route's screen reads as it opens, declared once per route of the route table (keyed by
 * its id; the table itself stays data only). Everything that starts a screen's read before the
 * screen does reads it here: the route's loader starts a detail screen's record read and
 * preloads a screen's Apollo query (visit-reads.ts), the build lists each page's early reads
 * (early-read-routes.ts), and the server, from those, renders a search screen with its results
 * (server/src/web/search-pages.ts). The screens ask for the same documents themselves.
 */
import type { DocumentNode } from 'graphql';
import type { Params } from 'react-router-dom';
import type { SearchCriteria, Section } from '@portal/shared';
import type { RouteId } from '@/config/routes';
import {
  CASE_DETAIL_PAGE_QUERY,
  type DetailQuery,
  GRANT_DETAIL_PAGE_QUERY,
  SOLUTION_DETAIL_PAGE_QUERY,
} from './routes/detail-queries';

/**
 * A detail screen: one record named by the route's `:id`, with the reads of its keeping row
 * (the section's bookmarks and follows, the municipality's shortlists).
 */
export interface RecordReads {
  kind: 'record';
  document: DetailQuery;
  section: Section;
}

/**
 * A search screen: its first page of results, for the section's defaults (the screen's own) on
 * its bare address. Only the build reads it, so the document and the defaults are imported
 * lazily, from the screen's own module.
 */
export interface SearchReads {
  kind: 'search';
  section: Section;
  document: () => Promise<DocumentNode>;
  defaults: () => Promise<SearchCriteria>;
}

/** A public screen whose one read is everyone's (the same answer for a visitor); as `search`. */
export interface PageReads {
  kind: 'page';
  document: () => Promise<DocumentNode>;
}

/**
 * A screen behind Apollo whose first query depends on the route's parameters only: the loader
 * sends it through Apollo once the guard lets the visit through, while the screen's code loads,
 * and the screen reads the answer from the cache under the same variables (use-route-query.ts).
 * The document is imported lazily: it belongs with the screen, not in the entry.
 */
export interface ScreenReads {
  kind: 'screen';
  document: () => Promise<DocumentNode>;
  variables?: (params: Params) => Record<string, unknown>;
}

export type RouteReads = RecordReads | SearchReads | PageReads | ScreenReads;

const rfiQueries = () => import('@/features/rfis/api/rfi-queries');
const grantsQuery = () => import('./routes/grants/grants-query');
const byId = ({ id = '' }: Params) => ({ id });

export const ROUTE_READS = {
  home: { kind: 'page', document: async () => (await import('./routes/home/home-query')).HOME_QUERY },
  'grants.list': {
    kind: 'search',
    section: 'grants',
    document: async () => (await grantsQuery()).GRANTS_PAGE_QUERY,
    defaults: async () => (await grantsQuery()).GRANTS_DEFAULTS,
  },
  'cases.list': {
    kind: 'search',
    section: 'cases',
    document: async () => (await import('./routes/cases/cases-query')).CASES_PAGE_QUERY,
    defaults: async () => ({}),
  },
  'solutions.show': { kind: 'record', document: SOLUTION_DETAIL_PAGE_QUERY, section: 'solutions' },
  'grants.show': { kind: 'record', document: GRANT_DETAIL_PAGE_QUERY, section: 'grants' },
  'cases.show': { kind: 'record', document: CASE_DETAIL_PAGE_QUERY, section: 'cases' },
  'mypage.rfis': { kind: 'screen', document: async () => (await rfiQueries()).RFIS_QUERY },
  'mypage.rfi': { kind: 'screen', document: async () => (await rfiQueries()).RFI_QUERY, variables: byId },
  'vendor.rfis': { kind: 'screen', document: async () => (await rfiQueries()).RECEIVED_RFIS_QUERY },
  'vendor.rfi': { kind: 'screen', document: async () => (await rfiQueries()).RECEIVED_RFI_QUERY, variables: byId },
  'vendor.home': {
    kind: 'screen',
    document: async () => (await import('@/features/listings/api/documents')).VENDOR_HOME_QUERY,
  },
  'vendor.caseProposals': {
    kind: 'screen',
    document: async () => (await import('@/features/case-proposals/api/documents')).MY_CASE_PROPOSALS_QUERY,
  },
} as const satisfies Partial<Record<RouteId, RouteReads>>;

/** The reads a route declares, if any. */
export function readsOf(id: RouteId): RouteReads | undefined {
  return (ROUTE_READS as Partial<Record<RouteId, RouteReads>>)[id];
}
