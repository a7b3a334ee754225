/**
 * The app's one Apollo Client, loaded on demand: the home page paints and fetches its data
 * without it (the first-load budget), every other screen waits for it in its route.
 */
import type { ApolloClient } from '@apollo/client';

let client: Promise<ApolloClient> | null = null;

export function loadApolloClient(): Promise<ApolloClient> {
  client ??= import('./apollo').then(({ createApolloClient }) => createApolloClient());
  return client;
}
