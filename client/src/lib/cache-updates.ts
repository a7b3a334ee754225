/**
 * How a mutation's answer reaches the screens that show it, without asking the server again:
 * an object the server changed is updated by normalisation (its id in the answer), one it deleted
 * is evicted here, one it created is put into the root lists that hold its kind.
 */
import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

type Identifiable = StoreObject | Reference | { __typename: string; [key: string]: unknown };

/** Forgets a deleted object: every list that held it stops showing it (dangling references drop out of lists). */
export function evictObject(cache: ApolloCache, object: Identifiable): void {
  const id = cache.identify(object as StoreObject);
  if (!id) return;
  cache.evict({ id });
  cache.gc();
}

/** Puts a created object (already normalised from the mutation's answer) into a root list field. */
export function addToRootList(
  cache: ApolloCache,
  fieldName: string,
  created: Identifiable,
  at: 'start' | 'end' = 'start',
): void {
  cache.modify<Record<string, unknown>>({
    fields: {
      [fieldName]: (value: unknown, { toReference }) => {
        const existing = value as readonly Reference[] | undefined;
        const ref = toReference(created as StoreObject);
        if (!existing || !ref) return existing;
        const rest = existing.filter((item) => item.__ref !== ref.__ref);
        return at === 'start' ? [ref, ...rest] : [...rest, ref];
      },
    },
  });
}

interface Page {
  items: readonly Reference[];
  total: number;
}

/**
 * Takes a handled object out of a work queue kept under a root field, a list or a page
 * (`items`, `total`) under any arguments, leaving the object itself in the cache: a published
 * listing or an approved member still exists, it is just no longer waiting.
 */
export function dropFromQueue(cache: ApolloCache, fieldName: string, object: Identifiable): void {
  const id = cache.identify(object as StoreObject);
  if (!id) return;
  cache.modify<Record<string, unknown>>({
    fields: {
      [fieldName]: (value: unknown) => {
        const existing = value as readonly Reference[] | Page | undefined;
        if (!existing) return existing;
        if (Array.isArray(existing)) return existing.filter((item) => item.__ref !== id);
        const page = existing as Page;
        if (!page.items.some((item) => item.__ref === id)) return page;
        return { ...page, items: page.items.filter((item) => item.__ref !== id), total: page.total - 1 };
      },
    },
  });
}
