/**
 * The grants list's own controls beside the order: one checkbox that adds closed grants (the
 * list opens on what can still be applied for), the fiscal year (今年度 / 来年度) and the switch
 * between the list and the month view (カレンダー表示).
 */
import { APPLICABLE_STATUSES, fiscalYearAt, type SearchCriteria } from '@portal/shared';
import { useId } from 'react';
import type { GrantView } from '../hooks/use-grant-view';
import './grant-list-controls.css';

interface Props {
  criteria: SearchCriteria;
  onSearch(criteria: SearchCriteria): void;
  view: GrantView;
  onViewChange(view: GrantView): void;
  now?: Date;
}

export function GrantListControls({ criteria, onSearch, view, onViewChange, now = new Date() }: Props) {
  const id = useId();
  const statuses = criteria.statuses ?? APPLICABLE_STATUSES;
  const includesClosed = statuses.includes('closed');
  const thisYear = fiscalYearAt(now);
  const year = criteria.yearsLower != null && criteria.yearsLower === criteria.yearsUpper ? criteria.yearsLower : null;
  const setYear = (value: number | null) => onSearch({ ...criteria, yearsLower: value, yearsUpper: value });
  return (
    <div className="grant-controls">
      <label className="check grant-controls__closed" htmlFor={`${id}-closed`}>
        <input
          id={`${id}-closed`}
          type="checkbox"
          checked={includesClosed}
          onChange={(event) => {
            const next = event.currentTarget.checked
              ? [...new Set([...statuses, 'closed' as const])]
              : statuses.filter((s) => s !== 'closed');
            onSearch({ ...criteria, statuses: next.length > 0 ? next : [...APPLICABLE_STATUSES] });
          }}
        />
        <span className="check__label">受付終了の補助金も表示する</span>
      </label>
      <div role="group" aria-label="会計年度" className="grant-controls__group">
        {(
          [
            [null, 'すべての年度', null],
            [thisYear, '今年度', `（${thisYear}年度）`],
            [thisYear + 1, '来年度', `（${thisYear + 1}年度）`],
          ] as const
        ).map(([value, label, which]) => (
          <button
            key={label}
            type="button"
            className="grant-controls__toggle"
            aria-pressed={year === value && (value !== null || criteria.yearsLower == null)}
            onClick={() => setYear(value)}
          >
            {label}
            {which && <span className="grant-controls__which">{which}</span>}
          </button>
        ))}
      </div>
      <div role="group" aria-label="表示形式" className="grant-controls__group">
        <button
          type="button"
          className="grant-controls__toggle"
          aria-pressed={view === 'list'}
          onClick={() => onViewChange('list')}
        >
          一覧表示
        </button>
        <button
          type="button"
          className="grant-controls__toggle"
          aria-pressed={view === 'calendar'}
          onClick={() => onViewChange('calendar')}
        >
          カレンダー表示
        </button>
      </div>
    </div>
  );
}
