/**
 * The reads a route's loader starts for each visit the guard lets through, as the route declares
 * them (route-reads.ts): a detail screen's record read, handed to the screen in the loader data,
 * and a screen's Apollo query, whose answer the screen reads from the cache (use-route-query.ts).
 */
import type { Params } from 'react-router-dom';
import type { Route } from '@/config/routes';
import { startRecordRead } from '@/features/search/api/record-read';
import { loadApolloClient } from '@/lib/apollo-client';
import type { VisitReads } from './guard/guard-loader';
import { readsOf, type ScreenReads } from './route-reads';

/**
 * Sends a screen's query through Apollo, into its cache. A failure is the screen's to show: with
 * no answer in the cache, it asks again.
 */
function sendScreenRead(reads: ScreenReads, params: Params): void {
  Promise.all([loadApolloClient(), reads.document()])
    .then(([client, query]) =>
      client.query({ query, variables: reads.variables?.(params), fetchPolicy: 'network-only' }),
    )
    .catch(() => undefined);
}

export function visitReads(route: Route): VisitReads {
  const reads = readsOf(route.id);
  switch (reads?.kind) {
    case 'record':
      return { record: ({ id = '' }) => startRecordRead(reads.document, { id }) };
    case 'screen':
      return { screen: (params) => sendScreenRead(reads, params) };
    default:
      return {};
  }
}
