/**
 * What the 「共有リストに追加」 picker of a detail screen offers the signed-in user, read when the
 * screen opens (not when the picker first draws), so that the screen can draw the picker together
 * with the record instead of pushing the record down when the answer comes (record-keeping.tsx).
 * Its shape is known from the first answer (is the user's municipality confirmed?); the lists'
 * names follow into the picker already drawn. Both are the page's early reads when the profile
 * the browser last read says the municipality is confirmed, so the screen need not load Apollo.
 */
import { useEffect, useState } from 'react';
import { useProfile } from '@/lib/auth/profile';
import { useSession } from '@/lib/auth/session';
import { isMunicipalStaff } from '@/lib/auth/viewer-role';
import { query } from '@/lib/apollo-operations';
import { MY_MUNICIPALITY_QUERY, SHORTLIST_NAMES_QUERY } from '../api/shortlist-requests';

export interface ShortlistName {
  id: string;
  name: string;
  entries: readonly { section: string; recordId: string }[];
}

export type ShortlistChoice =
  /** Not known yet. */
  | { state: 'loading' }
  /** Nothing to offer: signed out, not municipal staff (the server refuses them), or a failed read. */
  | { state: 'hidden' }
  | { state: 'unconfirmed' }
  /** `lists` is null while the names are being read. */
  | { state: 'confirmed'; lists: ShortlistName[] | null };

export function useShortlistChoice(): ShortlistChoice {
  const session = useSession();
  const uid = session.status === 'signedIn' ? (session.user?.uid ?? null) : null;
  const profile = useProfile();
  // The server refuses the reads below to anyone but municipal staff: others are not asked.
  // (A profile being read again still says what it said.)
  const profileKnown = profile.forUid === uid && (profile.status !== 'loading' || profile.profile !== null);
  const staff = isMunicipalStaff(profile.role);
  const known = session.status !== 'initializing' && (uid === null || profileKnown);
  const [choice, setChoice] = useState<{ uid: string | null; choice: ShortlistChoice }>({
    uid: null,
    choice: { state: 'loading' },
  });

  useEffect(() => {
    if (!known || !uid || !staff) return;
    const controller = new AbortController();
    const set = (next: ShortlistChoice) => {
      if (!controller.signal.aborted) setChoice({ uid, choice: next });
    };
    query(MY_MUNICIPALITY_QUERY, {}, controller.signal)
      .then(async (mine) => {
        if (mine.myMunicipality.state !== 'confirmed') return set({ state: 'unconfirmed' });
        set({ state: 'confirmed', lists: null });
        const data = await query(SHORTLIST_NAMES_QUERY, {}, controller.signal);
        set({ state: 'confirmed', lists: data.shortlists });
      })
      .catch(() => set({ state: 'hidden' }));
    return () => controller.abort();
  }, [known, uid, staff]);

  if (!known) return { state: 'loading' };
  if (!uid || !staff) return { state: 'hidden' };
  return choice.uid === uid ? choice.choice : { state: 'loading' };
}
