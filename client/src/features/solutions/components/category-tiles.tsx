/** The twelve categories of the solutions main screen: name, subnames and count, each a search. */
import { CATEGORIES } from '@portal/shared';
import { Link } from 'react-router-dom';
import '@/components/skeleton/skeleton.css';
import './category-tiles.css';
import { formatInteger } from '@/lib/format';

export interface CategoryTileCount {
  id: string;
  count: number;
}

interface Props {
  counts: readonly CategoryTileCount[] | undefined;
  hrefFor(categoryId: string): string;
  onPick?(categoryId: string): void;
}

export function CategoryTiles({ counts, hrefFor, onPick }: Props) {
  return (
    <ul className="category-tiles">
      {CATEGORIES.map((category) => {
        const count = counts ? (counts.find((c) => c.id === category.id)?.count ?? 0) : undefined;
        return (
          <li key={category.id}>
            <Link to={hrefFor(category.id)} className="category-tile" onClick={() => onPick?.(category.id)}>
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__subnames">
                {category.subnames.length > 0 ? category.subnames.join('・') : '\u00a0'}
              </span>
              <span className="category-tile__count">
                {count === undefined ? (
                  <span className="skeleton" style={{ width: '3em' }} aria-hidden="true" />
                ) : (
                  <>
                    <strong>{formatInteger(count)}</strong>件
                  </>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
