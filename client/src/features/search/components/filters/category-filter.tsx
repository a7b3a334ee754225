/**
 * Categories with the number of results each would give (the facet list). For solutions at
 * most three may be picked; picking a fourth keeps the three and says so (specification 9).
 */
import { CATEGORIES, SECTION_FILTERS, categoryLimitMessage, type Section } from '@portal/shared';
import { useId, useState } from 'react';
import { formatInteger } from '@/lib/format';

export interface CategoryCountLike {
  id: string;
  count: number;
}

interface Props {
  section: Section;
  selected: readonly string[];
  counts?: readonly CategoryCountLike[] | undefined;
  onChange(selected: string[]): void;
}

export function CategoryFilter({ section, selected, counts, onChange }: Props) {
  const id = useId();
  const { maxCategories, labels } = SECTION_FILTERS[section];
  const [limitMessage, setLimitMessage] = useState('');
  const countOf = (categoryId: string) => counts?.find((c) => c.id === categoryId)?.count;

  function toggle(categoryId: string, checked: boolean) {
    if (checked && maxCategories !== null && selected.length >= maxCategories) {
      setLimitMessage(categoryLimitMessage(maxCategories));
      return;
    }
    setLimitMessage('');
    onChange(checked ? [...selected, categoryId] : selected.filter((s) => s !== categoryId));
  }

  return (
    <fieldset className="filter" aria-describedby={`${id}-limit`}>
      <legend className="filter__legend">
        {labels.categories}
        {maxCategories !== null && <span className="filter__hint">（{maxCategories}つまで選択できます）</span>}
      </legend>
      <p id={`${id}-limit`} className="filter__error" role="alert">
        {limitMessage}
      </p>
      <ul className="filter__options filter__options--categories">
        {CATEGORIES.map((category) => {
          const count = countOf(category.id);
          return (
            <li key={category.id}>
              <label className="check">
                <input
                  type="checkbox"
                  name="categories"
                  value={category.id}
                  checked={selected.includes(category.id)}
                  onChange={(event) => toggle(category.id, event.currentTarget.checked)}
                />
                <span className="check__label check__label--facet">
                  <span>
                    <span className="check__name">{category.name}</span>
                    {category.subnames.length > 0 && (
                      <span className="check__subnames">・{category.subnames.join('・')}</span>
                    )}
                  </span>
                  <span className="check__count">{count === undefined ? '' : `${formatInteger(count)}件`}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
