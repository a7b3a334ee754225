/**
 * A signed-in user's answers the page started with (its early reads, lib/early-reads.ts), handed
 * to Apollo's cache. A page that paints before Apollo has loaded keeps them here; when Apollo
 * loads they are written into its cache (apollo-client.ts), which answers from then on. The early
 * reads go with `__typename` in every selection (app/early-read-routes.ts), as Apollo's own
 * queries do, so the cache can read them back. An answer the cache already holds is left alone:
 * it is as fresh or fresher.
 *
 * A visitor's answers (the server's rendered search results, a visitor's early reads) stay out:
 * once the visitor signs in, in another tab say, the cache is the user's without a reset, and
 * their own answer can differ (同規模). The search hook keeps those for the visitor alone
 * (use-graphql-query.ts).
 */
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

export interface FirstAnswer {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  data: unknown;
}

const waiting: FirstAnswer[] = [];

function write(client: ApolloClient, { document, variables, data }: FirstAnswer): void {
  try {
    if (client.readQuery({ query: document, variables })) return;
  } catch {
    // Not in the cache in full: written below.
  }
  try {
    client.writeQuery({ query: document, variables, data });
  } catch {
    // An answer the cache cannot take (fields it does not expect) is asked for again instead.
  }
}

/** Hands an answer to the cache now if Apollo has loaded (`client`), else once it loads. */
export function handOver(answer: FirstAnswer, client: ApolloClient | null): void {
  if (client) write(client, answer);
  else waiting.push(answer);
}

/** Writes the answers handed over so far into the newly loaded client's cache. */
export function restoreInto(client: ApolloClient): void {
  for (const answer of waiting.splice(0)) write(client, answer);
}
