/**
 * Changed fields for a reviewer (lib/text-diff.ts): removed text struck through and added text
 * underlined, each also labelled 「削除」/「追加」 for screen readers.
 */
import type { FieldDiff } from '@/lib/text-diff';
import './field-diff-list.css';

export function FieldDiffList({ title, fields, same }: { title: string; fields: readonly FieldDiff[]; same: string }) {
  return (
    <section className="field-diff" aria-label={title}>
      <h4>{title}（削除は取り消し線、追加は下線）</h4>
      {fields.length === 0 ? <p>{same}</p> : null}
      {fields.map((field) => (
        <div key={field.label} className="field-diff__field">
          <h5>{field.label}</h5>
          <p className="field-diff__text">
            {field.parts.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index}>
                  <span className="visually-hidden">［追加］</span>
                  {part.text}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index}>
                  <span className="visually-hidden">［削除］</span>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </div>
      ))}
    </section>
  );
}
