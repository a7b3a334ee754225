import { ALERT_FREQUENCIES, type AlertFrequency } from '@portal/shared';

/**
 * The alert choice, always explicit: saving a search never subscribes anyone silently, so the
 * form starts with nothing chosen and says what each choice sends.
 */
export function AlertChoice({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: AlertFrequency | null;
  error?: string | undefined;
  onChange(value: AlertFrequency): void;
}) {
  return (
    <fieldset className="alert-choice" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>
        新着のお知らせメール<span className="alert-choice__required">（必須）</span>
      </legend>
      <p className="alert-choice__hint">
        この条件に合う掲載が新しく載ったり更新されたりしたとき、登録のメールアドレスにお知らせします。メールにはいつでも止められるリンクが付きます。
      </p>
      {ALERT_FREQUENCIES.map((option) => (
        <label key={option.id} className="alert-choice__option">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
