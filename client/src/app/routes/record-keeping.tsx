/**
 * What a signed-in user can do with a record on its detail screen: bookmark it, and (municipal
 * staff) put it on a shared shortlist. Composed here because features never import each other.
 */
import type { Section } from '@portal/shared';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { ShortlistPicker } from '@/features/shortlists/components/shortlist-picker';
import './record-keeping.css';

export function RecordKeeping({ section, recordId, title }: { section: Section; recordId: string; title: string }) {
  return (
    <div className="record-keeping">
      <BookmarkToggle section={section} recordId={recordId} title={title} />
      <ShortlistPicker section={section} recordId={recordId} />
    </div>
  );
}
