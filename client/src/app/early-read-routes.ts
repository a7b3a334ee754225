/**
 * For the build (client/build/prerender.ts, through app/prerender.tsx): the queries a page of
 * each signed-in route can start before its scripts have loaded — the profile the route guard
 * waits for, and a detail screen's record. The server puts them in those pages
 * (server/src/http/early-reads.ts). A variable written `:name` is the route's parameter.
 */
import { print } from 'graphql';
import { ROUTES } from '@/config/routes';
import { CURRENT_PROFILE_QUERY } from '@/lib/auth/profile';
import { DETAIL_QUERIES } from './routes/detail-queries';

export interface EarlyRead {
  operationName: string;
  query: string;
  variables: Record<string, string>;
}

export interface EarlyReadRoute {
  path: string;
  reads: EarlyRead[];
}

function earlyRead(document: typeof CURRENT_PROFILE_QUERY | (typeof DETAIL_QUERIES)[string], variables = {}) {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return { operationName: operation?.name?.value ?? '', query: print(document), variables };
}

export function earlyReadRoutes(): EarlyReadRoute[] {
  return ROUTES.filter((route) => route.access !== 'public').map((route) => {
    const detail = DETAIL_QUERIES[route.path];
    return {
      path: route.path,
      reads: [earlyRead(CURRENT_PROFILE_QUERY), ...(detail ? [earlyRead(detail, { id: ':id' })] : [])],
    };
  });
}
