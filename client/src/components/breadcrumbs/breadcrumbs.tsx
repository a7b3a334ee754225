import { Link } from 'react-router-dom';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, and for the single entry shown when not searching. */
  to?: string;
}

/** The trail above a page's title; the last entry, the current page, has no link. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="パンくずリスト" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
