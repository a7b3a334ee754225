/**
 * A group of checkboxes bound to one react-final-form array value (inquiry types, contact
 * means): a fieldset with its legend and 必須 badge, its one error tied to every box.
 */
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldState } from '@/components/form/use-field-state';
import './basket.css';

export interface CodeOption {
  code: string;
  label: string;
}

export function CodeCheckboxes({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly CodeOption[];
}) {
  const { id, errorId, field, message } = useFieldState<string[]>(name);
  const value: string[] = Array.isArray(field.input.value) ? field.input.value : [];
  const toggle = (code: string) =>
    field.input.onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset className="code-checkboxes" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {legend}
        <RequiredBadge />
      </legend>
      <div className="code-checkboxes__options">
        {options.map((option, index) => (
          <label key={option.code} className="code-checkboxes__option">
            <input
              id={index === 0 ? id : `${id}-${option.code}`}
              type="checkbox"
              name={name}
              value={option.code}
              checked={value.includes(option.code)}
              onChange={() => toggle(option.code)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
