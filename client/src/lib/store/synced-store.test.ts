import { afterEach, describe, expect, it } from 'vitest';
import { createSyncedStore, type SyncedStore, type SyncedStoreOptions } from './synced-store';
import { createChannelHub } from './test-channel';

interface Counter {
  count: number;
  local: string;
}

const stores: SyncedStore<Counter>[] = [];
function make(hub: ReturnType<typeof createChannelHub>, extra: Partial<SyncedStoreOptions<Counter>> = {}) {
  const store = createSyncedStore<Counter>({
    name: 'counter',
    initial: { count: 0, local: 'a' },
    openChannel: hub.open,
    ...extra,
  });
  stores.push(store);
  return store;
}

afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
  sessionStorage.clear();
});

describe('createSyncedStore', () => {
  it('mirrors a change to the other tabs', () => {
    const hub = createChannelHub();
    const a = make(hub);
    const b = make(hub);
    a.set({ count: 3, local: 'a' });
    expect(b.get().count).toBe(3);
  });

  it('gives a new tab the state of the tabs already open', () => {
    const hub = createChannelHub();
    const a = make(hub);
    a.set((state) => ({ ...state, count: 7 }));
    const late = make(hub);
    expect(late.get().count).toBe(7);
  });

  it('does not let an unchanged tab overwrite a newer state', () => {
    const hub = createChannelHub();
    const a = make(hub);
    a.set((state) => ({ ...state, count: 2 }));
    make(hub); // a fresh tab with the initial state answers nothing and takes a's state
    const c = make(hub);
    expect(c.get().count).toBe(2);
  });

  it('ignores a message older than the state it holds', () => {
    const hub = createChannelHub();
    const a = make(hub);
    const raw = hub.open('portal-store:counter');
    a.set((state) => ({ ...state, count: 5 }));
    raw.postMessage({ kind: 'state', tab: 'other', stamp: { clock: 1, tab: 'other' }, state: { count: 99 } });
    expect(a.get().count).toBe(5);
    raw.postMessage({
      kind: 'state',
      tab: 'other',
      stamp: { clock: Date.now() + 60_000, tab: 'other' },
      state: { count: 6 },
    });
    expect(a.get().count).toBe(6);
  });

  it('keeps omitted fields to each tab', () => {
    const hub = createChannelHub();
    const a = make(hub, { omit: ['local'] });
    const b = make(hub, { omit: ['local'] });
    b.set((state) => ({ ...state, local: 'b' }));
    a.set({ count: 1, local: 'changed in a' });
    expect(b.get()).toEqual({ count: 1, local: 'b' });
  });

  it('does not mirror a store that opts out', () => {
    const hub = createChannelHub();
    const a = make(hub, { sync: false });
    const b = make(hub, { sync: false });
    a.set({ count: 4, local: 'a' });
    expect(b.get().count).toBe(0);
  });

  it('restores the state after a reload when persisted in the session', () => {
    const hub = createChannelHub();
    const first = make(hub, { persist: 'session', sync: false });
    first.set({ count: 8, local: 'x' });
    first.dispose();
    const reloaded = make(hub, { persist: 'session', sync: false });
    expect(reloaded.get()).toEqual({ count: 8, local: 'x' });
  });

  it('notifies subscribers of local and mirrored changes', () => {
    const hub = createChannelHub();
    const a = make(hub);
    const b = make(hub);
    let calls = 0;
    b.subscribe(() => calls++);
    a.set({ count: 1, local: 'a' });
    b.set({ count: 2, local: 'a' });
    expect(calls).toBe(2);
  });
});
