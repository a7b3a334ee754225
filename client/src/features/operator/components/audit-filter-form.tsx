/**
 * The audit log's filters: actor (uid or address), object kind and id, action. Kinds and actions
 * are chosen by their Japanese names (audit-labels.ts); an action group filters by its prefix.
 */
import { useId, useState } from 'react';
import { AUDIT_ACTION_GROUPS, AUDIT_ENTITY_LABELS } from '../audit-labels';

export interface AuditFilterValues {
  actor?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  action?: string | null;
}

type Field = keyof AuditFilterValues;

export function AuditFilterForm({ onFilter }: { onFilter(values: AuditFilterValues): void }) {
  const [values, setValues] = useState<Record<Field, string>>({ actor: '', entityType: '', entityId: '', action: '' });
  const id = useId();
  const control = (name: Field) => ({
    id: `${id}-${name}`,
    className: 'form-field__control',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const label = (name: Field, text: string) => (
    <label htmlFor={`${id}-${name}`} className="form-field__label">
      {text}
    </label>
  );
  return (
    <form
      className="console-search"
      role="search"
      aria-label="監査ログの絞り込み"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim() || null])));
      }}
    >
      <div className="form-field">
        {label('actor', '操作した人（メールアドレスまたは uid）')}
        <input {...control('actor')} />
      </div>
      <div className="form-field">
        {label('entityType', '対象の種類')}
        <select {...control('entityType')}>
          <option value="">すべて</option>
          {Object.entries(AUDIT_ENTITY_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        {label('entityId', '対象の id・受付番号')}
        <input {...control('entityId')} />
      </div>
      <div className="form-field">
        {label('action', '操作')}
        <select {...control('action')}>
          <option value="">すべて</option>
          {AUDIT_ACTION_GROUPS.map((group) => (
            <optgroup key={group.prefix} label={group.label}>
              <option value={group.prefix}>{group.label}のすべての操作</option>
              {Object.entries(group.actions).map(([value, text]) => (
                <option key={value} value={value}>
                  {group.label}：{text}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        絞り込む
      </button>
    </form>
  );
}
