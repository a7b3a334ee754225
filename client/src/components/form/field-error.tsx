import './form.css';

/** A field's one error message; the control points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">エラー：</span>
      {message}
    </p>
  );
}
