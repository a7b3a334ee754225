/** Page links with the page count: 「前へ」, a window of page numbers, 「次へ」. */
import { Link } from 'react-router-dom';
import './pagination.css';

interface Props {
  page: number;
  maxPage: number;
  hrefFor(page: number): string;
  onNavigate?(page: number): void;
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, maxPage: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= maxPage; n++) {
    if (n === 1 || n === maxPage || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ page, maxPage, hrefFor, onNavigate }: Props) {
  if (maxPage <= 1) return null;
  const link = (target: number, label: string, className: string, rel?: string) => (
    <Link to={hrefFor(target)} className={className} rel={rel} aria-label={label} onClick={() => onNavigate?.(target)}>
      {rel === 'prev' ? '前へ' : rel === 'next' ? '次へ' : target}
    </Link>
  );
  return (
    <nav className="pagination" aria-label="ページ送り">
      <p className="pagination__status">
        {page} / {maxPage} ページ
      </p>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            link(page - 1, '前のページ', 'pagination__step', 'prev')
          ) : (
            <span className="pagination__step" aria-disabled="true">
              前へ
            </span>
          )}
        </li>
        {pageWindow(page, maxPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="pagination__page" aria-current="page" aria-label={`${item}ページ目（現在のページ）`}>
                  {item}
                </span>
              ) : (
                link(item, `${item}ページ目`, 'pagination__page')
              )}
            </li>
          ),
        )}
        <li>
          {page < maxPage ? (
            link(page + 1, '次のページ', 'pagination__step', 'next')
          ) : (
            <span className="pagination__step" aria-disabled="true">
              次へ
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
