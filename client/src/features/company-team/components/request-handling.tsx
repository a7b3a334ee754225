/**
 * Inside one received request: who in the company handles it, and the company's notes on it
 * (read only by the company's users; the requester never sees them).
 */
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import { addToRootList } from '@/lib/cache-updates';
import { ADD_REQUEST_NOTE_MUTATION, ASSIGN_REQUEST_MUTATION } from '../api/documents';

export interface RequestHandlingView {
  assigneeUid?: string | null;
  notes: readonly { id: string; body: string; authorName: string; createdAt: string }[];
}

export function RequestHandling({
  uid,
  handling,
  members,
}: {
  uid: string;
  handling: RequestHandlingView | undefined;
  members: readonly { uid: string; name: string }[];
}) {
  // Each answer is the request's handling (known by uid): it replaces the one shown, or joins the list.
  const assigneeId = useId();
  const noteId = useId();
  const [assign, assigning] = useMutation(ASSIGN_REQUEST_MUTATION);
  const [addNote, adding] = useMutation(ADD_REQUEST_NOTE_MUTATION);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(describeApiFailure(error).message);
  return (
    <div className="received-request__handling">
      <p>
        <label htmlFor={assigneeId}>社内の担当</label>{' '}
        <select
          id={assigneeId}
          value={handling?.assigneeUid ?? ''}
          disabled={assigning.loading}
          onChange={(event) => {
            setProblem(null);
            void assign({
              variables: { uid, assigneeUid: event.target.value || null },
              update: (cache, { data }) => {
                if (data) addToRootList(cache, 'receivedRequestHandlings', data.assignReceivedRequest, 'end');
              },
            }).then(undefined, fail);
          }}
        >
          <option value="">未割り当て</option>
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.name}
            </option>
          ))}
        </select>
      </p>
      <h4 className="received-request__notes-title">社内メモ（自社のユーザーだけが読めます）</h4>
      {handling?.notes.length ? (
        <ul className="received-request__notes">
          {handling.notes.map((item) => (
            <li key={item.id}>
              <p className="received-request__contents">{item.body}</p>
              <p className="received-request__note-meta">
                {item.authorName}・{formatDateTime(item.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>まだメモはありません。</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(null);
          void addNote({
            variables: { uid, body: note },
            update: (cache, { data }) => {
              if (data) addToRootList(cache, 'receivedRequestHandlings', data.addReceivedRequestNote, 'end');
            },
          }).then(() => setNote(''), fail);
        }}
      >
        <label htmlFor={noteId}>メモを追加</label>
        <textarea id={noteId} rows={2} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        <button type="submit" className="button button--secondary" disabled={adding.loading || !note.trim()}>
          メモを保存
        </button>
      </form>
      {problem ? (
        <p role="alert" className="received-request__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
