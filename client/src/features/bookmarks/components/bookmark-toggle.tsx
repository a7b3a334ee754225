/**
 * The お気に入り toggle of a record (result lists and detail screens): a button whose pressed
 * state (aria-pressed) says whether the record is bookmarked, and a status line that announces
 * each change or failure. Shown only to a signed-in user.
 */
import type { Section } from '@portal/shared';
import { useState } from 'react';
import { PressedToggle } from '@/components/pressed-toggle/pressed-toggle';
import { useHydrated } from '@/lib/use-hydrated';
import { failureMessage } from '@/lib/apollo-operations';
import { useBookmarkedIds, toggleBookmark } from '../bookmark-store';

interface Props {
  section: Section;
  recordId: string;
  title: string;
}

export function BookmarkToggle({ section, recordId, title }: Props) {
  const ids = useBookmarkedIds(section);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  // A prerendered page (/grants, /cases) is the same for everyone until hydrated.
  if (!ids || !hydrated) return null;
  const on = ids.has(recordId);
  const toggle = async () => {
    setBusy(true);
    try {
      await toggleBookmark(section, recordId, !on);
      setMessage(on ? 'お気に入りから外しました' : 'お気に入りに追加しました');
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PressedToggle
      pressed={on}
      busy={busy}
      mark={on ? '★' : '☆'}
      title={title}
      label="お気に入り"
      message={message}
      onToggle={() => void toggle()}
    />
  );
}
