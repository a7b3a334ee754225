/**
 * A small external store mirrored between the open tabs of one browser (docs/specification.md §4):
 * every change is broadcast on a BroadcastChannel, a new tab asks the others for their state, and
 * a message older than what a tab already holds is ignored. A store can opt out of mirroring
 * (`sync: false`) or keep some fields to itself (`omit`). Optionally the state survives a reload
 * of the tab (`persist: 'session'`).
 */

/** The part of BroadcastChannel the store uses; tests pass an in-memory stand-in. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface SyncedStoreOptions<T extends object> {
  /** Unique per store; names the channel and the storage key. */
  name: string;
  initial: T;
  /** Mirror between tabs (default true). */
  sync?: boolean;
  /** Fields never sent to, nor taken from, other tabs. */
  omit?: readonly (keyof T)[];
  /** Keep the state across a reload of this tab. */
  persist?: 'session' | null;
  /** For tests; defaults to a BroadcastChannel when the browser has one. */
  openChannel?: (name: string) => ChannelLike | null;
}

export interface SyncedStore<T extends object> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Stops mirroring (tests, hot reload). */
  dispose(): void;
}

/** Orders changes across tabs: a later clock wins, the tab id breaks ties. */
interface Stamp {
  clock: number;
  tab: string;
}

type Message<T> = { kind: 'hello'; tab: string } | { kind: 'state'; tab: string; stamp: Stamp; state: Partial<T> };

const ZERO: Stamp = { clock: 0, tab: '' };

function isNewer(a: Stamp, b: Stamp): boolean {
  return a.clock > b.clock || (a.clock === b.clock && a.tab > b.tab);
}

/** Only a browser has other tabs (the build's prerender runs in Node, which has the class too). */
function defaultChannel(name: string): ChannelLike | null {
  return typeof window === 'object' && typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
}

function readPersisted<T>(key: string): { stamp: Stamp; state: T } | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { stamp: Stamp; state: T }) : null;
  } catch {
    return null;
  }
}

export function createSyncedStore<T extends object>(options: SyncedStoreOptions<T>): SyncedStore<T> {
  const { name, initial, sync = true, omit = [], persist = null } = options;
  const storageKey = `portal.store.${name}`;
  // One id per store instance, i.e. per tab in the browser (and per simulated tab in tests).
  const tabId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  const listeners = new Set<() => void>();
  const persisted = persist ? readPersisted<T>(storageKey) : null;
  let state: T = persisted ? { ...initial, ...persisted.state } : initial;
  let stamp: Stamp = persisted?.stamp ?? ZERO;
  const channel = sync ? (options.openChannel ?? defaultChannel)(`portal-store:${name}`) : null;

  function shared(value: T): Partial<T> {
    const copy: Partial<T> = { ...value };
    for (const key of omit) delete copy[key];
    return copy;
  }

  function commit(next: T, nextStamp: Stamp): void {
    state = next;
    stamp = nextStamp;
    if (persist) {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify({ stamp, state }));
      } catch {
        // storage full or unavailable: the tab still works, it only forgets on reload
      }
    }
    listeners.forEach((listener) => listener());
  }

  function broadcast(): void {
    channel?.postMessage({ kind: 'state', tab: tabId, stamp, state: shared(state) } satisfies Message<T>);
  }

  function onMessage(event: MessageEvent): void {
    const message = event.data as Message<T>;
    if (message.tab === tabId) return;
    if (message.kind === 'hello') {
      // Only a tab whose state has ever changed has something worth sending.
      if (stamp.clock > 0) broadcast();
      return;
    }
    if (message.kind === 'state' && isNewer(message.stamp, stamp)) {
      const incoming = { ...message.state };
      for (const key of omit) delete incoming[key];
      commit({ ...state, ...incoming }, message.stamp);
    }
  }

  if (channel) {
    channel.addEventListener('message', onMessage);
    channel.postMessage({ kind: 'hello', tab: tabId } satisfies Message<T>);
  }

  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (value === state) return;
      // Monotonic even when two changes fall in the same millisecond.
      commit(value, { clock: Math.max(Date.now(), stamp.clock + 1), tab: tabId });
      broadcast();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      listeners.clear();
    },
  };
}
