/**
 * The search screens' query hook over the app's one Apollo Client, whose cache is the search
 * store: results are kept per criteria (the query's variables), so going back to a search shows
 * it in the first render. Apollo is loaded on the first read the screen makes, not before: a
 * visitor's results page hydrates on the answers the server rendered it with (served answers),
 * which a visitor never asks for again, and a returning user's first results are the page's early
 * read (lib/early-reads), so such a page loads Apollo only when the search changes.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import { useEffect, useState } from 'react';
import { loadApolloClient, loadedApolloClient } from './apollo-client';
import { useSession } from './auth/session';
import { operationNameOf, takeEarlyAnswer } from './early-reads';

/** What the server rendered the page with, as a visitor's read gets it (query key → data). */
const served = new Map<string, unknown>();

/** For tests, and the server's renderer between pages: forget the served answers. */
export function clearServedAnswers(): void {
  served.clear();
}

/**
 * Keeps the answers a visitor's reads would get (lib/served-answers.ts). The screen shows them in
 * its first render, the one that hydrates the server's markup, and asks no more for them while
 * nobody is signed in.
 */
export function keepVisitorAnswers(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) served.set(key, data);
}

export interface QueryResult<Result> {
  /** The answer for these variables, once it is here. */
  data: Result | undefined;
  /** The last answer shown before (for other variables), to keep on screen while loading. */
  previousData: Result | undefined;
  loading: boolean;
  error: unknown;
  /** Asks again (after a failure), past any kept answer. */
  refetch(): void;
}

interface Settled {
  key: string;
  data?: unknown;
  error?: unknown;
}

/** The answer Apollo's cache holds for these variables, read during the render (null: none). */
function cached<Result, V>(document: TypedDocumentNode<Result, V>, variables: V): Result | undefined {
  const client = loadedApolloClient();
  if (!client) return undefined;
  try {
    return (client.readQuery({ query: document, variables } as never) as Result | null) ?? undefined;
  } catch {
    return undefined;
  }
}

export function useGraphQLQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  options: { skip?: boolean } = {},
): QueryResult<Result> {
  const signedIn = Boolean(useSession().user);
  // The variables' JSON, not their object identity, decides when to ask.
  const variablesJson = JSON.stringify(variables);
  const key = queryKey(operationNameOf(document), variables);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const visitorAnswer = signedIn || attempt > 0 ? undefined : (served.get(key) as Result | undefined);
  // A kept answer shows even while the screen does not ask yet (a page hydrating on the server's
  // answers), and stays on screen while a newly signed-in user's own answer loads.
  const kept = visitorAnswer ?? (attempt > 0 ? undefined : cached(document, variables));
  const [shown, setShown] = useState<Result | undefined>(kept);
  const asking = !options.skip && visitorAnswer === undefined;

  const current = settled && settled.key === key ? settled : null;
  const failed = current !== null && current.error !== undefined;
  const data = failed ? undefined : ((current?.data as Result | undefined) ?? kept);

  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    const asked = JSON.parse(variablesJson) as Variables;
    // The page's own early read of these results (a returning user's bare address) answers first.
    takeEarlyAnswer(document, asked)
      .then(async (early) => {
        if (early) return early.data;
        const client = await loadApolloClient();
        const answer = await client.query({
          query: document,
          variables: asked,
          // Asked again after a failure: past the cache; otherwise the search store first.
          fetchPolicy: attempt > 0 ? 'network-only' : 'cache-first',
          context: { fetchOptions: { signal: controller.signal } },
        } as never);
        return (answer as { data: Result }).data;
      })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          setSettled({ key, data: result });
          setShown(result);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setSettled({ key, error });
        },
      );
    return () => controller.abort();
  }, [asking, key, document, variablesJson, attempt, signedIn]);

  return {
    data,
    previousData: data === undefined ? shown : undefined,
    loading: asking && data === undefined && !failed,
    error: failed ? current.error : undefined,
    refetch: () => {
      setSettled(null);
      setAttempt((n) => n + 1);
    },
  };
}
