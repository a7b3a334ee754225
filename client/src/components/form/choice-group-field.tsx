/**
 * A group of checkboxes bound to a list of ids (react-final-form): a fieldset whose legend is the
 * label with 必須/任意, support text, the choices in a grid, and the group's one error message.
 */
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { RequiredBadge } from './required-badge';
import { useFieldState } from './use-field-state';
import './form.css';

export interface Choice {
  id: string;
  label: string;
}

export function ChoiceGroupField({
  name,
  label,
  choices,
  support,
  required = false,
}: {
  name: string;
  label: ReactNode;
  choices: readonly Choice[];
  support?: ReactNode;
  required?: boolean;
}) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string[]>(name, {
    support: Boolean(support),
  });
  const selected = field.input.value || [];
  const toggle = (choice: string) =>
    field.input.onChange(selected.includes(choice) ? selected.filter((c) => c !== choice) : [...selected, choice]);
  return (
    <fieldset className="choice-group" aria-describedby={describedBy} aria-invalid={message ? true : undefined}>
      <legend className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </legend>
      {support ? (
        <p id={supportId} className="form-field__support">
          {support}
        </p>
      ) : null}
      <div className="choice-group__grid">
        {choices.map((choice, index) => (
          <label key={choice.id} className="choice-group__item">
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={selected.includes(choice.id)}
              onChange={() => toggle(choice.id)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
