/**
 * What a signed-in user can do with a record on its detail screen: bookmark it, (municipal
 * staff) put it on a shared shortlist, and follow its changes by mail. Composed here because
 * features never import each other.
 *
 * The row sits above the record, so drawing it after the record would push the whole record down
 * (a layout shift: the text the user started reading jumps). The screen therefore starts its
 * reads when it opens (`useRecordKeeping`) and shows the record once they are known, or after
 * KEEPING_WAIT_MS at the most, so that a slow or failed read never holds the record back.
 */
import type { Section } from '@portal/shared';
import { useEffect, useState } from 'react';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { useBookmarkedIds } from '@/features/bookmarks/bookmark-store';
import { FollowToggle } from '@/features/notifications/components/follow-toggle';
import { ShortlistPicker } from '@/features/shortlists/components/shortlist-picker';
import { type ShortlistChoice, useShortlistChoice } from '@/features/shortlists/hooks/use-shortlist-choice';
import { useSession } from '@/lib/auth/session';
import './record-keeping.css';

/** The longest the record waits for the row's reads. */
export const KEEPING_WAIT_MS = 1000;

export interface RecordKeepingState {
  /** Whether the row can be drawn as it will stay (or waiting any longer would hold the record back). */
  ready: boolean;
  shortlists: ShortlistChoice;
}

/** Starts the row's reads; call it where the screen starts reading its record. */
export function useRecordKeeping(section: Section): RecordKeepingState {
  const session = useSession();
  const ids = useBookmarkedIds(section);
  const shortlists = useShortlistChoice();
  const [waited, setWaited] = useState(false);
  // A confirmed municipality's lists decide the picker's shape too: none is a sentence, not a select.
  const picker = shortlists.state !== 'loading' && !(shortlists.state === 'confirmed' && !shortlists.lists);
  const known = session.status === 'signedOut' || (session.status === 'signedIn' && ids !== null && picker);
  useEffect(() => {
    // Once known, nothing to wait for: the screen is not drawn again for it.
    if (known) return;
    const timer = setTimeout(() => setWaited(true), KEEPING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return { ready: known || waited, shortlists };
}

interface Props {
  section: Section;
  recordId: string;
  title: string;
  /** What the picker offers, read by the screen (useRecordKeeping). */
  shortlists: ShortlistChoice;
}

export function RecordKeeping({ section, recordId, title, shortlists }: Props) {
  return (
    // Bookmarking and shortlisting are for the screen: a printout for a 決裁 carries the record only.
    <div className="record-keeping no-print">
      <BookmarkToggle section={section} recordId={recordId} title={title} />
      <ShortlistPicker section={section} recordId={recordId} choice={shortlists} />
      {/* Last in the row: drawn once its read answers, it moves nothing already shown. */}
      <FollowToggle topic={section} topicId={recordId} title={title} />
    </div>
  );
}
