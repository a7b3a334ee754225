/**
 * For the build (client/build/prerender.ts, through app/prerender.tsx): the queries a page can
 * start before its scripts have loaded, made from what each route declares it reads
 * (route-reads.ts) — on each signed-in route, the home page and the search screens, a returning
 * user's profile, which the route guard waits for; on a detail screen its record with the reads
 * of its keeping row, which the record waits for (routes/record-keeping.tsx); on a search screen
 * its first page of results when its address has no query (what the page paints last, and for a
 * visitor its largest content); and the home page's one query, for anyone. The server puts them
 * in those pages (server/src/web/early-reads.ts). A variable written `:name` is the route's
 * parameter; a search's variables are the screen's defaults.
 */
import { type EarlyRead, type EarlyReadRoute, searchVariables } from '@portal/shared';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type Route, ROUTES } from '@/config/routes';
import { BOOKMARKED_IDS_QUERY } from '@/features/bookmarks/api/bookmark-requests';
import { MY_MUNICIPALITY_QUERY, SHORTLIST_NAMES_QUERY } from '@/features/shortlists/api/shortlist-requests';
import { CURRENT_PROFILE_QUERY } from '@/lib/auth/profile';
import { FOLLOWED_IDS_QUERY } from '@/features/notifications/api/notification-requests';
import { operationNameOf } from '@/lib/early-reads';
import { type RecordReads, readsOf } from './route-reads';

/**
 * The query as Apollo sends it, with `__typename` in every selection: its answer can be written
 * into Apollo's cache and read back (lib/apollo-restore.ts).
 */
function earlyRead(document: DocumentNode, variables: Record<string, string> = {}): EarlyRead {
  return { operationName: operationNameOf(document), query: print(addTypenameToDocument(document)), variables };
}

/** A read the server answers municipal staff only: sent only for them (EarlyRead.municipal). */
function municipalRead(document: DocumentNode): EarlyRead {
  return { ...earlyRead(document), municipal: true };
}

/** A detail screen's record and the reads of its keeping row. */
function recordReads(route: Route, reads: RecordReads): EarlyRead[] {
  return [
    {
      ...earlyRead(reads.document, { id: ':id' }),
      record: 'vendorOwn' in route && route.vendorOwn ? 'vendor' : 'staff',
    },
    earlyRead(BOOKMARKED_IDS_QUERY, { section: reads.section }),
    earlyRead(FOLLOWED_IDS_QUERY, { topic: reads.section }),
    // Refused to anyone but municipal staff; the lists' names, to staff whose municipality
    // is not confirmed (the profile says whether it is).
    municipalRead(MY_MUNICIPALITY_QUERY),
    { ...municipalRead(SHORTLIST_NAMES_QUERY), confirmed: true },
  ];
}

/** A route's early reads, or none when the page starts nothing before its scripts. */
async function routeReads(route: Route): Promise<EarlyRead[]> {
  const reads = readsOf(route.id);
  const profile = earlyRead(CURRENT_PROFILE_QUERY);
  switch (reads?.kind) {
    case 'record':
      return [profile, ...recordReads(route, reads)];
    case 'search': {
      // The screen's first read on its bare address: the section's defaults, page 1.
      const defaults = await reads.defaults();
      const variables = searchVariables(reads.section, defaults, new URLSearchParams());
      const search = { section: reads.section, defaults, variables };
      // A returning user's profile too (never a visitor's): the header and the keeping rows wait for it.
      return [{ ...earlyRead(await reads.document()), search }, profile];
    }
    case 'page':
      // Everyone's answer, read for a visitor too (EarlyRead.visitor): otherwise the page loads
      // Apollo while it loads (195 KB of JavaScript against the 150 KB budget). Its cost is a
      // request ahead of the largest paint (LCP about 0.14 s later in Lighthouse's mobile run).
      return [{ ...earlyRead(await reads.document()), visitor: true }, profile];
    case 'screen':
    case undefined:
      return route.access === 'public' ? [] : [profile];
  }
}

export async function earlyReadRoutes(): Promise<EarlyReadRoute[]> {
  const routes = await Promise.all(ROUTES.map(async (route) => ({ path: route.path, reads: await routeReads(route) })));
  return routes.filter((route) => route.reads.length > 0);
}
