/** /grants: search form and results of grants (public). */
import { useQuery } from '@apollo/client/react';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { SaveSearchControl } from '@/features/saved-searches/components/save-search-control';
import { SearchScreen } from '@/features/search/components/search-screen';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { GrantResultItem } from '@/features/grants/components/grant-result-item';
import { graphql } from '@/gql';

const GRANTS_PAGE_QUERY = graphql(`
  query GrantsPage($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
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
        title
        ...GrantResultItem_grant
      }
    }
  }
`);

export function Component() {
  const search = useSectionSearch('grants');
  const query = useQuery(GRANTS_PAGE_QUERY, { variables: search.variables, skip: !search.ready });
  // While new results stream in, the previous page stays on screen.
  const shown = query.dataState === 'complete' ? query.data : query.previousData;
  return (
    <SearchScreen
      section="grants"
      title="補助金・交付金"
      search={search}
      outcome={{
        result: shown?.searchGrants,
        loading: query.loading || !search.ready,
        error: query.error,
        retry: () => void query.refetch().catch(() => undefined),
      }}
      keep={<SaveSearchControl section="grants" />}
      keyOf={(item) => item.id}
      renderItem={(item) => (
        <GrantResultItem
          grant={item}
          actions={<BookmarkToggle section="grants" recordId={item.id} title={item.title} />}
        />
      )}
    />
  );
}
