/**
 * Fields whose value is a list: text items, paired headings and explanations, offices, and
 * choices. Each list is one form field; its message (or a row's, `offices.N.address`) is shown
 * beside it and linked from the error summary.
 */
import { LISTING_ITEM_MAX, type ListingOffice } from '@portal/shared';
import { useField, useFormState } from 'react-final-form';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldId } from '@/components/form/form-context';
import { useFieldState } from '@/components/form/use-field-state';

function useShownError(name: string): string | undefined {
  const { errors, submitFailed, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { errors: true, submitFailed: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  const error = (errors as Record<string, unknown> | undefined)?.[name];
  const submitError = (submitErrors as Record<string, unknown> | undefined)?.[name];
  if (submitFailed && typeof error === 'string') return error;
  if (!dirtySinceLastSubmit && typeof submitError === 'string') return submitError;
  return undefined;
}

export function TextListField({
  name,
  label,
  itemLabel,
  required = false,
  support,
  max,
}: {
  name: string;
  label: string;
  itemLabel: string;
  required?: boolean;
  support: string;
  max: number;
}) {
  const { id, errorId, field, message } = useFieldState<string[]>(name);
  const items = field.input.value || [];
  const set = (index: number, text: string) => field.input.onChange(items.map((v, i) => (i === index ? text : v)));
  return (
    <fieldset className="list-field" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </legend>
      <p className="form-field__support">{support}</p>
      {items.map((value, index) => (
        <div key={index} className="list-field__row">
          <label htmlFor={index === 0 ? id : `${id}-${index}`}>{`${itemLabel}${index + 1}`}</label>
          <input
            id={index === 0 ? id : `${id}-${index}`}
            className="form-field__control"
            value={value}
            maxLength={max * 2}
            aria-invalid={message ? true : undefined}
            onChange={(event) => set(index, event.target.value)}
          />
        </div>
      ))}
      {items.length < LISTING_ITEM_MAX ? (
        <button type="button" className="button button--secondary" onClick={() => field.input.onChange([...items, ''])}>
          {itemLabel}を追加
        </button>
      ) : null}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

export function OfficesField() {
  const { id, errorId, field, message } = useFieldState<ListingOffice[]>('offices');
  const offices = field.input.value || [];
  const prefix = useFieldId('offices');
  const set = (index: number, patch: Partial<ListingOffice>) =>
    field.input.onChange(offices.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  return (
    <fieldset className="list-field" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        本社・支社
        <RequiredBadge required />
      </legend>
      <p className="form-field__support">1つ以上の本社・支社名と、その住所を入力してください。</p>
      {offices.map((office, index) => (
        <OfficeRow
          key={index}
          index={index}
          office={office}
          nameId={index === 0 ? id : `${prefix}-${index}-officeName`}
          onChange={(patch) => set(index, patch)}
        />
      ))}
      {offices.length < LISTING_ITEM_MAX ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => field.input.onChange([...offices, { officeName: '', address: '' }])}
        >
          本社・支社を追加
        </button>
      ) : null}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

function OfficeRow({
  index,
  office,
  nameId,
  onChange,
}: {
  index: number;
  office: ListingOffice;
  nameId: string;
  onChange: (patch: Partial<ListingOffice>) => void;
}) {
  const addressName = `offices.${index}.address`;
  const addressId = useFieldId(addressName);
  const message = useShownError(addressName);
  return (
    <div className="list-field__office">
      <div className="list-field__row">
        <label htmlFor={nameId}>{`本社・支社${index + 1} の名称`}</label>
        <input
          id={nameId}
          className="form-field__control"
          value={office.officeName}
          onChange={(event) => onChange({ officeName: event.target.value })}
        />
      </div>
      <div className="list-field__row">
        <label htmlFor={addressId}>{`本社・支社${index + 1} の住所`}</label>
        <input
          id={addressId}
          className="form-field__control"
          value={office.address}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${addressId}-error` : undefined}
          onChange={(event) => onChange({ address: event.target.value })}
        />
        <FieldError id={`${addressId}-error`} message={message} />
      </div>
    </div>
  );
}

export interface Choice {
  id: string;
  label: string;
}

export function ChoiceGroupField({
  name,
  label,
  choices,
  support,
  required = true,
}: {
  name: string;
  label: string;
  choices: readonly Choice[];
  support: string;
  required?: boolean;
}) {
  const { id, errorId, field, message } = useFieldState<string[]>(name);
  const selected = field.input.value || [];
  const toggle = (choice: string) =>
    field.input.onChange(selected.includes(choice) ? selected.filter((c) => c !== choice) : [...selected, choice]);
  return (
    <fieldset className="list-field" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </legend>
      <p className="form-field__support">{support}</p>
      <div className="choice-grid">
        {choices.map((choice, index) => (
          <label key={choice.id} className="choice-grid__item">
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

/** Headings and their explanations, kept as two lists of equal length. */
export function ExplainedItemsField({ titleMax, explainMax }: { titleMax: number; explainMax: number }) {
  const titles = useField<string[]>('titleItems');
  const explains = useField<string[]>('explainItems');
  const titleState = useFieldState<string[]>('titleItems');
  const explainState = useFieldState<string[]>('explainItems');
  const titleItems = titles.input.value || [];
  const explainItems = explains.input.value || [];
  const rows = Math.max(titleItems.length, explainItems.length);
  const at = (list: string[], index: number) => list[index] ?? '';
  const setAt = (list: string[], index: number, text: string) =>
    Array.from({ length: rows }, (_, i) => (i === index ? text : at(list, i)));
  return (
    <fieldset className="list-field">
      <legend className="form-field__label">
        見出しと説明
        <RequiredBadge required />
      </legend>
      <p className="form-field__support">
        見出しは1つ以上、それぞれ{titleMax}文字以内。説明はそれぞれ{explainMax}文字以内。
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="list-field__office">
          <div className="list-field__row">
            <label htmlFor={index === 0 ? titleState.id : `${titleState.id}-${index}`}>{`見出し${index + 1}`}</label>
            <input
              id={index === 0 ? titleState.id : `${titleState.id}-${index}`}
              className="form-field__control"
              value={at(titleItems, index)}
              aria-invalid={titleState.message ? true : undefined}
              onChange={(event) => titles.input.onChange(setAt(titleItems, index, event.target.value))}
            />
          </div>
          <div className="list-field__row">
            <label htmlFor={index === 0 ? explainState.id : `${explainState.id}-${index}`}>{`説明${index + 1}`}</label>
            <textarea
              id={index === 0 ? explainState.id : `${explainState.id}-${index}`}
              className="form-field__control"
              rows={3}
              value={at(explainItems, index)}
              aria-invalid={explainState.message ? true : undefined}
              onChange={(event) => explains.input.onChange(setAt(explainItems, index, event.target.value))}
            />
          </div>
        </div>
      ))}
      {rows < LISTING_ITEM_MAX ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            titles.input.onChange([...setAt(titleItems, -1, ''), '']);
            explains.input.onChange([...setAt(explainItems, -1, ''), '']);
          }}
        >
          見出しと説明を追加
        </button>
      ) : null}
      <FieldError id={titleState.errorId} message={titleState.message} />
      <FieldError id={explainState.errorId} message={explainState.message} />
    </fieldset>
  );
}
