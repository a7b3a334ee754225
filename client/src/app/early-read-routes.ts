/**
 * For the build (client/build/prerender.ts, through app/prerender.tsx): the queries a page can
 * start before its scripts have loaded — on each signed-in route, the home page and the search
 * screens, a returning user's profile, which the route guard waits for; on a detail screen its
 * record with the reads of its keeping row, which the record waits for
 * (routes/record-keeping.tsx); on a search screen its first page of results when its address has
 * no query (what the page paints last, and for a visitor its largest content); and the home
 * page's one query, for anyone. The server puts them in those pages
 * (server/src/web/early-reads.ts). A variable written `:name` is the route's parameter; a
 * search's variables are the screen's defaults.
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
import { href, type RecordRouteId, ROUTES } from '@/config/routes';
import { BOOKMARKED_IDS_QUERY } from '@/features/bookmarks/api/bookmark-requests';
import { MY_MUNICIPALITY_QUERY, SHORTLIST_NAMES_QUERY } from '@/features/shortlists/api/shortlist-requests';
import { CURRENT_PROFILE_QUERY } from '@/lib/auth/profile';
import { FOLLOWED_IDS_QUERY } from '@/features/notifications/api/notification-requests';
import { operationNameOf } from '@/lib/early-reads';
import { CASES_PAGE_QUERY } from './routes/cases/cases-query';
import { DETAIL_QUERIES } from './routes/detail-queries';
import { GRANTS_DEFAULTS, GRANTS_PAGE_QUERY } from './routes/grants/grants-query';
import { HOME_QUERY } from './routes/home/home-query';

/** The search screens' results queries (the screen's own document, section and defaults). */
const SEARCH_READS: Partial<Record<string, { document: DocumentNode; section: Section; defaults: SearchCriteria }>> = {
  'grants.list': { document: GRANTS_PAGE_QUERY, section: 'grants', defaults: GRANTS_DEFAULTS },
  'cases.list': { document: CASES_PAGE_QUERY, section: 'cases', defaults: {} },
};

/** The section of each detail screen (its bookmarks are read per section). */
const RECORD_SECTIONS: Record<RecordRouteId, Section> = {
  'solutions.show': 'solutions',
  'grants.show': 'grants',
  'cases.show': 'cases',
};

function earlyRead(document: DocumentNode, variables: Record<string, string> = {}): EarlyRead {
  return { operationName: operationNameOf(document), query: print(document), variables };
}

/** A read the server answers municipal staff only: sent only for them (EarlyRead.municipal). */
function municipalRead(document: DocumentNode): EarlyRead {
  return { ...earlyRead(document), municipal: true };
}

export function earlyReadRoutes(): EarlyReadRoute[] {
  const signedIn = ROUTES.filter((route) => route.access !== 'public').map((route) => {
    const record =
      'record' in route
        ? [
            {
              ...earlyRead(DETAIL_QUERIES[route.id], { id: ':id' }),
              record: 'vendorOwn' in route && route.vendorOwn ? ('vendor' as const) : ('staff' as const),
            },
            earlyRead(BOOKMARKED_IDS_QUERY, { section: RECORD_SECTIONS[route.id] }),
            earlyRead(FOLLOWED_IDS_QUERY, { topic: RECORD_SECTIONS[route.id] }),
            // Refused to anyone but municipal staff; the lists' names, to staff whose municipality
            // is not confirmed (the profile says whether it is).
            municipalRead(MY_MUNICIPALITY_QUERY),
            { ...municipalRead(SHORTLIST_NAMES_QUERY), confirmed: true as const },
          ]
        : [];
    return { path: route.path, reads: [earlyRead(CURRENT_PROFILE_QUERY), ...record] };
  });
  const searches = ROUTES.flatMap((route) => {
    const search = SEARCH_READS[route.id];
    if (!search) return [];
    // The screen's first read on its bare address: the section's defaults, page 1.
    const variables = searchVariables(search.section, search.defaults, new URLSearchParams());
    const read = {
      ...earlyRead(search.document),
      search: { section: search.section, defaults: search.defaults, variables },
    };
    // A returning user's profile too (never a visitor's): the header and the keeping rows wait for it.
    return [{ path: route.path, reads: [read, earlyRead(CURRENT_PROFILE_QUERY)] }];
  });
  // The home page's figures and news, read for a visitor too (EarlyRead.visitor).
  const home = {
    path: href('home'),
    reads: [{ ...earlyRead(HOME_QUERY), visitor: true as const }, earlyRead(CURRENT_PROFILE_QUERY)],
  };
  return [...signedIn, ...searches, home];
}
