/**
 * The app's one Apollo Client, loaded on demand: the pages that paint before it (config/routes.ts
 * `withoutApollo`) load it when they first ask or send something, every other screen waits for
 * it in its route. A signed-in user's early answers those pages painted from are in its cache
 * from the start (apollo-restore.ts).
 */
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { restoreInto } from './apollo-restore';

type ApolloModule = typeof import('./apollo');

let chunk: Promise<ApolloModule> | null = null;
let client: Promise<ApolloClient> | null = null;
let loaded: ApolloClient | null = null;

const apolloModule = () => (chunk ??= import('./apollo'));

export function loadApolloClient(): Promise<ApolloClient> {
  client ??= apolloModule().then(({ createApolloClient }) => {
    const created = createApolloClient();
    // The answers the page started with are the cache's first entries (apollo-restore.ts).
    restoreInto(created);
    return (loaded = created);
  });
  return client;
}

/** The client if it has loaded, for a render that reads its cache without waiting. */
export function loadedApolloClient(): ApolloClient | null {
  return loaded;
}

/** One query through the client's link chain, untouched by store resets (apollo.ts). */
export async function queryThroughLink<Result>(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  signal?: AbortSignal,
): Promise<Result> {
  const [{ queryThroughLink: run }, apollo] = await Promise.all([apolloModule(), loadApolloClient()]);
  return run<Result>(apollo, document, variables, signal);
}
