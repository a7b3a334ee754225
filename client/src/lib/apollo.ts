/**
 * Apollo Client: /graphql with the caller's ID token; its cache is the search store. Queries go
 * as GET and mutations as POST, so the HTTP retry policy (lib/network) retries a failed query once
 * and never sends a mutation twice.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { DocumentNode } from 'graphql';
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

/**
 * One query through the client's link chain (token, second-factor notice, HTTP and its retry
 * policy) but not its query manager: a store reset (a sign-in, a profile refresh) cancels the
 * manager's queries in flight, and a one-off read must answer whoever asked it. Its answer is not
 * cached; the screens that keep answers read through the cache (lib/use-graphql-query.ts).
 */
export function queryThroughLink<Result>(
  client: ApolloClient,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  signal?: AbortSignal,
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    let answer: ApolloLink.Result | undefined;
    const subscription = ApolloLink.execute(
      client.link,
      { query: document, variables, context: signal ? { fetchOptions: { signal } } : {} },
      { client },
    ).subscribe({
      next: (result) => (answer = result),
      error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      complete: () => {
        if (answer?.errors?.length || !answer?.data) reject(new CombinedGraphQLErrors(answer ?? {}));
        else resolve(answer.data as Result);
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        subscription.unsubscribe();
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}
