/** Short messages shown in the snackbar; any code may post one (not mirrored between tabs). */
import { createSyncedStore } from '@/lib/store/synced-store';

export type SnackbarTone = 'info' | 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
}

export const snackbarStore = createSyncedStore<{ messages: SnackbarMessage[] }>({
  name: 'snackbar',
  initial: { messages: [] },
  sync: false,
});

let nextId = 1;

export function showSnackbar(text: string, tone: SnackbarTone = 'info'): void {
  const message = { id: nextId++, text, tone };
  snackbarStore.set((state) => ({ messages: [...state.messages, message] }));
}

export function dismissSnackbar(id: number): void {
  snackbarStore.set((state) => ({ messages: state.messages.filter((message) => message.id !== id) }));
}
