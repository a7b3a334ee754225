/**
 * For the build (client/build/prerender.ts, through app/prerender.tsx): the queries a page of
 * each signed-in route can start before its scripts have loaded — the profile the route guard
 * waits for, and a detail screen's record. The server puts them in those pages
 * (server/src/web/early-reads.ts). A variable written `:name` is the route's parameter.
 */
import type { EarlyRead, EarlyReadRoute } from '@portal/shared';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { ROUTES } from '@/config/routes';
import { CURRENT_PROFILE_QUERY } from '@/lib/auth/profile';
import { operationNameOf } from '@/lib/graphql-request';
import { DETAIL_QUERIES } from './routes/detail-queries';

function earlyRead(document: DocumentNode, variables: Record<string, string> = {}): EarlyRead {
  return { operationName: operationNameOf(document), query: print(document), variables };
}

export function earlyReadRoutes(): EarlyReadRoute[] {
  return ROUTES.filter((route) => route.access !== 'public').map((route) => {
    const record = 'record' in route ? [earlyRead(DETAIL_QUERIES[route.id], { id: ':id' })] : [];
    return { path: route.path, reads: [earlyRead(CURRENT_PROFILE_QUERY), ...record] };
  });
}
