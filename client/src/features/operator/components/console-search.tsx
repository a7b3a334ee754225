/** A console list's search box: submits on Enter or the button, so each keystroke is not a query. */
import { useId, useState, type ReactNode } from 'react';

export function ConsoleSearch({
  label,
  initial = '',
  onSearch,
  children,
  type = 'search',
}: {
  label: string;
  initial?: string;
  onSearch(text: string): void;
  children?: ReactNode;
  type?: 'search' | 'email';
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      className="console-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        <input
          id={id}
          type={type}
          className="form-field__control"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {children}
      <button type="submit" className="button button--primary">
        検索
      </button>
    </form>
  );
}
