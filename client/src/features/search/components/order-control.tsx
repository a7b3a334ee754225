/**
 * The order of the results (関連度順・新着順, from shared/src/search/filters.ts). Shown only with a
 * keyword: without one the order is always newest first. Changing it searches at once.
 */
import { SORT_OPTIONS, defaultSort, type SortId } from '@portal/shared';
import { useId } from 'react';

interface Props {
  keyword: string | null | undefined;
  value: SortId | null | undefined;
  onChange(sort: SortId): void;
}

export function OrderControl({ keyword, value, onChange }: Props) {
  const id = useId();
  if (!keyword?.trim()) return null;
  return (
    <div className="order-control">
      <label htmlFor={id} className="order-control__label">
        並び順
      </label>
      <select
        id={id}
        className="select order-control__select"
        value={value ?? defaultSort(keyword)}
        onChange={(event) => onChange(event.currentTarget.value as SortId)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
