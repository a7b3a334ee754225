import { categoryLabel } from '@portal/shared';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { formatInteger } from '@/lib/format';
import { ForViewer } from './for-viewer';
import { opensMunicipalScreens, readsAsVisitor, type ViewerStanding } from '@/lib/auth/viewer-role';

interface CategoryCount {
  id: string;
  name: string;
  subnames: string[];
  count: number;
}

const PLACEHOLDERS = Array.from({ length: 12 }, (_, index) => index);

function howToSee(viewer: ViewerStanding): string {
  if (readsAsVisitor(viewer)) return '自治体職員の方はログインして一覧をご覧いただけます。';
  if (opensMunicipalScreens(viewer)) return '分野を選ぶと、その分野のソリューションの一覧を表示します。';
  return viewer === 'unknown' ? '' : '分野ごとの検索は自治体職員の方がご利用いただけます。';
}

export function HomeCategories({
  categories,
  loading,
  viewer,
}: {
  categories: CategoryCount[] | null;
  loading: boolean;
  viewer: ViewerStanding;
}) {
  return (
    <section aria-labelledby="categories-heading" className="home-section">
      <h2 id="categories-heading" className="home-section__heading">
        カテゴリから探す
      </h2>
      <p className="home-section__lead">
        分野ごとのソリューション掲載件数です。<ForViewer viewer={viewer}>{howToSee(viewer)}</ForViewer>
      </p>
      {categories ? (
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id} className="category-grid__item">
              <Link to={`${href('solutions.main')}?categories=${category.id}`} className="category-grid__link">
                <span className="category-grid__name">{categoryLabel(category)}</span>
                <span className="category-grid__count">{formatInteger(category.count)} 件</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="category-grid" aria-busy={loading}>
          {PLACEHOLDERS.map((index) => (
            <div key={index} className="category-grid__placeholder" />
          ))}
        </div>
      )}
    </section>
  );
}
