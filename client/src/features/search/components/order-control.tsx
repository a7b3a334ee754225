/**
 * The order of the results (関連度順・新着順, and the section's own orders such as 受付中を優先 and
 * 締切が近い順, from shared/src/search/filters.ts). Relevance is offered only with a keyword; a
 * section without orders of its own shows the control only with one. Without a choice it shows the
 * order the server applies (`defaultSort`: the grants list opens on 受付中を優先). Changing it
 * searches at once.
 */
import { SECTION_FILTERS, SORT_OPTIONS, defaultSort, type Section, type SortId } from '@portal/shared';
import { useId } from 'react';

interface Props {
  section: Section;
  keyword: string | null | undefined;
  value: SortId | null | undefined;
  onChange(sort: SortId): void;
}

export function OrderControl({ section, keyword, value, onChange }: Props) {
  const id = useId();
  const extra = SECTION_FILTERS[section].extraSorts;
  const hasKeyword = Boolean(keyword?.trim());
  if (!hasKeyword && extra.length === 0) return null;
  const options = SORT_OPTIONS.filter((o) =>
    o.id === 'relevance' ? hasKeyword : o.id === 'newest' || extra.includes(o.id),
  );
  return (
    <div className="order-control">
      <label htmlFor={id} className="order-control__label">
        並び順
      </label>
      <select
        id={id}
        className="select order-control__select"
        value={value ?? defaultSort(keyword, section)}
        onChange={(event) => onChange(event.currentTarget.value as SortId)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
