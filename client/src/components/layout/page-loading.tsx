/** Shown while a screen's code or its guard is still loading: the space of a page, no jump. */
export function PageLoading() {
  return (
    <div className="container page-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        読み込み中です
      </p>
      <div className="page-loading__title" />
      <div className="page-loading__line" />
      <div className="page-loading__line page-loading__line--short" />
    </div>
  );
}
