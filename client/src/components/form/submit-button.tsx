import type { ReactNode } from 'react';

/** The form's primary button; while submitting it says so and cannot be pressed twice. */
export function SubmitButton({
  submitting,
  disabled = false,
  busyLabel = '送信しています…',
  describedBy,
  children,
}: {
  submitting: boolean | undefined;
  disabled?: boolean;
  busyLabel?: string;
  /** Id of the text explaining why the button is disabled, if it may be. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={disabled || Boolean(submitting)}
      aria-busy={Boolean(submitting)}
      aria-describedby={describedBy}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
