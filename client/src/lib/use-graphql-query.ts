/**
 * A query hook without Apollo Client, for the search screens: Apollo (about 55 KB gzipped) was
 * most of what a results page downloaded and compiled before it could answer input, and a search
 * screen needs only "ask, show, keep the previous page while the next one loads, ask again after
 * a failure". It reads through lib/graphql-request (same GET, token, retry and error codes), and
 * keeps the last answers of the tab so going back to a search shows it at once, as Apollo's
 * cache did.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { queryKey } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useSession } from './auth/session';
import { operationNameOf, requestQuery } from './graphql-request';

/** Answers kept per tab (most recent last); a few pages of results, not a store. */
const CACHE_SIZE = 24;
const cache = new Map<string, unknown>();

function remember(key: string, data: unknown): void {
  cache.delete(key);
  cache.set(key, data);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** For tests, and the server's renderer between pages: forget every kept answer. */
export function clearQueryCache(): void {
  cache.clear();
}

/**
 * Keeps answers a visitor's reads would get (query key → data): those the server rendered the
 * page with (lib/served-answers.ts). The screen shows them in its first render, the one that
 * hydrates the server's markup, and asks no more for them while nobody is signed in.
 */
export function keepVisitorAnswers(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) remember(`\u0000${key}`, data);
}

export interface QueryResult<Result> {
  /** The answer for these variables, once it is here. */
  data: Result | undefined;
  /** The last answer shown before (for other variables), to keep on screen while loading. */
  previousData: Result | undefined;
  loading: boolean;
  error: unknown;
  /** Asks again (after a failure), ignoring any kept answer. */
  refetch(): void;
}

interface Settled {
  key: string;
  data?: unknown;
  error?: unknown;
}

export function useGraphQLQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  options: { skip?: boolean } = {},
): QueryResult<Result> {
  // Answers depend on who asks (access levels): a new user never sees another's kept answer.
  const uid = useSession().user?.uid ?? '';
  // The variables' JSON, not their object identity, decides when to ask.
  const variablesJson = JSON.stringify(variables);
  const cacheKey = `${uid}\u0000${queryKey(operationNameOf(document), variables)}`;
  const key = options.skip ? null : cacheKey;
  // A kept answer shows even while the screen does not ask yet (a page hydrating on the server's
  // answers), and stays on screen while a newly signed-in user's own answer loads.
  const kept = cache.has(cacheKey) ? (cache.get(cacheKey) as Result) : undefined;
  const [settled, setSettled] = useState<Settled | null>(null);
  const [shown, setShown] = useState<Result | undefined>(kept);
  const [attempt, setAttempt] = useState(0);

  const current = settled && settled.key === key ? settled : null;
  const failed = current !== null && current.error !== undefined;
  const data = failed ? undefined : ((current?.data as Result | undefined) ?? kept);

  useEffect(() => {
    if (key === null || (cache.has(key) && attempt === 0)) return;
    const controller = new AbortController();
    requestQuery(document, JSON.parse(variablesJson) as Variables, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        remember(key, answer);
        setSettled({ key, data: answer });
        setShown(answer);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, error });
      },
    );
    return () => controller.abort();
  }, [key, document, variablesJson, attempt]);

  return {
    data,
    previousData: data === undefined ? shown : undefined,
    loading: key !== null && data === undefined && !failed,
    error: failed ? current.error : undefined,
    refetch: () => {
      if (key !== null) cache.delete(key);
      setSettled(null);
      setAttempt((n) => n + 1);
    },
  };
}
