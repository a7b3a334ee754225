/**
 * A section's results screen: breadcrumbs, title, search form and results. The route module
 * owns the query and hands its outcome in; this screen owns the layout and the search state.
 *
 * On a phone an address with a search shows the conditions it was searched with and
 * 「検索条件を変更」 instead of the whole form, so its first results are on the first screen; the
 * button unfolds the form, and the next search folds it again. Wider screens always show the form
 * (CSS decides, so the server's markup is the same at every width).
 */
import type { Section } from '@portal/shared';
import { lazy, type ReactNode, Suspense, useDeferredValue, useId, useState } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { PageTitle } from '@/components/page-title';
import type { SectionSearch } from '../hooks/use-section-search';
import { searchBreadcrumbs } from '../utils/breadcrumbs';
import { AppliedConditions } from './applied-conditions';
import { OrderControl } from './order-control';
import type { CategoryCountLike } from './filters/category-filter';
import { SearchForm } from './search-form';
import { SearchResults, type ResultPage } from './search-results';
import './search-screen.css';

export interface SearchOutcome<T> {
  result: (ResultPage<T> & { categoryCounts: readonly CategoryCountLike[] }) | undefined;
  loading: boolean;
  error: unknown;
  /** Sends the query again after a failure. */
  retry?(): void;
}

interface Props<T> {
  section: Section;
  title: string;
  lead?: ReactNode;
  search: SectionSearch;
  outcome: SearchOutcome<T>;
  renderItem(item: T): ReactNode;
  keyOf(item: T): string;
  /** Beside the order control (the grants' 受付終了 and 会計年度 controls). */
  toolbarExtra?: ReactNode;
  /** Shown instead of the result list (the grants' month view). */
  alternateView?: ReactNode;
  /** Shown under the applied conditions: keeping the search (「この条件を保存」), composed by the route. */
  keep?: ReactNode;
  /** False hides 「CSVで保存」「Excelで保存」. */
  exportable?: boolean;
  /** Above the form (the basket bar on the solution list). */
  banner?: ReactNode;
}

// Loaded after the page: the results screens keep their first load within bench:web's budget.
const SearchExport = lazy(() => import('./search-export').then((module) => ({ default: module.SearchExport })));

export function SearchScreen<T>(props: Props<T>) {
  const { section, title, lead, search, outcome, renderItem, keyOf, keep } = props;
  // A page of results is the heaviest render of the portal: React renders it in the background,
  // in slices, so the page answers input meanwhile (it shows as loading until then).
  const result = useDeferredValue(outcome.result);
  const loading = outcome.loading || result !== outcome.result;
  const formId = useId();
  const searchedKey = JSON.stringify(search.addressed);
  const searched = searchedKey !== '{}';
  // The search the form was unfolded for: a new search (another address) folds it again.
  const [unfoldedFor, setUnfoldedFor] = useState<string | null>(null);
  const folded = searched && unfoldedFor !== searchedKey;
  return (
    <div className="container">
      <Breadcrumbs items={searchBreadcrumbs(section, search.addressed)} />
      <PageTitle title={title} />
      {props.banner}
      {lead}
      <div className="search-panel" data-folded={folded}>
        <div id={formId} className="search-panel__form">
          <SearchForm
            section={section}
            value={search.form}
            categoryCounts={outcome.error ? undefined : result?.categoryCounts}
            filtersOpen={search.filtersOpen}
            onFiltersOpenChange={search.setFiltersOpen}
            onChange={search.setForm}
            onSubmit={search.submit}
            onClear={search.clear}
            disabled={!search.ready}
          />
        </div>
        <AppliedConditions section={section} criteria={search.criteria} />
        <div className="search-panel__actions">
          {searched && (
            <button
              type="button"
              className="button button--secondary search-panel__toggle"
              aria-expanded={!folded}
              aria-controls={formId}
              onClick={() => setUnfoldedFor(folded ? searchedKey : null)}
            >
              {folded ? '検索条件を変更' : '検索条件を閉じる'}
            </button>
          )}
          {keep}
        </div>
      </div>
      {props.alternateView ? (
        <>
          <div className="search-results__toolbar">{props.toolbarExtra}</div>
          {props.alternateView}
        </>
      ) : (
        <SearchResults
          section={section}
          result={result}
          loading={loading}
          error={outcome.error}
          alreadySearched={search.alreadySearched}
          renderItem={renderItem}
          keyOf={keyOf}
          hrefForPage={search.pageHref}
          onPage={search.notePaging}
          criteria={search.criteria}
          onSearch={search.submit}
          onRetry={outcome.retry}
          toolbar={
            <>
              <OrderControl
                section={section}
                keyword={search.criteria.keyword}
                value={search.criteria.sort}
                onChange={(sort) => search.submit({ ...search.criteria, sort })}
              />
              {props.toolbarExtra}
            </>
          }
        />
      )}
      {/* Below the results: on a phone the first result stays on the first screen. Once hydrated:
          the build cannot render a lazy screen part, and React reports such a boundary. */}
      {props.exportable !== false && search.ready && (
        <Suspense fallback={null}>
          <SearchExport section={section} criteria={search.criteria} />
        </Suspense>
      )}
    </div>
  );
}
