/**
 * A screen's first query, as its route declares it (route-reads.ts `screen`: the document and the
 * variables made from the route's parameters, so the screen asks under the very key the loader
 * sent). The loader sent it for this visit, so the screen reads the answer from the cache, or
 * shares the request still in flight, instead of sending it again; on a visit the loader did not
 * send it, the screen reads from the cache and then the network.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMatches, useParams } from 'react-router-dom';
import type { Route } from '@/config/routes';
import { useGuardPreloaded } from './guard/guard-loader';
import { readsOf } from './route-reads';

export function useRouteQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'> {
  const route = useMatches().at(-1)?.handle as Route | undefined;
  const params = useParams();
  const preloaded = useGuardPreloaded();
  const reads = route && readsOf(route.id);
  if (reads?.kind !== 'screen') throw new Error(`useRouteQuery: route ${route?.id} declares no screen read`);
  const variables = reads.variables?.(params) as TVariables | undefined;
  const options = { variables, fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network' } as const;
  return useQuery(document, options as useQuery.Options<TData, TVariables>) as useQuery.Result<
    TData,
    TVariables,
    'empty' | 'complete' | 'streaming'
  >;
}
