import './form.css';

/** 必須 (or 任意) beside a label. Part of the label text, so screen readers say it with the name. */
export function RequiredBadge({ required = true }: { required?: boolean }) {
  return required ? <span className="required-badge">必須</span> : <span className="optional-badge">任意</span>;
}
