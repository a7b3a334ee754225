import { validateKeptNote } from '@portal/shared';
import { useState } from 'react';

/** An entry's note, edited in place and saved with a button (validated as the server does). */
export function ShortlistEntryNote({
  entryId,
  note,
  onSave,
}: {
  entryId: string;
  note: string;
  onSave(note: string): Promise<void>;
}) {
  const [value, setValue] = useState(note);
  const error = validateKeptNote(value);
  const id = `entry-note-${entryId}`;
  return (
    <div className="kept-item__note">
      <label htmlFor={id}>メモ</label>
      <textarea
        id={id}
        rows={2}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button--secondary"
          disabled={Boolean(error) || value === note}
          onClick={() => void onSave(value)}
        >
          メモを保存
        </button>
      </div>
    </div>
  );
}
