import { useSyncExternalStore } from 'react';
import type { SyncedStore } from './synced-store';

/** Subscribes a component to a store; with a selector it re-renders only when the selection changes. */
export function useStore<T extends object>(store: SyncedStore<T>): T;
export function useStore<T extends object, S>(store: SyncedStore<T>, select: (state: T) => S): S;
export function useStore<T extends object, S>(store: SyncedStore<T>, select?: (state: T) => S): T | S {
  const snapshot = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
