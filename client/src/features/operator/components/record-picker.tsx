/**
 * Picks published records by searching them: a labelled search box, the results each with a
 * button, and the picked ones listed with a button to remove each. `single` keeps one.
 * The route gives the search; the form field holds the ids, the titles are shown beside them.
 */
import { useId, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { describeApiFailure } from '@/components/form/server-errors';
import './editorial.css';

export interface PickedRecord {
  id: string;
  title: string;
  /** Shown after the title in the results (実施機関, company). */
  about?: string | null;
}

export function RecordPicker({
  label,
  support,
  picked,
  single = false,
  max,
  error,
  search,
  onChange,
}: {
  label: string;
  support?: ReactNode;
  picked: readonly PickedRecord[];
  single?: boolean;
  max?: number;
  error?: string;
  search(text: string): Promise<PickedRecord[]>;
  onChange(records: PickedRecord[]): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<PickedRecord[] | null>(null);
  const [state, setState] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const full = max !== undefined && picked.length >= max;

  async function find() {
    setState({ busy: true, failure: null });
    try {
      setResults(await search(text.trim()));
      setState({ busy: false, failure: null });
    } catch (failure) {
      setState({ busy: false, failure: describeApiFailure(failure).message });
    }
  }

  function pick(record: PickedRecord) {
    onChange(single ? [record] : [...picked.filter((p) => p.id !== record.id), record]);
  }

  return (
    <fieldset className="choice-group record-picker" aria-describedby={support ? `${id}-support` : undefined}>
      <legend className="form-field__label">
        {label}
        <RequiredBadge required={false} />
      </legend>
      {support ? (
        <p id={`${id}-support`} className="form-field__support">
          {support}
        </p>
      ) : null}
      {picked.length > 0 ? (
        <ul className="record-picker__picked" aria-label={`${label}（選択中）`}>
          {picked.map((record) => (
            <li key={record.id}>
              <span>{record.title}</span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange(picked.filter((p) => p.id !== record.id))}
              >
                {record.title} を外す
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>選択されていません。</p>
      )}
      <div className="record-picker__search">
        <div className="form-field">
          <label htmlFor={`${id}-text`} className="form-field__label">
            {label}を検索
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className="form-field__control"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of submitting the whole form.
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void find();
              }
            }}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={() => void find()} disabled={state.busy}>
          {state.busy ? '検索しています…' : '検索'}
        </button>
      </div>
      {state.failure ? <p role="alert">{state.failure}</p> : null}
      {results ? (
        results.length === 0 ? (
          <p role="status">見つかりませんでした。</p>
        ) : (
          <ul className="record-picker__results" aria-label={`${label}の検索結果`}>
            {results.map((record) => (
              <li key={record.id}>
                <span>
                  {record.title}
                  {record.about ? `（${record.about}）` : ''}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={picked.some((p) => p.id === record.id) || (!single && full)}
                  onClick={() => pick(record)}
                >
                  {record.title} を選ぶ
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
