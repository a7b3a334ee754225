/** /solutions/list: search form and results of solutions (signed-in users). */
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { CompareBar, CompareCheckbox } from '@/features/comparison/components/compare-picker';
import { BasketBar } from '@/features/document-requests/components/basket-bar';
import { BasketToggleButton } from '@/features/document-requests/components/basket-toggle-button';
import { isTrialAccount, requestsDocuments, useViewerStanding } from '@/lib/auth/viewer-role';
import { LazySaveSearchControl } from '@/features/saved-searches/components/lazy-save-search-control';
import { SearchScreen } from '@/features/search/components/search-screen';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { SolutionResultItem } from '@/features/solutions/components/solution-result-item';
import { graphql } from '@/gql';
import { useGraphQLQuery } from '@/lib/use-graphql-query';

const SOLUTIONS_LIST_PAGE_QUERY = graphql(`
  query SolutionsListPage($criteria: SearchInput) {
    searchSolutions(criteria: $criteria) {
      totalCount
      page
      maxPage
      categoryCounts {
        id
        count
      }
      relaxations {
        filter
        count
      }
      items {
        id
        uid
        title
        companyName
        ...SolutionResultItem_solution
      }
    }
  }
`);

export function Component() {
  const search = useSectionSearch('solutions');
  // Basket controls for municipal users, and for trial accounts so the request guard can explain.
  // The compare controls follow: members awaiting approval and vendors could not open the table.
  const standing = useViewerStanding();
  const requester = requestsDocuments(standing) || isTrialAccount(standing);
  const query = useGraphQLQuery(SOLUTIONS_LIST_PAGE_QUERY, search.variables);
  // While new results stream in, the previous page stays on screen.
  const shown = query.data ?? query.previousData;
  return (
    <>
      <SearchScreen
        section="solutions"
        title="ソリューション一覧"
        search={search}
        outcome={{
          result: shown?.searchSolutions,
          loading: query.loading,
          error: query.error,
          retry: query.refetch,
        }}
        keep={<LazySaveSearchControl section="solutions" />}
        banner={<BasketBar />}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <SolutionResultItem
            solution={item}
            actions={
              <>
                {requester && <CompareCheckbox solution={{ id: item.id, title: item.title }} />}
                <BookmarkToggle section="solutions" recordId={item.id} title={item.title} />
                {/* Inside the card, above the line that ends it: the button belongs to this item. */}
                {requester && (
                  <span className="result-card__request">
                    <BasketToggleButton
                      compact
                      solution={{ uid: item.uid, id: item.id, title: item.title, companyName: item.companyName }}
                    />
                  </span>
                )}
              </>
            }
          />
        )}
      />
      {requester && (
        <div className="container">
          <CompareBar />
        </div>
      )}
    </>
  );
}
