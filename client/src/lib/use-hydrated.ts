/**
 * Whether the page is past hydration. A prerendered page (client/build/prerender.ts) is hydrated,
 * and React then renders it as the build did: false. Anything the build cannot know (the
 * address's query, what the browser remembers, the session, the screen's size) waits for true,
 * which comes once the whole page has hydrated (the app calls endHydration) and as a transition:
 * React renders that change in slices, not in one task. (useSyncExternalStore's own way, a server
 * snapshot, re-renders synchronously: about 25 ms in one task on a grants search on the bench
 * machine.) A page rendered in the browser from the start gets true at once, as does anything
 * mounted after hydration.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// The build's prerender runs in Node, without a window: it renders as before hydration.
let hydrated = typeof window !== 'undefined';
const waiting = new Set<() => void>();
// Whether the page being hydrated (or rendered by the server) was rendered with its address's
// query: a search address the server rendered with its results (server/src/web/search-pages.ts).
// Its criteria are then known from the first render on, on both sides.
let addressRendered = false;

/**
 * main.tsx, before it hydrates a prerendered page; `withAddress`: the server rendered it for the
 * whole address, query included.
 */
export function startHydration(withAddress = false): void {
  hydrated = false;
  addressRendered = withAddress;
}

/** The server's renderer (app/prerender.tsx), for one render: whether it renders the address's query. */
export function renderAddress(withAddress: boolean): void {
  addressRendered = withAddress;
}

/** Whether the first render (the one hydrated) showed the address's query. */
export function addressWasRendered(): boolean {
  return addressRendered;
}

/** The app, once its first render committed: with it the whole page has hydrated. */
export function endHydration(): void {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    for (const show of waiting) show();
    waiting.clear();
  });
}

export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (value) return undefined;
    const show = () => setValue(true);
    if (hydrated) {
      startTransition(show);
      return undefined;
    }
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, [value]);
  return value;
}

/**
 * useSyncExternalStore for a value the build cannot know: `getServerSnapshot` until hydrated
 * (see above), the store's value after.
 */
export function useClientSnapshot<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const past = useHydrated();
  const live = useSyncExternalStore(
    subscribe,
    getSnapshot,
    typeof window === 'undefined' ? getServerSnapshot : getSnapshot,
  );
  return past ? live : getServerSnapshot();
}
