/** A labelled native select bound to react-final-form, with 必須/任意, support text and its one error. */
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { RequiredBadge } from './required-badge';
import { useFieldState } from './use-field-state';
import type { Choice } from './choice-group-field';
import './form.css';

export function SelectField({
  name,
  label,
  choices,
  required = false,
  support,
  emptyLabel = '選択してください',
}: {
  name: string;
  label: ReactNode;
  choices: readonly Choice[];
  required?: boolean;
  support?: ReactNode;
  /** The option for no value (its value is ''). */
  emptyLabel?: string;
}) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string>(name, {
    support: Boolean(support),
  });
  return (
    <div className="form-field form-field--short">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </label>
      {support ? (
        <p id={supportId} className="form-field__support">
          {support}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        className="form-field__control"
        value={field.input.value ?? ''}
        onChange={field.input.onChange}
        onBlur={field.input.onBlur}
        onFocus={field.input.onFocus}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
