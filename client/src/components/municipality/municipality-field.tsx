/**
 * The municipality picker as a form field (react-final-form): the field holds the name that names
 * the municipality alone (municipality-combobox.tsx), with the form's label, 必須 badge, support
 * text and error message.
 */
import type { ReactNode } from 'react';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldState } from '@/components/form/use-field-state';
import { MunicipalityCombobox } from './municipality-combobox';

export interface MunicipalityFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  support?: ReactNode;
  /** What the line under the box calls the picked municipality (default 所属自治体). */
  chosenLabel?: string;
}

export function MunicipalityField({ name, label, required = false, support, chosenLabel }: MunicipalityFieldProps) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string>(name, {
    support: Boolean(support),
  });
  return (
    <div className="form-field municipality-field">
      <MunicipalityCombobox
        id={id}
        name={name}
        label={
          <>
            {label}
            <RequiredBadge required={required} />
          </>
        }
        labelClassName="form-field__label"
        beforeInput={
          support ? (
            <p id={supportId} className="form-field__support">
              {support}
            </p>
          ) : null
        }
        value={field.input.value ?? ''}
        onChange={field.input.onChange}
        required={required}
        invalid={Boolean(message)}
        describedBy={describedBy}
        onBlur={field.input.onBlur}
        onFocus={field.input.onFocus}
        chosenLabel={chosenLabel}
      />
      <FieldError id={errorId} message={message} />
    </div>
  );
}
