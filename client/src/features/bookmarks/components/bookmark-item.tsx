/** One bookmark on /mypage/bookmarks: the record (or that it ended), its note and removal. */
import { useMutation } from '@apollo/client/react';
import { validateKeptNote, type GrantStatus } from '@portal/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/components/detail/detail-parts';
import { describeApiFailure } from '@/components/form/server-errors';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { href } from '@/config/routes';
import type { MyBookmarksQuery } from '@/gql/graphql';
import { NOTE_BOOKMARK_MUTATION } from '../api/my-bookmarks';

export type BookmarkRow = MyBookmarksQuery['bookmarks'][number];

function describe(row: BookmarkRow): { title: string; to: string; facts: string[]; badge?: ReactNode } | null {
  if (row.solution) {
    return {
      title: row.solution.title,
      to: href('solutions.show', { id: row.recordId }),
      facts: [row.solution.companyName, row.solution.categories.map((c) => c.name).join('、')],
    };
  }
  if (row.grant) {
    const deadline = formatDate(row.grant.applicationEnd);
    return {
      title: row.grant.title,
      to: href('grants.show', { id: row.recordId }),
      facts: [row.grant.issuer, deadline ? `締切 ${deadline}` : '締切の定めなし'],
      badge: <GrantStatusBadge status={row.grant.applicationStatus as GrantStatus} daysLeft={row.grant.daysLeft} />,
    };
  }
  if (row.case) {
    return { title: row.case.title, to: href('cases.show', { id: row.recordId }), facts: [row.case.organizationName] };
  }
  return null;
}

export function BookmarkItem({ row, onRemove }: { row: BookmarkRow; onRemove(row: BookmarkRow): Promise<void> }) {
  const [note, setNote] = useState(row.note);
  const [message, setMessage] = useState('');
  const [saveNote, saving] = useMutation(NOTE_BOOKMARK_MUTATION);
  const noteId = useId();
  const record = describe(row);
  const error = validateKeptNote(note);
  const save = async () => {
    if (error) return;
    try {
      await saveNote({ variables: { input: { section: row.section, recordId: row.recordId, note } } });
      setMessage('メモを保存しました');
    } catch (failure) {
      setMessage(describeApiFailure(failure).message);
    }
  };
  return (
    <li className="kept-item">
      {record ? (
        <>
          <h3 className="kept-item__title">
            <Link to={record.to}>{record.title}</Link>
          </h3>
          {record.badge ? <p className="kept-item__badge">{record.badge}</p> : null}
          <p className="kept-item__facts">{record.facts.filter(Boolean).join(' ／ ')}</p>
        </>
      ) : (
        <h3 className="kept-item__title">掲載が終了しました（ID {row.recordId}）</h3>
      )}
      <p className="kept-item__meta">追加日 {formatDate(row.createdAt)}</p>
      <div className="kept-item__note">
        <label htmlFor={noteId}>メモ</label>
        <textarea
          id={noteId}
          rows={2}
          value={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {error && (
          <p id={`${noteId}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="kept-item__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={saving.loading || note === row.note}
          onClick={() => void save()}
        >
          メモを保存
        </button>
        <button type="button" className="button button--secondary" onClick={() => void onRemove(row)}>
          <span className="visually-hidden">「{record?.title ?? row.recordId}」を</span>お気に入りから外す
        </button>
        <span role="status">{message}</span>
      </div>
    </li>
  );
}
