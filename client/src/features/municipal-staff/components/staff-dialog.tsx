/**
 * An administrator's action on a member, confirmed in radix-ui's AlertDialog (focus trap, Esc,
 * focus returned to its button). It may ask for a text (the new 部署) or for a colleague (the
 * successor, or who takes over a leaver's lists); the server's refusal shows in the dialog,
 * which stays open with what was chosen.
 */
import { AlertDialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import '@/components/dialog/dialog.css';

export interface Colleague {
  uid: string;
  name: string;
  division: string;
}

export interface StaffDialogProps {
  trigger: string;
  triggerTone?: 'primary' | 'secondary' | 'danger';
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Asks for a text (required), e.g. the new 部署. */
  text?: { label: string; initial: string };
  /** Asks for a colleague; `required` false adds 「引き継がない」. */
  colleague?: { label: string; choices: readonly Colleague[]; required: boolean };
  onConfirm(values: { text: string; colleague: string | null }): Promise<unknown>;
}

export function StaffDialog(props: StaffDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(props.text?.initial ?? '');
  const [colleague, setColleague] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const change = (next: boolean) => {
    setOpen(next);
    if (next) {
      setText(props.text?.initial ?? '');
      setColleague('');
      setError(null);
    }
  };
  const confirm = async () => {
    if (props.text && !text.trim()) return setError(`${props.text.label}を入力してください`);
    if (props.colleague?.required && !colleague) return setError(`${props.colleague.label}を選んでください`);
    setBusy(true);
    try {
      await props.onConfirm({ text: text.trim(), colleague: colleague || null });
      setOpen(false);
    } catch (failure) {
      const described = describeApiFailure(failure);
      setError(Object.values(described.fields)[0] ?? described.message);
    } finally {
      setBusy(false);
    }
  };
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={`button button--${props.triggerTone ?? 'secondary'}`}>
          {props.trigger}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-dialog__overlay" />
        <AlertDialog.Content className="confirm-dialog">
          <AlertDialog.Title className="confirm-dialog__title">{props.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div>{props.description}</div>
          </AlertDialog.Description>
          {props.text ? (
            <div className="form-field">
              <label htmlFor={`${id}-text`} className="form-field__label">
                {props.text.label}
                <span className="required-badge">必須</span>
              </label>
              <input
                id={`${id}-text`}
                className="form-field__control"
                value={text}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          ) : null}
          {props.colleague ? (
            <div className="form-field">
              <label htmlFor={`${id}-colleague`} className="form-field__label">
                {props.colleague.label}
                {props.colleague.required ? <span className="required-badge">必須</span> : null}
              </label>
              <select
                id={`${id}-colleague`}
                className="form-field__control"
                value={colleague}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setColleague(event.target.value)}
              >
                <option value="">{props.colleague.required ? '選択してください' : '引き継がない'}</option>
                {props.colleague.choices.map((choice) => (
                  <option key={choice.uid} value={choice.uid}>
                    {choice.name}（{choice.division || '部署未設定'}）
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="confirm-dialog__error">
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
