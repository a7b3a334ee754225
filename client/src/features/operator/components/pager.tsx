/** A list's page controls: "n–m件 / 全 t件" and previous / next. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
  label,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange(offset: number): void;
  label: string;
}) {
  if (total === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="console-pager" aria-label={`${label}のページ送り`}>
      <p className="console-pager__status">
        全{total}件中 {offset + 1}〜{last}件
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        前へ
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={last >= total}
        onClick={() => onChange(offset + limit)}
      >
        次へ
      </button>
    </nav>
  );
}
