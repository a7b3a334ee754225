import { useState, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { RequiredBadge } from './required-badge';
import { useFieldState } from './use-field-state';
import './form.css';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  support?: ReactNode;
  /** 'new-password' where one is chosen, 'current-password' where one is entered. */
  autoComplete: 'new-password' | 'current-password';
}

/**
 * A password input with a show/hide toggle. The toggle's name says what it will do (表示 or 隠す);
 * it carries no pressed state as well, which screen readers would announce as a second change, and
 * a status says what happened, since the new name is not spoken while the button keeps focus.
 */
export function PasswordField({ name, label, required = true, support, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // Said once the toggle is used: screen readers do not speak a focused button's new name.
  const [said, setSaid] = useState('');
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string>(name, {
    support: Boolean(support),
  });
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </label>
      {support ? (
        <div id={supportId} className="form-field__support">
          {support}
        </div>
      ) : null}
      <div className="password-field__row">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="form-field__control"
          value={field.input.value ?? ''}
          onChange={field.input.onChange}
          onBlur={field.input.onBlur}
          onFocus={field.input.onFocus}
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="button button--secondary password-field__toggle"
          aria-controls={id}
          onClick={() => {
            setVisible(!visible);
            setSaid(visible ? 'パスワードを隠しました' : 'パスワードを表示しています');
          }}
        >
          {visible ? '隠す' : '表示'}
          <span className="visually-hidden">（{typeof label === 'string' ? label : 'パスワード'}）</span>
        </button>
        <span className="visually-hidden" role="status">
          {said}
        </span>
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
