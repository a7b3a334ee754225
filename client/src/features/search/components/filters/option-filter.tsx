/** A checkbox group over options from the shared filter configuration (any of them matches). */
import type { FilterOption } from '@portal/shared';

interface Props {
  legend: string;
  name: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange(selected: string[]): void;
}

export function OptionFilter({ legend, name, options, selected, onChange }: Props) {
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{legend}</legend>
      <ul className="filter__options">
        {options.map((option) => (
          <li key={option.id}>
            <label className="check">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked ? [...selected, option.id] : selected.filter((s) => s !== option.id),
                  )
                }
              />
              <span className="check__label">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
