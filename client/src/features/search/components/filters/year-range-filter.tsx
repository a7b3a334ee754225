/** The fiscal-year range: two selects, each optional; a reversed range is pointed out. */
import { fiscalYearLabel, fiscalYearOptions } from '@portal/shared';
import { useId, useMemo } from 'react';

interface Props {
  legend: string;
  lower: number | null | undefined;
  upper: number | null | undefined;
  error: string | null;
  onChange(range: { yearsLower: number | null; yearsUpper: number | null }): void;
}

export function YearRangeFilter({ legend, lower, upper, error, onChange }: Props) {
  const id = useId();
  const years = useMemo(() => fiscalYearOptions(), []);
  const parse = (value: string) => (value === '' ? null : Number(value));
  const select = (which: 'lower' | 'upper', value: number | null | undefined) => (
    <div className="year-range__field">
      <label htmlFor={`${id}-${which}`} className="year-range__label">
        {which === 'lower' ? '開始' : '終了'}
      </label>
      <select
        id={`${id}-${which}`}
        className="select"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = parse(event.currentTarget.value);
          onChange(
            which === 'lower'
              ? { yearsLower: next, yearsUpper: upper ?? null }
              : { yearsLower: lower ?? null, yearsUpper: next },
          );
        }}
      >
        <option value="">指定なし</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {fiscalYearLabel(year)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{legend}</legend>
      <div className="year-range">
        {select('lower', lower)}
        <span className="year-range__dash" aria-hidden="true">
          〜
        </span>
        {select('upper', upper)}
      </div>
      <p id={`${id}-error`} className="filter__error" role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
