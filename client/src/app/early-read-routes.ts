/**
 * For the build (client/build/prerender.ts, through app/prerender.tsx): the queries a page can
 * start before its scripts have loaded — on each signed-in route the profile the route guard
 * waits for and a detail screen's record; on a search screen its first page of results when its
 * address has no query (what the page paints last, and for a visitor its largest content). The
 * server puts them in those pages (server/src/web/early-reads.ts). A variable written `:name` is
 * the route's parameter; a search's variables are the screen's defaults.
 */
import {
  type EarlyRead,
  type EarlyReadRoute,
  type SearchCriteria,
  type Section,
  searchVariables,
} from '@portal/shared';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { ROUTES } from '@/config/routes';
import { CURRENT_PROFILE_QUERY } from '@/lib/auth/profile';
import { operationNameOf } from '@/lib/graphql-request';
import { CASES_PAGE_QUERY } from './routes/cases/cases-query';
import { DETAIL_QUERIES } from './routes/detail-queries';
import { GRANTS_DEFAULTS, GRANTS_PAGE_QUERY } from './routes/grants/grants-query';

/** The search screens' results queries (the screen's own document, section and defaults). */
const SEARCH_READS: Partial<Record<string, { document: DocumentNode; section: Section; defaults: SearchCriteria }>> = {
  'grants.list': { document: GRANTS_PAGE_QUERY, section: 'grants', defaults: GRANTS_DEFAULTS },
  'cases.list': { document: CASES_PAGE_QUERY, section: 'cases', defaults: {} },
};

function earlyRead(document: DocumentNode, variables: Record<string, string> = {}): EarlyRead {
  return { operationName: operationNameOf(document), query: print(document), variables };
}

export function earlyReadRoutes(): EarlyReadRoute[] {
  const signedIn = ROUTES.filter((route) => route.access !== 'public').map((route) => {
    const record = 'record' in route ? [earlyRead(DETAIL_QUERIES[route.id], { id: ':id' })] : [];
    return { path: route.path, reads: [earlyRead(CURRENT_PROFILE_QUERY), ...record] };
  });
  const searches = ROUTES.flatMap((route) => {
    const search = SEARCH_READS[route.id];
    if (!search) return [];
    // The screen's first read on its bare address: the section's defaults, page 1.
    const variables = searchVariables(search.section, search.defaults, new URLSearchParams());
    const read = { ...earlyRead(search.document), search: { variables } };
    return [{ path: route.path, reads: [read] }];
  });
  return [...signedIn, ...searches];
}
