/**
 * The read plane's face for the server's own pages: a query run in the process as a visitor's
 * GET /graphql would run it (the same plugins: the operation guard, the answer cache), for the
 * search pages the server renders with their results (web/search-pages.ts).
 */
import type { ApolloServer } from '@apollo/server';
import type { EarlyRead } from '@portal/shared';
import type { Request } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import type { Context } from '../graphql/context';

export async function visitorRead(
  apollo: ApolloServer<Context>,
  buildContext: ContextBuilder,
  read: EarlyRead,
  variables: Record<string, unknown>,
  request: Request,
): Promise<unknown> {
  // The page request carries no token (search-pages serves only such); its context is a visitor's.
  const contextValue = await buildContext(request);
  if (contextValue.viewer) throw new Error('a visitor’s read was asked with a signed-in context');
  const response = await apollo.executeOperation(
    { query: read.query, operationName: read.operationName, variables },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('a visitor’s read was answered incrementally');
  const { data, errors } = response.body.singleResult;
  if (errors?.length || !data) throw new Error(`a visitor’s read failed: ${errors?.[0]?.message ?? 'no data'}`);
  return data;
}
