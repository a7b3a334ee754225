import type { ReactNode } from 'react';
import './pressed-toggle.css';

/**
 * An on/off button for one record (お気に入り, フォロー): its state is aria-pressed, the record's
 * title completes its name for screen readers, and the outcome is said in a status next to it.
 */
export function PressedToggle({
  pressed,
  busy,
  mark,
  title,
  label,
  message,
  onToggle,
}: {
  pressed: boolean;
  busy: boolean;
  mark: string;
  title: string;
  label: ReactNode;
  message: string;
  onToggle: () => void;
}) {
  return (
    <span className="pressed-toggle">
      <button
        type="button"
        className="pressed-toggle__button"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
      >
        <span aria-hidden="true" className="pressed-toggle__mark">
          {mark}
        </span>
        <span className="visually-hidden">「{title}」を</span>
        {label}
      </button>
      <span role="status" className="pressed-toggle__status">
        {message}
      </span>
    </span>
  );
}
