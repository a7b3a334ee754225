/**
 * Apollo Client: /graphql with the caller's ID token; its cache is the search store. Queries go
 * as GET and mutations as POST, so the HTTP retry policy (lib/network) retries a failed query once
 * and never sends a mutation twice.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { announceSecondFactorRequired } from './auth/second-factor-required';
import { getIdToken } from './auth/session';
import { fetchWithSession } from './auth/fetch-with-session';

export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink(async (previous) => {
    const token = await getIdToken();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  // A role held back for the second factor (a municipality's rule set meanwhile) sends the user to it.
  const secondFactor = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'SECOND_FACTOR_REQUIRED')) {
      announceSecondFactorRequired();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([
      auth,
      secondFactor,
      new HttpLink({ uri: '/graphql', useGETForQueries: true, fetch: fetchWithSession }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // A category's count depends on the search it came with: keep each result's counts its own.
        CategoryCount: { keyFields: false },
        // One per signed-in user: a mutation's answer replaces the settings on screen.
        NotificationSettings: { keyFields: [] },
        // Accounts and inquiries are known by uid: a mutation's answer updates the row on screen.
        ConsoleUser: { keyFields: ['uid'] },
        AwaitingMember: { keyFields: ['uid'] },
        UnconfirmedMember: { keyFields: ['uid'] },
        InquiryView: { keyFields: ['uid'] },
        ReceivedRequestHandling: { keyFields: ['uid'] },
      },
    }),
  });
}
