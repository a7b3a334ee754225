import { FORM_ERROR } from 'final-form';
import { useEffect, useId, useRef } from 'react';
import { useFormState } from 'react-final-form';
import { useFieldId } from './form-context';
import './form.css';

type Errors = Record<string, unknown> | undefined;

function messagesOf(errors: Errors): [string, string][] {
  return Object.entries(errors ?? {}).filter(
    (entry): entry is [string, string] => entry[0] !== FORM_ERROR && typeof entry[1] === 'string',
  );
}

function SummaryLink({ name, message }: { name: string; message: string }) {
  const id = useFieldId(name);
  return (
    <li>
      <a
        href={`#${id}`}
        onClick={(event) => {
          const target = document.getElementById(id);
          if (!target) return;
          event.preventDefault();
          target.focus();
          target.scrollIntoView?.({ block: 'center' });
        }}
      >
        {message}
      </a>
    </li>
  );
}

/**
 * After a failed submission: every error of the form, each linking to its field, plus a
 * form-level error (FORM_ERROR). It takes focus once per attempt, so keyboard and screen-reader
 * users learn at once that and where the form needs fixing. Not also an alert: focus already reads
 * it, and a live region would speak it again each time a keystroke changes the count.
 */
export function FormErrorSummary({
  attempt,
  failureTitle = '送信できませんでした',
}: {
  attempt: number;
  failureTitle?: string;
}) {
  const { submitFailed, submitting, errors, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: {
      submitFailed: true,
      submitting: true,
      errors: true,
      submitErrors: true,
      dirtySinceLastSubmit: true,
    },
  });
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const focused = useRef(0);
  const fieldErrors = new Map(messagesOf(errors as Errors));
  if (!dirtySinceLastSubmit)
    for (const [name, message] of messagesOf(submitErrors as Errors)) fieldErrors.set(name, message);
  const formError = typeof submitErrors?.[FORM_ERROR] === 'string' ? (submitErrors[FORM_ERROR] as string) : null;
  const visible = submitFailed && !submitting && (fieldErrors.size > 0 || formError !== null);

  useEffect(() => {
    if (visible && attempt > focused.current) {
      focused.current = attempt;
      ref.current?.focus();
    }
  }, [visible, attempt]);

  if (!visible) return null;
  return (
    <div ref={ref} className="form-summary" role="group" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="form-summary__title">
        {fieldErrors.size > 0 ? `入力内容を確認してください（${fieldErrors.size}件）` : failureTitle}
      </h2>
      {formError ? <p>{formError}</p> : null}
      {fieldErrors.size > 0 ? (
        <ul className="form-summary__list">
          {[...fieldErrors].map(([name, message]) => (
            <SummaryLink key={name} name={name} message={message} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
