import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { RequiredBadge } from './required-badge';
import { useFieldState } from './use-field-state';
import './form.css';

export interface CheckboxFieldProps {
  name: string;
  /** The statement the user agrees to; may contain links. */
  label: ReactNode;
  required?: boolean;
  support?: ReactNode;
}

/** One checkbox bound to a boolean value, with its one error message. */
export function CheckboxField({ name, label, required = false, support }: CheckboxFieldProps) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<boolean>(name, {
    support: Boolean(support),
    config: { type: 'checkbox' },
  });
  return (
    <div className="form-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="checkbox-field__input"
          checked={Boolean(field.input.checked)}
          onChange={field.input.onChange}
          onBlur={field.input.onBlur}
          onFocus={field.input.onFocus}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {label}
          {required ? <RequiredBadge /> : null}
        </label>
      </div>
      {support ? (
        <p id={supportId} className="form-field__support">
          {support}
        </p>
      ) : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
