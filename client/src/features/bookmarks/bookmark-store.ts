/**
 * Which records the signed-in user bookmarked, per section, as the toggles on result lists and
 * detail screens show them: read once per section from the server (the bookmarks live there and
 * follow the user to any browser), changed by the toggles, mirrored between open tabs. It belongs
 * to one user: a change of user forgets it.
 */
import type { Section } from '@portal/shared';
import { useEffect } from 'react';
import { mutate, query } from '@/lib/apollo-operations';
import { createSyncedStore } from '@/lib/store/synced-store';
import { useStore } from '@/lib/store/use-store';
import { useSession } from '@/lib/auth/session';
import { ADD_BOOKMARK_MUTATION, BOOKMARKED_IDS_QUERY, REMOVE_BOOKMARK_MUTATION } from './api/bookmark-requests';

interface BookmarkState {
  uid: string | null;
  /** Per section: the bookmarked ids, or absent until read. */
  ids: Partial<Record<Section, string[]>>;
}

export const bookmarkStore = createSyncedStore<BookmarkState>({ name: 'bookmarks', initial: { uid: null, ids: {} } });

const reading = new Map<string, Promise<void>>();

function load(uid: string, section: Section): Promise<void> {
  const key = `${uid}:${section}`;
  const pending = reading.get(key);
  if (pending) return pending;
  const read = query(BOOKMARKED_IDS_QUERY, { section })
    .then((data) => {
      bookmarkStore.set((state) =>
        state.uid === uid ? { uid, ids: { ...state.ids, [section]: data.bookmarkedIds } } : state,
      );
    })
    .catch(() => {
      // Toggles show "not bookmarked" until a later visit reads again.
      reading.delete(key);
    });
  reading.set(key, read);
  return read;
}

/** The section's bookmarked ids for the signed-in user (null while unknown or signed out). */
export function useBookmarkedIds(section: Section): ReadonlySet<string> | null {
  const session = useSession();
  const uid = session.status === 'signedIn' ? (session.user?.uid ?? null) : null;
  const state = useStore(bookmarkStore);
  useEffect(() => {
    if (!uid) return;
    if (bookmarkStore.get().uid !== uid) {
      reading.clear();
      bookmarkStore.set({ uid, ids: {} });
    }
    void load(uid, section);
  }, [uid, section]);
  const ids = uid && state.uid === uid ? state.ids[section] : undefined;
  return ids ? new Set(ids) : null;
}

function setBookmarked(section: Section, recordId: string, on: boolean): void {
  bookmarkStore.set((state) => {
    const current = state.ids[section] ?? [];
    const next = on ? [...new Set([...current, recordId])] : current.filter((id) => id !== recordId);
    return { ...state, ids: { ...state.ids, [section]: next } };
  });
}

/** Adds or removes; the store changes only once the server agreed. */
export async function toggleBookmark(section: Section, recordId: string, on: boolean): Promise<void> {
  if (on) await mutate(ADD_BOOKMARK_MUTATION, { input: { section, recordId } });
  else await mutate(REMOVE_BOOKMARK_MUTATION, { section, recordId });
  setBookmarked(section, recordId, on);
}

/** The bookmarks page removed one: the toggles elsewhere follow. */
export function forgetBookmark(section: Section, recordId: string): void {
  setBookmarked(section, recordId, false);
}
