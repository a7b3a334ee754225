/**
 * /solutions: the solutions main screen (municipal users): the twelve categories with their
 * counts and the search form. Both lead to /solutions/list, carrying the search store over
 * with the navigation flag.
 */
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { BasketBar } from '@/features/document-requests/components/basket-bar';
import { SearchForm } from '@/features/search/components/search-form';
import { useSearchLauncher } from '@/features/search/hooks/use-section-search';
import { searchBreadcrumbs } from '@/features/search/utils/breadcrumbs';
import { CategoryTiles } from '@/features/solutions/components/category-tiles';
import { graphql } from '@/gql';
import './solutions-main-page.css';
import { formatInteger } from '@/lib/format';

const SOLUTIONS_MAIN_PAGE_QUERY = graphql(`
  query SolutionsMainPage {
    solutionCount
    categories(section: solutions) {
      id
      count
    }
  }
`);

export function Component() {
  const { data, error } = useQuery(SOLUTIONS_MAIN_PAGE_QUERY);
  const launcher = useSearchLauncher('solutions', href('solutions.list'));
  // A failed count reads as 0 (docs/specification.md §8).
  const total = error ? 0 : data?.solutionCount;
  return (
    <div className="container">
      <Breadcrumbs items={searchBreadcrumbs('solutions', {})} />
      <PageTitle title="ソリューションを探す" />
      <BasketBar />
      <p className="solutions-main__lead">
        自治体の課題に合うサービスを、キーワードや条件、カテゴリから探せます。
        <span className="solutions-main__total">
          掲載中 <strong>{total === undefined ? '…' : formatInteger(total)}</strong> 件
        </span>
      </p>
      <section aria-labelledby="solutions-search-heading" className="solutions-main__section">
        <h2 id="solutions-search-heading" className="solutions-main__heading">
          キーワード・条件で探す
        </h2>
        <SearchForm
          section="solutions"
          value={launcher.form}
          showCategories={false}
          filtersOpen={launcher.filtersOpen}
          onFiltersOpenChange={launcher.setFiltersOpen}
          onChange={launcher.setForm}
          onSubmit={launcher.launch}
        />
      </section>
      <section aria-labelledby="solutions-categories-heading" className="solutions-main__section">
        <h2 id="solutions-categories-heading" className="solutions-main__heading">
          カテゴリから探す
        </h2>
        <CategoryTiles
          counts={error ? [] : data?.categories}
          hrefFor={(id) => launcher.hrefFor({ categories: [id] })}
          onPick={(id) => launcher.prepare({ categories: [id] })}
        />
      </section>
    </div>
  );
}
