import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { formatInteger } from '@/lib/format';

interface LatestItem {
  id: string;
  title: string;
  meta: (string | null | undefined | false)[];
}

export function HomeLatest({
  id,
  heading,
  items,
  section,
  totalCount,
  allLabel,
  allHref,
}: {
  id: string;
  heading: string;
  items: LatestItem[] | undefined;
  section: 'grants' | 'cases';
  totalCount: number | undefined;
  allLabel: string;
  /** The list the "all" link opens (default: the section's list). */
  allHref?: string;
}) {
  const headingId = `latest-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="home-section home-latest">
      <h2 id={headingId} className="home-section__heading">
        {heading}
      </h2>
      {items ? (
        items.length === 0 ? (
          <p className="home-latest__empty">現在、掲載中の情報はありません。</p>
        ) : (
          <ul className="record-list">
            {items.map((item) => (
              <li key={item.id} className="record-list__item">
                <Link to={href(`${section}.show`, { id: item.id })} className="record-list__title">
                  {item.title}
                </Link>
                <span className="record-list__meta">{item.meta.filter(Boolean).join('・')}</span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="record-list record-list--loading" aria-busy="true" />
      )}
      <Link to={allHref ?? href(`${section}.list`)} className="home-latest__all">
        {allLabel}（{totalCount == null ? '…' : formatInteger(totalCount)} 件）
      </Link>
    </section>
  );
}
