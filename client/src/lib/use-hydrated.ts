/**
 * Whether the page is past hydration. A prerendered page (client/build/prerender.ts) is hydrated,
 * and React then renders with the snapshot below that the build had: false. Anything the build
 * cannot know (the address's query, what the browser remembers) waits for true, which React
 * renders right after hydration. A page rendered in the browser from the start gets true at once.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
