/** The changed fields of a listing under review, against its published version. */
import { type DiffableValues, listingDiff } from '../listing-diff';
import './operator.css';

export function ListingDiffView({ published, changed }: { published: DiffableValues; changed: DiffableValues }) {
  const fields = listingDiff(published, changed);
  return (
    <section className="listing-diff" aria-label="公開中の版からの変更">
      <h4>公開中の版からの変更（削除は取り消し線、追加は下線）</h4>
      {fields.length === 0 ? <p>公開中の版と同じ内容です。</p> : null}
      {fields.map((field) => (
        <div key={field.label} className="listing-diff__field">
          <h5>{field.label}</h5>
          <p className="console-body">
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

/** What the listing links to once published: the operator checks the grants' notes and the cases. */
export function ReviewLinks({ links }: { links: NonNullable<DiffableValues['links']> }) {
  if (links.grants.length === 0 && links.cases.length === 0) return null;
  return (
    <section className="listing-diff" aria-label="関連情報（補助金・導入事例）">
      <h4>関連情報（承認すると公開されます）</h4>
      {links.grants.length > 0 ? (
        <>
          <h5>活用できる補助金・交付金</h5>
          <ul>
            {links.grants.map((g) => (
              <li key={g.grantId}>
                {g.title ?? `ID ${g.grantId}（掲載されていません）`}：{g.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {links.cases.length > 0 ? (
        <>
          <h5>導入事例</h5>
          <ul>
            {links.cases.map((c) => (
              <li key={c.caseId}>{c.title ?? `ID ${c.caseId}（掲載されていません）`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
