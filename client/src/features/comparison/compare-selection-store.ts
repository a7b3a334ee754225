/**
 * The solutions ticked for comparison on /solutions/list: kept across pages of results and a
 * reload of the tab, mirrored between tabs like the basket.
 */
import { createSyncedStore } from '@/lib/store/synced-store';
import { useStore } from '@/lib/store/use-store';
import { COMPARE_MAX } from './api/compare-ids';

export interface ComparePick {
  id: string;
  title: string;
}

export const compareSelectionStore = createSyncedStore<{ picks: ComparePick[] }>({
  name: 'compare-selection',
  initial: { picks: [] },
  persist: 'session',
});

export function useComparePicks(): ComparePick[] {
  return useStore(compareSelectionStore).picks;
}

/** Adds or removes; a fifth pick is refused (the checkbox says why). */
export function toggleComparePick(pick: ComparePick): void {
  compareSelectionStore.set(({ picks }) => {
    if (picks.some((p) => p.id === pick.id)) return { picks: picks.filter((p) => p.id !== pick.id) };
    return picks.length >= COMPARE_MAX ? { picks } : { picks: [...picks, pick] };
  });
}

export function clearComparePicks(): void {
  compareSelectionStore.set(() => ({ picks: [] }));
}
