/** A required choice of one option as radio buttons in a fieldset, with its one error message. */
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldState } from '@/components/form/use-field-state';

export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { code: string; label: string }[];
}) {
  const { id, errorId, field, message } = useFieldState<string>(name);
  return (
    <fieldset className="inquiry-choice" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {legend}
        <RequiredBadge />
      </legend>
      <div className="inquiry-choice__options">
        {options.map((option, index) => (
          <label key={option.code} className="inquiry-choice__option">
            <input
              id={index === 0 ? id : `${id}-${option.code}`}
              type="radio"
              name={name}
              value={option.code}
              checked={field.input.value === option.code}
              onChange={() => field.input.onChange(option.code)}
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
