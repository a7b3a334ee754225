import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { useId, useState, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { FormIdContext } from './form-context';
import { FormErrorSummary } from './form-error-summary';
import './form.css';

export interface AppFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => SubmissionErrors | Promise<SubmissionErrors> | void;
  /** Usually the shared validator table applied with validateAll. */
  validate?: (values: V) => ValidationErrors | Promise<ValidationErrors>;
  initialValues?: Partial<V>;
  /** Names the form for assistive technology (the form landmark). */
  label: string;
  /** Heading of the error summary when only a form-level error is shown. */
  failureTitle?: string;
  className?: string;
  children: (props: FormRenderProps<V>) => ReactNode;
}

/**
 * Initial values equal in content are the same values. react-final-form compares them shallowly
 * and starts the form over when they differ, so a nested list made anew by a parent's re-render
 * (the case figures' KPIs) would wipe out what the user had typed.
 */
const sameContent = (a?: object, b?: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * react-final-form with the house conventions: no browser validation bubbles (the shared
 * validators speak instead), an error summary that takes focus after each failed attempt, field
 * ids unique to this form, and typed values kept across a parent's re-render.
 */
export function AppForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  label,
  failureTitle,
  className,
  children,
}: AppFormProps<V>) {
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [attempt, setAttempt] = useState(0);
  return (
    <FormIdContext.Provider value={`f${prefix}`}>
      <Form<V> onSubmit={onSubmit} validate={validate} initialValues={initialValues} initialValuesEqual={sameContent}>
        {(props) => (
          <form
            noValidate
            aria-label={label}
            className={className ?? 'form'}
            onSubmit={(event) => {
              setAttempt((n) => n + 1);
              return props.handleSubmit(event);
            }}
          >
            <FormErrorSummary attempt={attempt} failureTitle={failureTitle} />
            {children(props)}
          </form>
        )}
      </Form>
    </FormIdContext.Provider>
  );
}
