import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';
import { RequiredBadge } from './required-badge';
import { useFieldState } from './use-field-state';
import './form.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'required'
>;

export interface TextFieldProps extends NativeProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Help shown under the label and read with the control (format, examples). */
  support?: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** Narrower control for short values (postal codes, telephone). */
  short?: boolean;
}

/** A labelled text input (or textarea) bound to react-final-form, with its one error message. */
export function TextField({
  name,
  label,
  required = false,
  support,
  multiline = false,
  rows = 5,
  short = false,
  type = 'text',
  ...native
}: TextFieldProps) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string>(name, {
    support: Boolean(support),
  });
  const common = {
    id,
    name,
    className: 'form-field__control',
    value: field.input.value ?? '',
    onChange: field.input.onChange,
    onBlur: field.input.onBlur,
    onFocus: field.input.onFocus,
    required,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`form-field${short ? ' form-field--short' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </label>
      {support ? (
        <p id={supportId} className="form-field__support">
          {support}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={rows} {...(native as Record<string, unknown>)} />
      ) : (
        <input {...common} type={type} {...native} />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
