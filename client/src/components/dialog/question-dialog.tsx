/**
 * A yes-or-no question the app asks by itself (not from a button the user pressed), in the page
 * rather than with window.confirm: radix-ui's AlertDialog, as the operator console's
 * confirmations, so focus stays inside, Esc or the cancel button answer no, focus returns to where
 * it was, and the dialog is an alertdialog named by its title and described by the question.
 */
import { AlertDialog } from 'radix-ui';
import './dialog.css';

interface Props {
  /** The question; null: nothing is asked (the dialog is closed). */
  question: string | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer(yes: boolean): void;
}

export function QuestionDialog({ question, title, confirmLabel, cancelLabel, onAnswer }: Props) {
  return (
    <AlertDialog.Root
      open={question !== null}
      onOpenChange={(open) => {
        // Closed by Esc or the cancel button; a yes closes it through `question`.
        if (!open) onAnswer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-dialog__overlay" />
        <AlertDialog.Content className="confirm-dialog">
          <AlertDialog.Title className="confirm-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description>{question}</AlertDialog.Description>
          <div className="confirm-dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">{cancelLabel}</AlertDialog.Cancel>
            <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
