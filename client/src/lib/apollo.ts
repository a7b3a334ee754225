/**
 * Apollo Client: /graphql with the caller's ID token; its cache is the search store. Queries go
 * as GET and mutations as POST, so the HTTP retry policy (lib/network) retries a failed query once
 * and never sends a mutation twice.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getIdToken } from './auth/session';
import { fetchWithSession } from './auth/fetch-with-session';

export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink(async (previous) => {
    const token = await getIdToken();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([auth, new HttpLink({ uri: '/graphql', useGETForQueries: true, fetch: fetchWithSession })]),
    cache: new InMemoryCache({
      // A category's count depends on the search it came with: keep each result's counts its own.
      typePolicies: { CategoryCount: { keyFields: false } },
    }),
  });
}
