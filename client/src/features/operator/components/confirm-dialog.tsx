/**
 * Every console action is confirmed here: radix-ui's AlertDialog (focus trap, Esc, focus returned
 * to the button that opened it, role="alertdialog" named by its title). With `reasonLabel` the
 * action asks for a reason, which the server records in the audit log (and may mail).
 */
import { AlertDialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import '@/components/dialog/dialog.css';
import './operator.css';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: string;
  triggerTone?: 'primary' | 'secondary' | 'danger';
  title: string;
  description: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  reasonHint?: string;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm(reason: string): Promise<unknown>;
  disabled?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setError(null);
    }
  };
  const confirm = async () => {
    if (props.reasonLabel && !reason.trim()) {
      setError(`${props.reasonLabel}を入力してください`);
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm(reason.trim());
      change(false);
    } catch (failure) {
      const described = describeApiFailure(failure);
      setError(Object.values(described.fields)[0] ?? described.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className={`button button--${props.triggerTone ?? 'secondary'}`}
          disabled={props.disabled}
        >
          {props.trigger}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-dialog__overlay" />
        <AlertDialog.Content className="confirm-dialog">
          <AlertDialog.Title className="confirm-dialog__title">{props.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="confirm-dialog__description">{props.description}</div>
          </AlertDialog.Description>
          {props.reasonLabel ? (
            <div className="form-field">
              <label htmlFor={reasonId} className="form-field__label">
                {props.reasonLabel}
                <span className="required-badge">必須</span>
              </label>
              {props.reasonHint ? (
                <p id={`${reasonId}-hint`} className="form-field__hint">
                  {props.reasonHint}
                </p>
              ) : null}
              <textarea
                id={reasonId}
                className="form-field__control"
                rows={4}
                value={reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [props.reasonHint ? `${reasonId}-hint` : '', error ? `${reasonId}-error` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          ) : null}
          {error ? (
            <p id={`${reasonId}-error`} role="alert" className="confirm-dialog__error">
              {error}
            </p>
          ) : null}
          <div className="confirm-dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">キャンセル</AlertDialog.Cancel>
            <button
              type="button"
              className={`button button--${props.triggerTone === 'danger' ? 'danger' : 'primary'}`}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? '処理しています…' : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
