/**
 * A screen's first query where its route declares it (route-reads.ts `screen`). The route's
 * loader sent it for this visit, so the screen reads the answer from the cache, or shares the
 * request still in flight, instead of sending it again; on a visit the loader did not send it,
 * the screen reads from the cache and then the network.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useGuardPreloaded } from './guard/guard-loader';

export function useRouteQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'> {
  const preloaded = useGuardPreloaded();
  const options = { variables, fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network' } as const;
  return useQuery(document, options as useQuery.Options<TData, TVariables>) as useQuery.Result<
    TData,
    TVariables,
    'empty' | 'complete' | 'streaming'
  >;
}
