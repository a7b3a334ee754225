/** The audit log's filters: actor (uid or address), object type and id, action prefix. */
import { useId, useState } from 'react';

export interface AuditFilterValues {
  actor?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  action?: string | null;
}

const FIELDS = [
  { name: 'actor', label: '操作した人（メールアドレスまたは uid）' },
  { name: 'entityType', label: '対象の種類（例: user_profile, inquiry, account, solution）' },
  { name: 'entityId', label: '対象の id・受付番号' },
  { name: 'action', label: '操作（前方一致。例: profile.）' },
] as const;

export function AuditFilterForm({ onFilter }: { onFilter(values: AuditFilterValues): void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const id = useId();
  return (
    <form
      className="console-search"
      role="search"
      aria-label="監査ログの絞り込み"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(Object.fromEntries(FIELDS.map((f) => [f.name, values[f.name]?.trim() || null])));
      }}
    >
      {FIELDS.map((field) => (
        <div key={field.name} className="form-field">
          <label htmlFor={`${id}-${field.name}`} className="form-field__label">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            className="form-field__control"
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary">
        絞り込む
      </button>
    </form>
  );
}
