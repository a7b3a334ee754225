/**
 * Impressions are counted where they happen: a solution search answered to municipal staff lists
 * each of its listings once, and that is the listing's appearance in their search results
 * (docs/insights.md; the insights service decides who counts). The browser sends nothing for
 * them, so a results page costs one request, not two. The count is a `Map` update in the
 * recorder; the answer never waits on it.
 *
 * Every GraphQL answer passes this plugin, from the result cache or executed. An answer the HTTP
 * layer replays (read/answer-replay.ts) skips GraphQL, so the listings are also left on the
 * request's answer note and counted again at each replay to a municipal caller.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Context } from './context';

/** The root field whose answers are search results of listings. */
const SEARCH_FIELD = 'searchSolutions';

/** The response keys (aliases included) under which an operation asks for the search. */
function searchKeys(operation: OperationDefinitionNode): string[] {
  if (operation.operation !== 'query') return [];
  const keys: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.name.value === SEARCH_FIELD) {
      keys.push(selection.alias?.value ?? SEARCH_FIELD);
    }
  }
  return keys;
}

/** The listing ids an answer's data lists under these keys. */
function listedIds(data: Record<string, unknown>, keys: readonly string[]): number[] {
  const ids: number[] = [];
  for (const key of keys) {
    const items = (data[key] as { items?: unknown } | null | undefined)?.items;
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const id = Number((item as { id?: unknown } | null)?.id);
      if (Number.isSafeInteger(id) && id > 0) ids.push(id);
    }
  }
  return ids;
}

/** `count`: told of the listings each answer showed its caller (who may be anyone). */
export function impressionCounter(count: (caller: Context, ids: number[]) => void): ApolloServerPlugin<Context> {
  const keysOf = new WeakMap<OperationDefinitionNode, string[]>();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response, operation }) {
          if (!operation || response.body.kind !== 'single') return;
          const data = response.body.singleResult.data;
          if (!data) return;
          let keys = keysOf.get(operation);
          if (!keys) keysOf.set(operation, (keys = searchKeys(operation)));
          if (keys.length === 0) return;
          const ids = listedIds(data, keys);
          if (ids.length === 0) return;
          contextValue.answer?.shown.push(...ids);
          count(contextValue, ids);
        },
      };
    },
  };
}
