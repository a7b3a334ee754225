/**
 * Open/closed state of menus, drawers and other toggles. The router closes them all on every
 * route change (docs/specification.md §4), so each tab keeps its own (not mirrored).
 */
import { useCallback } from 'react';
import { createSyncedStore } from './synced-store';
import { useStore } from './use-store';

const toggles = createSyncedStore<Record<string, boolean>>({ name: 'toggles', initial: {}, sync: false });

export function setToggle(id: string, open: boolean): void {
  toggles.set((state) => (Boolean(state[id]) === open ? state : { ...state, [id]: open }));
}

export function closeAllToggles(): void {
  toggles.set((state) => (Object.values(state).some(Boolean) ? {} : state));
}

/** `[open, setOpen]` for one toggle, shaped for radix-ui's `open` / `onOpenChange`. */
export function useToggle(id: string): [boolean, (open: boolean) => void] {
  const open = useStore(toggles, (state) => Boolean(state[id]));
  const set = useCallback((next: boolean) => setToggle(id, next), [id]);
  return [open, set];
}
