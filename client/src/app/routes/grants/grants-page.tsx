/**
 * /grants: search form and results of grants (public). The list opens on the grants that can
 * still be applied for; one checkbox adds closed ones. A month view (`?view=calendar&month=…`)
 * lists the same search's deadlines by day.
 */
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { LazySaveSearchControl } from '@/features/saved-searches/components/lazy-save-search-control';
import { SearchScreen } from '@/features/search/components/search-screen';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { GrantListControls } from '@/features/grants/components/grant-list-controls';
import { GrantMonthView } from '@/features/grants/components/grant-month-view';
import { GrantResultItem } from '@/features/grants/components/grant-result-item';
import { GRANT_VIEW_PARAMS, useGrantView } from '@/features/grants/hooks/use-grant-view';
import { useGraphQLQuery } from '@/lib/use-graphql-query';
import { GRANTS_DEFAULTS, GRANTS_PAGE_QUERY } from './grants-query';

export function Component() {
  const search = useSectionSearch('grants', GRANTS_DEFAULTS, GRANT_VIEW_PARAMS);
  const { view, month, setView, setMonth } = useGrantView(search.params);
  const query = useGraphQLQuery(GRANTS_PAGE_QUERY, search.variables, { skip: !search.ready || view === 'calendar' });
  // While new results stream in, the previous page stays on screen.
  const shown = query.data ?? query.previousData;
  return (
    <SearchScreen
      section="grants"
      title="補助金・交付金"
      search={search}
      outcome={{
        result: shown?.searchGrants,
        // Not while the page hydrates on the answer the server rendered it with.
        loading: query.loading || (!search.ready && !query.data),
        error: query.error,
        retry: query.refetch,
      }}
      keep={<LazySaveSearchControl section="grants" />}
      keyOf={(item) => item.id}
      renderItem={(item) => (
        <GrantResultItem
          grant={item}
          actions={<BookmarkToggle section="grants" recordId={item.id} title={item.title} />}
        />
      )}
      toolbarExtra={
        <GrantListControls criteria={search.criteria} onSearch={search.submit} view={view} onViewChange={setView} />
      }
      alternateView={
        view === 'calendar' && search.ready ? (
          <GrantMonthView criteria={search.criteria} month={month} onMonthChange={setMonth} />
        ) : undefined
      }
    />
  );
}
